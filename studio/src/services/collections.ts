// The content collections the studio keeps offline (their API operations: COLLECTION_OPERATIONS).
import type {
  Artwork,
  BlogPost,
  Campaign,
  Category,
  Game,
  Product,
  Promotion,
  Sale,
} from '@kawaii/shared';
import type { ContentCollection } from '../bridge/studio-operations.ts';

export interface CollectionRecords {
  posts: BlogPost;
  artworks: Artwork;
  products: Product;
  categories: Category;
  games: Game;
  promotions: Promotion;
  sales: Sale;
  campaigns: Campaign;
}

export const CONTENT_COLLECTIONS: readonly ContentCollection[] = [
  'posts',
  'artworks',
  'products',
  'categories',
  'games',
  'promotions',
  'sales',
  'campaigns',
];

/** The shop API's "not found" messages, reused for records missing locally so both read alike. */
export const NOT_FOUND_MESSAGES: Record<ContentCollection, string> = {
  posts: 'Post not found',
  artworks: 'Artwork not found',
  products: 'Product not found',
  categories: 'Category not found',
  games: 'Game not found',
  promotions: 'Promotion not found',
  sales: 'Sale not found',
  campaigns: 'Campaign not found',
};

/**
 * What a person calls the record in a list: its title, a category's name, a promotion's code,
 * a campaign's subject.
 */
export function recordTitle(record: unknown): string {
  if (typeof record !== 'object' || record === null) return 'Untitled';
  const { title, name, code, subject } = record as Record<string, unknown>;
  for (const text of [title, name, code, subject]) {
    if (typeof text === 'string' && text !== '') return text;
  }
  return 'Untitled';
}
