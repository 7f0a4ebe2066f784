// The cart's sums (a line's, the whole cart's), through the shared order totals. Apart from the cart's line rules (cart.ts):
// every page adds to the cart, only the cart panel and checkout sum it, and the totals bring the
// tax rules and the country list with them.

import type { CartItem } from '../domain/commerce.ts';
import { effectivePrice, fromCents, toCents } from './money.ts';
import { orderTotals, type TotalsLine } from './order-totals.ts';

/** Effective unit price times quantity, in dollars. */
export function lineTotal(item: CartItem): number {
  return fromCents(toCents(effectivePrice(item)) * item.quantity);
}

/** The cart's lines as the shared order totals read them. */
export function cartTotalsLines(items: readonly CartItem[]): TotalsLine[] {
  return items.map((item) => ({
    unitCents: toCents(effectivePrice(item)),
    quantity: item.quantity,
  }));
}

export function cartTotal(items: CartItem[]): number {
  return fromCents(orderTotals({ lines: cartTotalsLines(items) }).itemsCents);
}
