import { useState } from 'react';
import { StoredImage } from './StoredImage.tsx';
import './Gallery.css';

interface GalleryProps {
  images: string[];
  /** Alt text per path; images without one are described by `fallbackAlt` and their number. */
  alts: Record<string, string>;
  fallbackAlt: string;
}

/** A detail page's main picture fills its half of the page (the whole width on a phone). */
export const GALLERY_MAIN_SIZES = '(min-width: 1100px) 560px, (min-width: 800px) 50vw, 92vw';
const THUMB_SIZES = '96px';

export function altFor(
  alts: Record<string, string>,
  path: string,
  fallback: string,
  index: number,
) {
  return alts[path] || (index === 0 ? fallback : `${fallback}, image ${index + 1}`);
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

interface GalleryThumbsProps {
  images: string[];
  selected: number;
  altOf(path: string, index: number): string;
  onSelect(index: number): void;
}

/** The row of thumbnails under a gallery's main image; the one on show is framed. */
export function GalleryThumbs({ images, selected, altOf, onSelect }: GalleryThumbsProps) {
  return (
    <ul className="gallery__thumbs" aria-label="Images">
      {images.map((path, index) => (
        <li key={path}>
          <button
            type="button"
            className="gallery__thumb"
            aria-pressed={index === selected}
            aria-label={`Show image ${index + 1} of ${images.length}`}
            onClick={() => onSelect(index)}
          >
            <StoredImage path={path} alt={altOf(path, index)} sizes={THUMB_SIZES} />
          </button>
        </li>
      ))}
    </ul>
  );
}
