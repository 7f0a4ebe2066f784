// The products' side of an order: what a line costs and how many are left, and moving stock.
// Kept here rather than in products/ because only placing and cancelling orders touch stock.

import type { Db } from '../db/connection.ts';
import { readStringList } from '../db/json-columns.ts';

export interface StockedProduct {
  id: string;
  title: string;
  priceCents: number;
  discountPriceCents: number | null;
  /** The first image, snapshotted onto the order line. */
  image: string | null;
  stock: number;
  published: boolean;
}

interface StockedProductRow {
  id: string;
  title: string;
  price_cents: number;
  discount_price_cents: number | null;
  images: string;
  stock: number;
  published: number;
}

export type StockStore = ReturnType<typeof createStockStore>;

export function createStockStore(db: Db) {
  const byId = db.prepare<[string], StockedProductRow>(
    `SELECT id, title, price_cents, discount_price_cents, images, stock, published
     FROM products WHERE id = ?`,
  );
  // Stock moves bump the version too: an admin's save made from an older read must not write
  // the old stock back over units that were sold meanwhile (it gets the stale-save 409 instead).
  // The `stock >= @quantity` guard makes overselling impossible even without a check first.
  const take = db.prepare(
    `UPDATE products SET stock = stock - @quantity, updated_at = @now, version = version + 1
     WHERE id = @id AND stock >= @quantity`,
  );
  const putBack = db.prepare(
    `UPDATE products SET stock = stock + @quantity, updated_at = @now, version = version + 1
     WHERE id = @id`,
  );

  return {
    find(id: string): StockedProduct | null {
      const row = byId.get(id);
      if (!row) return null;
      return {
        id: row.id,
        title: row.title,
        priceCents: row.price_cents,
        discountPriceCents: row.discount_price_cents,
        image: readStringList(row.images)[0] ?? null,
        stock: row.stock,
        published: row.published === 1,
      };
    },

    /** Takes units out of stock; false (and nothing changed) when fewer are left. */
    take(id: string, quantity: number, now: string): boolean {
      return take.run({ id, quantity, now }).changes === 1;
    },

    /** Puts units back (a cancelled order); a deleted product is simply skipped. */
    putBack(id: string, quantity: number, now: string): void {
      putBack.run({ id, quantity, now });
    },
  };
}
