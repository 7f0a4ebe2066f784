// The wishlist rows, read together with what the shopper needs to see of each record.

import type { WishlistKind } from '@kawaii/shared';
import type { Db } from '../db/connection.ts';

export interface WishlistRow {
  kind: WishlistKind;
  item_id: string;
  created_at: string;
  title: string;
  images: string;
  /** Artworks: their slug, when they have one. */
  slug: string | null;
  price_cents: number | null;
  discount_price_cents: number | null;
  category_id: string | null;
  stock: number | null;
}

export interface WishlistWatcher {
  userId: string;
  email: string;
  name: string;
}

export type WishlistStore = ReturnType<typeof createWishlistStore>;

export function createWishlistStore(db: Db) {
  const list = db.prepare<[string], WishlistRow>(
    `SELECT wishlist_items.kind, wishlist_items.item_id, wishlist_items.created_at,
       COALESCE(products.title, artworks.title) AS title,
       COALESCE(products.images, artworks.images) AS images,
       artworks.slug AS slug,
       products.price_cents, products.discount_price_cents, products.category_id,
       products.stock
     FROM wishlist_items
     LEFT JOIN products ON wishlist_items.kind = 'product'
       AND products.id = wishlist_items.item_id AND products.published = 1
     LEFT JOIN artworks ON wishlist_items.kind = 'artwork' AND artworks.id = wishlist_items.item_id
     WHERE wishlist_items.user_id = ? AND COALESCE(products.id, artworks.id) IS NOT NULL
     ORDER BY wishlist_items.created_at DESC, wishlist_items.rowid DESC`,
  );
  const exists = db.prepare<[string], { found: number }>(
    `SELECT EXISTS (SELECT 1 FROM products WHERE id = ? AND published = 1) AS found`,
  );
  const artworkExists = db.prepare<[string], { found: number }>(
    'SELECT EXISTS (SELECT 1 FROM artworks WHERE id = ?) AS found',
  );
  const count = db.prepare<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM wishlist_items WHERE user_id = ?',
  );
  const insert = db.prepare(
    `INSERT OR IGNORE INTO wishlist_items (user_id, kind, item_id, created_at)
     VALUES (@userId, @kind, @itemId, @createdAt)`,
  );
  const remove = db.prepare(
    'DELETE FROM wishlist_items WHERE user_id = ? AND kind = ? AND item_id = ?',
  );
  const watchers = db.prepare<[string], WishlistWatcher>(
    `SELECT users.id AS userId, users.email, users.name
     FROM wishlist_items JOIN users ON users.id = wishlist_items.user_id
     WHERE wishlist_items.kind = 'product' AND wishlist_items.item_id = ?`,
  );

  return {
    list: (userId: string): WishlistRow[] => list.all(userId),
    /** Whether the record exists for shoppers (a hidden product does not). */
    isListable(kind: WishlistKind, itemId: string): boolean {
      const row = kind === 'product' ? exists.get(itemId) : artworkExists.get(itemId);
      return row?.found === 1;
    },
    count: (userId: string): number => count.get(userId)?.n ?? 0,
    /** False when it was already there. */
    add(userId: string, kind: WishlistKind, itemId: string, createdAt: string): boolean {
      return insert.run({ userId, kind, itemId, createdAt }).changes > 0;
    },
    remove(userId: string, kind: WishlistKind, itemId: string): boolean {
      return remove.run(userId, kind, itemId).changes > 0;
    },
    /** The accounts that wish for a product. */
    watchersOf: (productId: string): WishlistWatcher[] => watchers.all(productId),
    transaction: <T>(work: () => T): T => db.transaction(work)(),
  };
}
