import { imageSources } from '@kawaii/shared';

interface StoredImageProps {
  path: string;
  alt: string;
  /** How wide the image is drawn, for the browser to pick from srcSet. */
  sizes: string;
  /** The first large image of a page: fetched eagerly and first; everything else is lazy. */
  priority?: boolean;
  className?: string;
}

export function StoredImage({ path, alt, sizes, priority = false, className }: StoredImageProps) {
  const { src, srcSet, width, height } = imageSources(path);
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
