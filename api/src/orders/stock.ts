// The products' side of an order: what a line costs and how many are left, and moving stock,
// per variant when the product has variants. Kept here rather than in products/ because only
// placing and cancelling orders touch stock.

import type { OptionChoice, ProductKind } from '@kawaii/shared';
import type { Db } from '../db/connection.ts';
import { readStringList } from '../db/json-columns.ts';
import { readOptionChoice } from '../products/store.ts';

export interface StockedVariant {
  id: string;
  options: OptionChoice;
  priceCents: number | null;
  discountPriceCents: number | null;
  stock: number;
  image: string | null;
}

export interface StockedProduct {
  id: string;
  title: string;
  priceCents: number;
  discountPriceCents: number | null;
  /** A scheduled sale may cover the product by its category. */
  categoryId?: string | null;
  /** The first image, snapshotted onto the order line. */
  image: string | null;
  stock: number;
  published: boolean;
  kind: ProductKind;
  leadTime: string | null;
  lowStockThreshold: number | null;
  /** Made-to-order: the percentage paid as a deposit; null: none. */
  depositPercent: number | null;
  variants: StockedVariant[];
  preorder: {
    opensAt: string | null;
    closesAt: string;
    cap: number | null;
    shipsFrom: string;
    ordered: number;
  } | null;
  soldAt: string | null;
}

/** What one line moves: the variant's stock, the product's, or a pre-order's count. */
export interface StockMove {
  productId: string;
  variantId?: string | null | undefined;
  quantity: number;
  preorder?: boolean | undefined;
  /** A made-to-order line: made for the order, nothing to take. */
  leadTime?: string | null | undefined;
}

interface StockedProductRow {
  id: string;
  title: string;
  price_cents: number;
  discount_price_cents: number | null;
  category_id: string | null;
  images: string;
  stock: number;
  published: number;
  kind: ProductKind;
  lead_time: string | null;
  low_stock_threshold: number | null;
  deposit_percent: number | null;
  preorder_opens_at: string | null;
  preorder_closes_at: string | null;
  preorder_cap: number | null;
  preorder_ships_from: string | null;
  preorder_ordered: number;
  sold_at: string | null;
}

interface StockedVariantRow {
  id: string;
  options: string;
  price_cents: number | null;
  discount_price_cents: number | null;
  stock: number;
  image: string | null;
}

export type StockStore = ReturnType<typeof createStockStore>;

export function createStockStore(db: Db) {
  const byId = db.prepare<[string], StockedProductRow>(
    `SELECT id, title, price_cents, discount_price_cents, category_id, images, stock, published, kind,
       lead_time, low_stock_threshold, preorder_opens_at, preorder_closes_at, preorder_cap,
       preorder_ships_from, preorder_ordered, sold_at, deposit_percent
     FROM products WHERE id = ?`,
  );
  const variantsOf = db.prepare<[string], StockedVariantRow>(
    `SELECT id, options, price_cents, discount_price_cents, stock, image
     FROM product_variants WHERE product_id = ? ORDER BY position`,
  );
  // Stock moves bump the version too: an admin's save made from an older read must not write
  // the old stock back over units that were sold meanwhile (it gets the stale-save 409 instead).
  // The `stock >= @quantity` guards make overselling impossible even without a check first.
  // A unique piece whose last unit goes is sold: it keeps its page as a portfolio piece.
  const take = db.prepare(
    `UPDATE products SET stock = stock - @quantity, updated_at = @now, version = version + 1,
       sold_at = CASE WHEN kind = 'unique' AND stock - @quantity = 0 THEN @now ELSE sold_at END
     WHERE id = @id AND stock >= @quantity
       AND NOT EXISTS (SELECT 1 FROM product_variants WHERE product_id = @id)`,
  );
  const takeVariant = db.prepare(
    `UPDATE product_variants SET stock = stock - @quantity
     WHERE id = @variantId AND product_id = @id AND stock >= @quantity`,
  );
  const takeFromTotal = db.prepare(
    `UPDATE products SET stock = stock - @quantity, updated_at = @now, version = version + 1
     WHERE id = @id`,
  );
  // Within the cap, counted in the same statement so concurrent pre-orders never pass it.
  const takePreorder = db.prepare(
    `UPDATE products SET preorder_ordered = preorder_ordered + @quantity, updated_at = @now,
       version = version + 1
     WHERE id = @id AND (preorder_cap IS NULL OR preorder_ordered + @quantity <= preorder_cap)`,
  );
  const putBack = db.prepare(
    `UPDATE products SET stock = stock + @quantity, updated_at = @now, version = version + 1,
       sold_at = CASE WHEN kind = 'unique' THEN NULL ELSE sold_at END
     WHERE id = @id`,
  );
  const putBackVariant = db.prepare(
    'UPDATE product_variants SET stock = stock + @quantity WHERE id = @variantId AND product_id = @id',
  );
  const putBackPreorder = db.prepare(
    `UPDATE products SET preorder_ordered = MAX(0, preorder_ordered - @quantity),
       updated_at = @now, version = version + 1
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
        categoryId: row.category_id,
        image: readStringList(row.images)[0] ?? null,
        stock: row.stock,
        published: row.published === 1,
        kind: row.kind,
        leadTime: row.lead_time,
        lowStockThreshold: row.low_stock_threshold,
        depositPercent: row.deposit_percent,
        variants: variantsOf.all(id).map((variant) => ({
          id: variant.id,
          options: readOptionChoice(variant.options) ?? {},
          priceCents: variant.price_cents,
          discountPriceCents: variant.discount_price_cents,
          stock: variant.stock,
          image: variant.image,
        })),
        preorder:
          row.preorder_closes_at !== null && row.preorder_ships_from !== null
            ? {
                opensAt: row.preorder_opens_at,
                closesAt: row.preorder_closes_at,
                cap: row.preorder_cap,
                shipsFrom: row.preorder_ships_from,
                ordered: row.preorder_ordered,
              }
            : null,
        soldAt: row.sold_at,
      };
    },

    /**
     * Takes a line's units: out of its variant (and the product's total), out of the product, or
     * against the pre-order cap; a made-to-order line takes nothing. False (and nothing changed)
     * when fewer are left.
     */
    take(move: StockMove, now: string): boolean {
      const params = { id: move.productId, quantity: move.quantity, now };
      if (move.preorder) return takePreorder.run(params).changes === 1;
      if (move.leadTime) return true;
      if (move.variantId) {
        if (takeVariant.run({ ...params, variantId: move.variantId }).changes !== 1) return false;
        takeFromTotal.run(params);
        return true;
      }
      return take.run(params).changes === 1;
    },

    /** Puts a line's units back where they were taken; a deleted product or variant is skipped. */
    putBack(move: StockMove, now: string): void {
      const params = { id: move.productId, quantity: move.quantity, now };
      if (move.preorder) {
        putBackPreorder.run(params);
        return;
      }
      if (move.leadTime) return;
      if (move.variantId) {
        if (putBackVariant.run({ ...params, variantId: move.variantId }).changes === 1) {
          putBack.run(params);
        }
        return;
      }
      putBack.run(params);
    },
  };
}
