// Addresses of the public pages, built in one place: the storefront's links, the sitemap and RSS
// feed, and the assistant's answers all point at the same pages. Every segment is encoded, so a
// slug or id can never step into another path.

import type { Artwork } from '../domain/entities.ts';

const segment = encodeURIComponent;

/** The slug route when the artwork has a slug, otherwise the id route. */
export function artworkPagePath(artwork: Pick<Artwork, '_id' | 'slug'>): string {
  return artwork.slug ? `/artwork/${segment(artwork.slug)}` : `/artwork/id/${segment(artwork._id)}`;
}

export function postPagePath(slug: string): string {
  return `/blog/${segment(slug)}`;
}

export function productPagePath(id: string): string {
  return `/shop/${segment(id)}`;
}

export function blogTagPagePath(tag: string): string {
  return `/blog?${new URLSearchParams({ tag }).toString()}`;
}
