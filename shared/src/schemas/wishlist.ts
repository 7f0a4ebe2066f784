// What the wishlist API accepts: one entry, and a guest's list merged at sign-in.

import { z } from 'zod';
import { WISHLIST_KINDS, WISHLIST_LIMIT } from '../rules/wishlist.ts';

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
