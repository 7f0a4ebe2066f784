// What the wishlist buttons read: which products and artworks the shopper keeps. The rest (the
// guest list in this browser, the account's list on the server, following the session) is in
// wishlist.ts, which loads once the page is interactive and runs the first press: a page with a
// wishlist button does not carry it in its first load.

import { create } from 'zustand';
import type { WishlistEntry, WishlistItem } from '@kawaii/shared';

export interface WishlistState {
  entries: WishlistEntry[];
  /** The account's list with titles and pictures, once read (signed in only). */
  items: WishlistItem[] | null;
  /** Adds or removes; answers whether the entry is now kept. Rejects when the server refuses. */
  toggle(entry: WishlistEntry): Promise<boolean>;
  has(entry: WishlistEntry): boolean;
}

export const sameEntry = (a: WishlistEntry) => (b: WishlistEntry) =>
  a.kind === b.kind && a.id === b.id;

export const useWishlist = create<WishlistState>()((_set, get) => ({
  entries: [],
  items: null,
  has: (entry) => get().entries.some(sameEntry(entry)),
  toggle: (entry) => import('./wishlist.ts').then(({ toggleWishlist }) => toggleWishlist(entry)),
}));
