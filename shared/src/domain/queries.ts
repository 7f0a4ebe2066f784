// List queries of the public API: filters and sorts of artworks, posts, products and games.

import type { ArtworkType, GameCategory } from './entities.ts';

export const ARTWORK_SORTS = ['newest', 'oldest', 'name-asc', 'name-desc'] as const;
export type ArtworkSort = (typeof ARTWORK_SORTS)[number];

export const PRODUCT_SORTS = [
  'newest',
  'price-low',
  'price-high',
  'title-asc',
  'title-desc',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const POST_SORTS = ['newest', 'oldest'] as const;
export type PostSort = (typeof POST_SORTS)[number];

export interface ArtworkQuery {
  featured?: boolean;
  limit?: number;
  type?: ArtworkType;
  year?: number;
  sort?: ArtworkSort;
}

export interface PostQuery {
  limit?: number;
  /** Only honoured for admins; everyone else always gets published posts. */
  published?: boolean;
  category?: string;
  featured?: boolean;
  tag?: string;
  sort?: PostSort;
  /** Search over title, excerpt, content and tags. */
  q?: string;
}

export interface ProductQuery {
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  sort?: ProductSort;
  /** Only honoured for admins; everyone else always gets published products. */
  published?: boolean;
  featured?: boolean;
  /** True: only sold one-of-a-kind pieces (the portfolio); false: none of them. */
  sold?: boolean;
  limit?: number;
  /** Words to find in the title, description or category name (every word must be found). */
  q?: string;
}

/** A list read a page at a time: `limit` items a page (24 by default), page `page` (from 1). */
export interface PageQuery {
  page?: number;
  limit?: number;
}

export type ArtworkPageQuery = ArtworkQuery & PageQuery;
export type PostPageQuery = PostQuery & PageQuery;
export type ProductPageQuery = ProductQuery & PageQuery;

export interface CategoryQuery {
  active?: boolean;
}

export interface GameQuery {
  category?: GameCategory;
}
