// A stored image in the admin screens: the right rendition for its drawn size, lazily.

import { imageSources } from '@kawaii/shared';
import { useSiteHref } from './site-url.tsx';

interface AdminImageProps {
  path: string;
  alt: string;
  sizes: string;
  className?: string;
}

export function AdminImage({ path, alt, sizes, className }: AdminImageProps) {
  const siteHref = useSiteHref();
  const { src, srcSet, width, height } = imageSources(path);
  const prefixed = srcSet
    ?.split(', ')
    .map((candidate) => siteHref(candidate))
    .join(', ');
  return (
    <img
      className={className}
      src={siteHref(src)}
      srcSet={prefixed}
      sizes={prefixed ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  );
}
