// The cart rules a page may need before the cart changes: the header's count, what tells lines
// apart, and the stock limit's message (a product page shows it as the quantity is chosen).
// Apart from the line rules (cart.ts), which the browser loads with the cart's first change.

import type { CartItem } from '../domain/commerce.ts';

export function stockLimitMessage(stock: number): string {
  return `Cannot add more than ${stock} items (in stock limit)`;
}

/** What tells two cart lines apart: the product, and the variant when it has variants. */
export function cartLineKey(line: { id: string; variantId?: string | undefined }): string {
  return line.variantId ? `${line.id}/${line.variantId}` : line.id;
}

/** Units in the cart, for the header badge. */
export function cartItemCount(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
