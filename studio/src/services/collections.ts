// The content collections the studio keeps offline (their API operations: COLLECTION_OPERATIONS).
import type { Artwork, BlogPost, Category, Game, Product } from '@kawaii/shared';
import type { ContentCollection } from '../bridge/studio-operations.ts';

export interface CollectionRecords {
  posts: BlogPost;
  artworks: Artwork;
  products: Product;
  categories: Category;
  games: Game;
}

export const CONTENT_COLLECTIONS: readonly ContentCollection[] = [
  'posts',
  'artworks',
  'products',
  'categories',
  'games',
];

/** The shop API's "not found" messages, reused for records missing locally so both read alike. */
export const NOT_FOUND_MESSAGES: Record<ContentCollection, string> = {
  posts: 'Post not found',
  artworks: 'Artwork not found',
  products: 'Product not found',
  categories: 'Category not found',
  games: 'Game not found',
};

/** What a person calls the record in a list: its title, or a category's name. */
export function recordTitle(record: unknown): string {
  if (typeof record !== 'object' || record === null) return 'Untitled';
  const { title, name } = record as { title?: unknown; name?: unknown };
  if (typeof title === 'string' && title !== '') return title;
  if (typeof name === 'string' && name !== '') return name;
  return 'Untitled';
}
