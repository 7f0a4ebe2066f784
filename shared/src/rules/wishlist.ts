// The wishlist: products ("Add to Wishlist") and artworks ("Save") a shopper keeps for later.
// Kept apart from its zod schemas: every page's wishlist buttons need these, and importing the
// schemas would put zod into the script every page loads first.

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
  /** While a scheduled sale runs (server time): the product's sale price and the sale's end. */
  salePrice?: number;
  saleEndsAt?: string;
  stock: number | null;
  addedAt: string;
}
