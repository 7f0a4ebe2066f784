// Addresses of the public pages, built in one place: the storefront's links, the sitemap and RSS
// feed, the assistant's answers, the wishlist's items, the emails' order links and the preview
// links all point at the same pages. Every segment is encoded, so a slug, id or token can never
// step into another path.

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

/**
 * The commission request form, prefilled from a sold one-of-a-kind piece: its title for the
 * words of the request, its id for the link back to its page.
 */
export function commissionSimilarPath(product: { _id: string; title: string }): string {
  return `/commissions?${new URLSearchParams({ similar: product.title, product: product._id }).toString()}`;
}

export function blogTagPagePath(tag: string): string {
  return `/blog?${new URLSearchParams({ tag }).toString()}`;
}

/**
 * An order's page. With its key (the buyer's email link) anyone holding the link may open it;
 * without, only its signed-in owner can.
 */
export function orderPagePath(orderId: string, key?: string): string {
  const page = `/order/${segment(orderId)}`;
  return key === undefined ? page : `${page}?${new URLSearchParams({ key }).toString()}`;
}

/** The page a draft's preview link opens. */
export function previewPagePath(token: string): string {
  return `/preview/${segment(token)}`;
}
