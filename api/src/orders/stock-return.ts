// Units going back on sale when an order is cancelled or expires unpaid. A product that was sold
// out and has stock again tells the customers who wished for it, as a staff restock does.

import type { BackInStockNotifier } from '../wishlist/back-in-stock.ts';
import type { StockStore } from './stock.ts';
import type { OrderItemRecord } from './store.ts';

/** Puts an order's lines back in stock (deleted products are skipped); inside its transaction. */
export type ReturnStock = (items: readonly OrderItemRecord[], at: string) => void;

export function createStockReturn({
  stock,
  backInStock,
}: {
  stock: StockStore;
  backInStock: BackInStockNotifier;
}): ReturnStock {
  return (items, at) => {
    for (const item of items) {
      if (item.productId === null) continue;
      const before = stock.find(item.productId);
      stock.putBack({ ...item, productId: item.productId }, at);
      // A hidden product cannot be bought, so nobody is invited to; pre-orders and made-to-order
      // lines took no stock.
      if (!before?.published || item.preorder || item.leadTime) continue;
      backInStock({
        productId: before.id,
        title: before.title,
        before: before.stock,
        after: before.stock + item.quantity,
        at,
      });
    }
  };
}
