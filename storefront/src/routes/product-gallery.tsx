import { lazy, Suspense, useState } from 'react';
import { altFor, GALLERY_MAIN_SIZES, GalleryThumbs } from '../ui/GalleryThumbs.tsx';
import { StoredImage } from '../ui/StoredImage.tsx';

// The viewer is loaded when a shopper first opens it, not with every product page.
const Lightbox = lazy(() =>
  import('../ui/Lightbox.tsx').then(({ Lightbox }) => ({ default: Lightbox })),
);

interface ProductGalleryProps {
  images: string[];
  alts: Record<string, string>;
  title: string;
}

/**
 * The product's images with previous/next (wrapping around) and thumbnails; the picture opens
 * the shared lightbox, with zoom and swipe.
 */
export function ProductGallery({ images, alts, title }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);
  const [viewing, setViewing] = useState(false);
  const count = images.length;
  const current = images[selected];
  if (!current) {
    return (
      <div className="product-gallery__empty" aria-hidden="true">
        ♡
      </div>
    );
  }
  const step = (delta: number) => setSelected((index) => (index + delta + count) % count);

  return (
    <div className="product-gallery">
      <div className="gallery__main product-gallery__stage">
        <button
          type="button"
          className="product-gallery__open"
          aria-label={`Zoom: view image ${selected + 1} of ${count} full screen`}
          onClick={() => setViewing(true)}
        >
          <StoredImage
            key={current}
            path={current}
            alt={altFor(alts, current, title, selected)}
            sizes={GALLERY_MAIN_SIZES}
            priority
          />
          <span className="product-gallery__zoom" aria-hidden="true">
            ⤢
          </span>
        </button>
        {count > 1 && (
          <>
            <button
              type="button"
              className="product-gallery__arrow product-gallery__arrow--previous"
              aria-label="Previous image"
              onClick={() => step(-1)}
            >
              ‹
            </button>
            <button
              type="button"
              className="product-gallery__arrow product-gallery__arrow--next"
              aria-label="Next image"
              onClick={() => step(1)}
            >
              ›
            </button>
            <p className="product-gallery__counter" aria-live="polite">
              {selected + 1} / {count}
            </p>
          </>
        )}
      </div>
      {viewing && (
        <Suspense fallback={null}>
          <Lightbox
            images={images.map((path, index) => ({ path, alt: altFor(alts, path, title, index) }))}
            index={selected}
            label={`Photos of ${title}`}
            onIndexChange={setSelected}
            onClose={() => setViewing(false)}
          />
        </Suspense>
      )}
      {count > 1 && (
        <GalleryThumbs
          images={images}
          selected={selected}
          altOf={(path, index) => altFor(alts, path, title, index)}
          onSelect={setSelected}
        />
      )}
    </div>
  );
}
