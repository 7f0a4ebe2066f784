// The wishlist: products ("Add to Wishlist") and artworks ("Save") a shopper keeps for later.

import { z } from 'zod';

export const WISHLIST_KINDS = ['product', 'artwork'] as const;
export type WishlistKind = (typeof WISHLIST_KINDS)[number];

/** Most items a wishlist keeps. */
export const WISHLIST_LIMIT = 200;

/** One entry as the browser keeps it for a guest, and as a merge sends it. */
export interface WishlistEntry {
  kind: WishlistKind;
  id: string;
}

/** One entry as the API shows it: enough for a card and a link. */
export interface WishlistItem extends WishlistEntry {
  title: string;
  /** The first image's stored path, or null. */
  image: string | null;
  /** The record's page. */
  path: string;
  /** Products only: dollars, and what is left. */
  price: number | null;
  discountPrice: number | null;
  stock: number | null;
  addedAt: string;
}

const entryId = z.string().trim().min(1, 'An id is required').max(100, 'That id is too long');

export const wishlistEntrySchema = z.object({
  kind: z.enum(WISHLIST_KINDS, { message: 'Choose a product or an artwork' }),
  id: entryId,
});

/** POST /api/wishlist/merge: a guest's list joins the account's at sign-in. */
export const wishlistMergeSchema = z.object({
  items: z
    .array(wishlistEntrySchema)
    .max(WISHLIST_LIMIT, `A wishlist keeps at most ${WISHLIST_LIMIT} items`),
});
