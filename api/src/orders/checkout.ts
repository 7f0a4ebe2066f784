// Reading a submitted cart against the catalogue: the server's own prices and what is left in
// stock. Pure, so the rule can be read (and tested) apart from the transaction around it.

import { orderTotals, type OrderSubmission, type UnavailableItem } from '@kawaii/shared';
import type { OrderItemRecord } from './store.ts';
import type { StockedProduct } from './stock.ts';
import { totalsLines } from './totals.ts';

export interface ReviewedCart {
  /** Lines asking for more than is in stock; the order may only go ahead when empty. */
  unavailableItems: UnavailableItem[];
  /** The lines as they will be stored, priced from the catalogue. */
  items: OrderItemRecord[];
  totalCents: number;
}

type SubmittedLine = OrderSubmission['items'][number];

/** Unknown and unpublished products count as none in stock. */
export function reviewCart(
  lines: readonly SubmittedLine[],
  findProduct: (id: string) => StockedProduct | null,
): ReviewedCart {
  const unavailableItems: UnavailableItem[] = [];
  const items: OrderItemRecord[] = [];
  for (const line of lines) {
    const found = findProduct(line.id);
    const product = found?.published ? found : null;
    const inStock = product?.stock ?? 0;
    if (!product || line.quantity > inStock) {
      unavailableItems.push({
        id: line.id,
        title: found?.title ?? line.title,
        requested: line.quantity,
        inStock,
      });
      continue;
    }
    items.push({
      productId: product.id,
      title: product.title,
      image: product.image,
      priceCents: product.priceCents,
      discountPriceCents: product.discountPriceCents,
      quantity: line.quantity,
    });
  }
  return {
    unavailableItems,
    items,
    totalCents: orderTotals({ lines: totalsLines(items) }).itemsCents,
  };
}

/** The client's total may differ from the server's by rounding, never by more than a cent. */
export function totalsAgree(clientTotalCents: number, serverTotalCents: number): boolean {
  return Math.abs(clientTotalCents - serverTotalCents) <= 1;
}
