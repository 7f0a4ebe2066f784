// URLs of the public pages (spec.md "Route table"), built in one place.

import type { Artwork } from '@kawaii/shared';

const segment = encodeURIComponent;

/** The slug route when the artwork has a slug, otherwise the id route. */
export function artworkPath(artwork: Pick<Artwork, '_id' | 'slug'>): string {
  return artwork.slug ? `/artwork/${segment(artwork.slug)}` : `/artwork/id/${segment(artwork._id)}`;
}

export function postPath(slug: string): string {
  return `/blog/${segment(slug)}`;
}

export function blogTagPath(tag: string): string {
  return `/blog?${new URLSearchParams({ tag }).toString()}`;
}

export function productPath(id: string): string {
  return `/shop/${segment(id)}`;
}
