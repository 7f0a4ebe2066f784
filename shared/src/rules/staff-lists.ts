// The admin's product, artwork and post lists: read a page at a time, newest first, and searched
// on the texts their cards show (a record matches when one of them holds the typed text, ignoring
// case). The server searches these texts in SQL; the studio, which keeps every record on the
// artist's computer, searches its own copy with the same texts.

import type { ArtworkType, Artwork, BlogPost, Product } from '../domain/entities.ts';
import { ARTWORK_TYPE_LABELS, ARTWORK_TYPES } from '../domain/entities.ts';

/** Cards a page of a staff list holds unless the caller asks for fewer or more (at most 100). */
export const STAFF_PAGE_SIZE = 24;

/** Records one by-ids read of a staff list answers at most (a form's chosen items). */
export const STAFF_IDS_MAX = 100;

/** The answer to a cursor the list did not give out (400). */
export const BAD_STAFF_CURSOR = 'cursor is not one this list gave out';

type SearchTexts = readonly (string | null | undefined)[];

/** The texts each staff list's search looks in. */
export const STAFF_SEARCH_TEXTS = {
  products: (product: Product): SearchTexts => [
    product.title,
    product.description,
    product.category?.name,
  ],
  artworks: (artwork: Artwork): SearchTexts => [
    artwork.title,
    artwork.medium,
    ARTWORK_TYPE_LABELS[artwork.type],
    String(artwork.year),
    ...artwork.tags,
  ],
  posts: (post: BlogPost): SearchTexts => [post.title, post.excerpt, post.category, ...post.tags],
};

/** True when one of `texts` holds `query`, ignoring case; a blank query matches everything. */
export function matchesSearch(texts: SearchTexts, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return texts.some((text) => text != null && text.toLowerCase().includes(needle));
}

/** The artwork types whose label holds `query`: an artwork is found by its type's label. */
export function artworkTypesLabelled(query: string): ArtworkType[] {
  return ARTWORK_TYPES.filter((type) => matchesSearch([ARTWORK_TYPE_LABELS[type]], query));
}
