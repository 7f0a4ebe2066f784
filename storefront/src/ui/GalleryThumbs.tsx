// The parts both detail pages' galleries share (an artwork's Gallery and a product's own, with
// arrows and a zoom): the main picture's sizes, the alt rule and the thumbnails. The artwork's
// Gallery lives apart, so a product page does not download it.

import { StoredImage } from './StoredImage.tsx';
import './Gallery.css';

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
