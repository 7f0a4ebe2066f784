// The customer's wishlist: add, remove, read, and the guest's list merged in at sign-in.

import {
  WISHLIST_LIMIT,
  artworkPagePath,
  fromCents,
  productPagePath,
  salePriceCents,
  type WishlistEntry,
  type WishlistItem,
  type WishlistKind,
} from '@kawaii/shared';
import { readStringList } from '../db/json-columns.ts';
import { badRequest, notFound } from '../core/errors.ts';
import { NO_SALES, type SalePricing } from '../sales/pricing.ts';
import type { WishlistRow, WishlistStore } from './store.ts';

export type WishlistService = ReturnType<typeof createWishlistService>;

const FULL = `Your wishlist is full (${WISHLIST_LIMIT} items). Remove something to add more.`;

export function createWishlistService(
  store: WishlistStore,
  /** The scheduled sales running now: a product on sale shows its sale price, as its card does. */
  salesNow: () => SalePricing = () => NO_SALES,
) {
  return {
    list(userId: string): WishlistItem[] {
      const sales = salesNow();
      return store.list(userId).map((row) => present(row, sales));
    },

    /** Adding what is already there changes nothing. A hidden or unknown record is a 404. */
    add(userId: string, entry: WishlistEntry): WishlistItem[] {
      store.transaction(() => {
        if (!store.isListable(entry.kind, entry.id)) throw notFound(notFoundMessage(entry.kind));
        if (store.count(userId) >= WISHLIST_LIMIT) {
          const already = store.list(userId).some((row) => matches(row, entry));
          if (!already) throw badRequest(FULL);
        }
        store.add(userId, entry.kind, entry.id, new Date().toISOString());
      });
      return this.list(userId);
    },

    /** Removing what is not there changes nothing. */
    remove(userId: string, entry: WishlistEntry): WishlistItem[] {
      store.remove(userId, entry.kind, entry.id);
      return this.list(userId);
    },

    /**
     * A guest's list joins the account's: entries of records that no longer exist are skipped,
     * and nothing beyond the limit is added. Answers the merged list.
     */
    merge(userId: string, entries: readonly WishlistEntry[]): WishlistItem[] {
      store.transaction(() => {
        const now = new Date().toISOString();
        for (const entry of entries) {
          if (store.count(userId) >= WISHLIST_LIMIT) break;
          if (store.isListable(entry.kind, entry.id)) {
            store.add(userId, entry.kind, entry.id, now);
          }
        }
      });
      return this.list(userId);
    },
  };
}

function matches(row: WishlistRow, entry: WishlistEntry): boolean {
  return row.kind === entry.kind && row.item_id === entry.id;
}

function notFoundMessage(kind: WishlistKind): string {
  return kind === 'product' ? 'Product not found' : 'Artwork not found';
}

function present(row: WishlistRow, sales: SalePricing): WishlistItem {
  const isProduct = row.kind === 'product';
  const sale =
    isProduct && row.price_cents !== null
      ? sales.saleOf({ productId: row.item_id, categoryId: row.category_id }, row.price_cents)
      : null;
  const path = isProduct
    ? productPagePath(row.item_id)
    : artworkPagePath({ _id: row.item_id, slug: row.slug });
  return {
    kind: row.kind,
    id: row.item_id,
    title: row.title,
    image: readStringList(row.images)[0] ?? null,
    path,
    price: isProduct && row.price_cents !== null ? fromCents(row.price_cents) : null,
    discountPrice:
      isProduct && row.discount_price_cents !== null ? fromCents(row.discount_price_cents) : null,
    ...(sale &&
      row.price_cents !== null && {
        salePrice: fromCents(salePriceCents(row.price_cents, sale)),
        saleEndsAt: sale.endsAt,
      }),
    stock: isProduct ? row.stock : null,
    addedAt: row.created_at,
  };
}
