import { useState } from 'react';
import { StoredImage } from './StoredImage.tsx';
import { altFor, GALLERY_MAIN_SIZES, GalleryThumbs } from './GalleryThumbs.tsx';

interface GalleryProps {
  images: string[];
  /** Alt text per path; images without one are described by `fallbackAlt` and their number. */
  alts: Record<string, string>;
  fallbackAlt: string;
}

/** The main image of a detail page (an artwork's) with thumbnails to switch it. */
export function Gallery({ images, alts, fallbackAlt }: GalleryProps) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  if (!current) return null;
  return (
    <div className="gallery">
      <div className="gallery__main">
        <StoredImage
          key={current}
          path={current}
          alt={altFor(alts, current, fallbackAlt, selected)}
          sizes={GALLERY_MAIN_SIZES}
          priority
        />
      </div>
      {images.length > 1 && (
        <GalleryThumbs
          images={images}
          selected={selected}
          altOf={(path, index) => altFor(alts, path, fallbackAlt, index)}
          onSelect={setSelected}
        />
      )}
    </div>
  );
}
