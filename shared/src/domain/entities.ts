// The records as they travel over the API.
// Ids are opaque strings exposed as `_id`; dates are ISO-8601 strings; money is dollars.

import type { ShippingAddress, ShippingZone } from './commerce.ts';
import type { PreorderWindow, ProductKind, ProductOption, ProductVariant } from './catalogue.ts';
import type { LayawaySettings } from '../rules/payment-plans.ts';
import type { TaxSettings } from './tax.ts';

export const ARTWORK_TYPES = [
  'painting',
  'digital',
  'sculpture',
  'photography',
  'mixed-media',
] as const;
export type ArtworkType = (typeof ARTWORK_TYPES)[number];

export const ARTWORK_TYPE_LABELS: Record<ArtworkType, string> = {
  painting: 'Painting',
  digital: 'Digital Art',
  sculpture: 'Sculpture',
  photography: 'Photography',
  'mixed-media': 'Mixed Media',
};

export const LISTING_TYPES = ['sale', 'display', 'sold', 'commission'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

export const ROLES = ['user', 'admin', 'superadmin'] as const;
export type Role = (typeof ROLES)[number];

/** Every record the admin area or the studio edits carries these, for stale-save detection. */
export interface Versioned {
  updatedAt: string;
  version: number;
}

export interface Artwork extends Versioned {
  _id: string;
  slug: string | null;
  title: string;
  type: ArtworkType;
  medium: string;
  year: number;
  description: string;
  tags: string[];
  featured: boolean;
  images: string[];
  listingType: ListingType;
  price: number | null;
  artist: { bio: string };
  createdAt: string;
  /**
   * The Media Library's alt text for the image its list card shows ('' when none is stored).
   * Lists carry it, read for all their cards at once; single records leave it out.
   */
  imageAlt?: string;
}

export interface ArtworkSummary {
  _id: string;
  title: string;
  slug: string | null;
  images: string[];
  /**
   * The Media Library's alt text for the image its list card shows ('' when none is stored).
   * Lists carry it, read for all their cards at once; single records leave it out.
   */
  imageAlt?: string;
}

export interface BlogPost extends Versioned {
  _id: string;
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  category: string;
  tags: string[];
  published: boolean;
  featured: boolean;
  coverImage: string | null;
  mainImage: string | null;
  images: string[];
  author: { _id: string | null; name: string } | null;
  relatedArtworks: ArtworkSummary[];
  createdAt: string;
  /**
   * The Media Library's alt text for the image its list card shows ('' when none is stored).
   * Lists carry it, read for all their cards at once; single records leave it out.
   */
  imageAlt?: string;
}

export interface CategoryRef {
  _id: string;
  name: string;
}

export interface Category extends Versioned {
  _id: string;
  name: string;
  description: string;
  isActive: boolean;
  image: string | null;
  createdAt: string;
}

export interface Product extends Versioned {
  _id: string;
  title: string;
  description: string;
  price: number;
  discountPrice: number | null;
  /**
   * While a scheduled sale covering the product runs (by the server's clock): its price on sale,
   * and when the sale ends. The price paid is the lowest of price, discount and sale price.
   */
  salePrice?: number;
  saleEndsAt?: string;
  category: CategoryRef | null;
  stock: number;
  dimensions: { width: number | null; height: number | null };
  featured: boolean;
  published: boolean;
  images: string[];
  rating: { stars: number; count: number };
  createdAt: string;
  /**
   * The Media Library's alt text for the image its list card shows ('' when none is stored).
   * Lists carry it, read for all their cards at once; single records leave it out.
   */
  imageAlt?: string;
  kind: ProductKind;
  /** At most 3 groups of at most 20 values; [] for a product sold as one thing. */
  options: ProductOption[];
  /** The combinations sold; with any, `stock` is the sum of theirs. */
  variants: ProductVariant[];
  /** How long making takes, e.g. '6-8 weeks' (required for made-to-order). */
  leadTime?: string | null;
  /** Stock at or below which the shop is mailed; without it the shop's setting applies. */
  lowStockThreshold?: number | null;
  /** Made-to-order: the percentage of the price paid as a deposit at checkout; null: none. */
  depositPercent?: number | null;
  preorder?: PreorderWindow | null;
  /** When a unique piece was sold; it stays readable as a portfolio piece. */
  soldAt?: string | null;
}

export const GAME_CATEGORIES = ['puzzle', 'creative', 'educational'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];
export const GAME_STATUSES = ['available', 'coming-soon'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

export interface Game extends Versioned {
  _id: string;
  slug: string;
  title: string;
  category: GameCategory;
  tags: string[];
  description: string;
  thumbnail: string | null;
  status: GameStatus;
  published: boolean;
  createdAt: string;
}

export interface ShopSettings extends Versioned {
  shopName: string;
  aboutText: string;
  social: { instagram: string; twitter: string; tiktok: string; youtube: string };
  zelle: { phone: string; name: string };
  contactEmail: string;
  shippingZones: ShippingZone[];
  /** Hours an unpaid order holds its stock before it expires. */
  unpaidOrderHours: number;
  /** The product a 2000-point reward code gives one unit of; null while staff chose none. */
  rewardItemProductId: string | null;
  /** Stock at or below which the shop is mailed, unless a product names its own. */
  lowStockThreshold: number;
  /** Paying in instalments: off by default. */
  layaway: LayawaySettings;
  /** Sales tax: off by default. */
  tax: TaxSettings;
}

export interface User {
  _id: string;
  name: string;
  email: string;
  role: Role;
  isGoogleUser: boolean;
  /** The account proved it receives mail at `email`. */
  emailVerified: boolean;
  /** A new address the person asked for; it replaces `email` once its link is followed. */
  pendingEmail: string | null;
  phone: string;
  /** The street, town and country of `shippingAddress` on one line ('' without one). */
  address: string;
  /** The saved shipping address, which fills the checkout in; null until saved. */
  shippingAddress: ShippingAddress | null;
  instagram: string;
  twitter: string;
  memberSince: string;
  rewardPoints: number;
}

/** A page of the admin's account list, newest first. */
export interface UserPage {
  users: User[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

export const MEDIA_TYPES = ['artwork', 'blog', 'product'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** One page of the media library. */
export interface MediaPage {
  items: MediaItem[];
  /** More items follow: ask again with `offset` set to the number of items shown. */
  hasMore: boolean;
}

export interface MediaItem {
  id: string;
  path: string;
  title: string;
  type: MediaType;
  sourceId: string;
  date: string;
  alt: string;
  /**
   * Set only for a picture still on the artist's computer (the studio's media folders), not on
   * the shop: the library can hide it from its list but never deletes it.
   */
  local?: LocalMediaFacts;
}

export interface LocalMediaFacts {
  /** Where the file was found on her computer. */
  filePath: string;
  /** The file is gone from there: the studio still has its preview. */
  missing: boolean;
}

/**
 * A file of the uploads folder that no record names (with its smaller renditions), old enough
 * that no open form can still be about to save it.
 */
export interface UnusedMediaFile {
  path: string;
  /** The file and its renditions together. */
  bytes: number;
  /** When the newest of them was written. */
  modifiedAt: string;
}

/** What a clean-up did with each path it was asked to remove. */
export interface MediaCleanupResult {
  removed: string[];
  /** Paths checked again and found named by a record, too new, or already gone: left alone. */
  kept: string[];
}

/** A record that shows an image: what deleting the image would take it out of. */
export interface MediaUse {
  type: 'artwork' | 'blog' | 'product' | 'category' | 'game';
  id: string;
  title: string;
}
