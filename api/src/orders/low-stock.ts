// The shop's low-stock alert: when a sale brings a product, or one of its variants, down to its
// threshold (the product's own, else the shop's setting), the contact email gets one mail for the
// order listing everything that reached it. Only the sale that crosses the line tells: the next
// sales below it stay quiet until a restock lifts the stock above it again.

import { lineTitle, type OptionChoice, type ShopSettings } from '@kawaii/shared';
import { renderEmail, type RenderedEmail } from '../mail/render.ts';
import type { StockedProduct, StockMove } from './stock.ts';

export interface LowStockItem {
  title: string;
  options: OptionChoice | null;
  left: number;
  threshold: number;
}

/** What a line leaves of its product or variant, when that reaches the threshold; else null. */
export function lowStockAfter(
  product: StockedProduct,
  move: StockMove,
  shopThreshold: number,
): LowStockItem | null {
  // Pre-orders and made-to-order pieces take no stock.
  if (move.preorder || move.leadTime) return null;
  const threshold = product.lowStockThreshold ?? shopThreshold;
  const variant = move.variantId
    ? product.variants.find((candidate) => candidate.id === move.variantId)
    : null;
  const before = variant ? variant.stock : product.stock;
  const after = before - move.quantity;
  if (!(after <= threshold && before > threshold)) return null;
  return { title: product.title, options: variant?.options ?? null, left: after, threshold };
}

export function lowStockEmail(
  items: readonly LowStockItem[],
  settings: Pick<ShopSettings, 'shopName'>,
  productsUrl: string,
): RenderedEmail {
  const count = items.length === 1 ? '1 item is' : `${items.length} items are`;
  return renderEmail({
    subject: `Low stock: ${items.map((item) => lineTitle(item)).join(', ')}`,
    heading: `${count} running low`,
    shopName: settings.shopName,
    blocks: [
      {
        type: 'text',
        text: 'A sale just brought these down to their low-stock alert. Time to make a few more?',
      },
      {
        type: 'rows',
        rows: items.map((item) => ({
          label: lineTitle(item),
          value: item.left === 0 ? 'Sold out' : `${item.left} left`,
        })),
      },
      { type: 'button', label: 'Open the products', url: productsUrl },
    ],
  });
}
