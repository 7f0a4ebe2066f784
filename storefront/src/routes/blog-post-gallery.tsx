// A post's gallery: the cover plus the other images as thumbnails, each opening the lightbox.

import type { LightboxImage } from '../ui/Lightbox.tsx';
import { StoredImage } from '../ui/StoredImage.tsx';

interface PostGalleryProps {
  images: LightboxImage[];
  onOpen: (index: number) => void;
}

export function PostGallery({ images, onOpen }: PostGalleryProps) {
  if (images.length === 0) return null;
  return (
    <section className="blog-post__gallery-section" aria-labelledby="post-gallery">
      <h2 id="post-gallery" className="section-title">
        Gallery
      </h2>
      <ul className="blog-post__gallery">
        {images.map((image, index) => (
          <li key={image.path}>
            <button
              type="button"
              className="blog-post__thumb"
              aria-label={`View image ${index + 1} of ${images.length}: ${image.alt}`}
              onClick={() => onOpen(index)}
            >
              <StoredImage
                path={image.path}
                alt={image.alt}
                sizes="(min-width: 900px) 270px, 46vw"
              />
              <span className="blog-post__zoom" aria-hidden="true">
                ⤢
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
