// An order's figures from what is stored: its lines as priced when ordered, its shipping, what
// its codes took off, its tax, and the money recorded for it. The one shared rule computes them.

import { effectivePrice, orderTotals, type OrderTotals, type TotalsLine } from '@kawaii/shared';
import type { OrderItemRecord, OrderRecord } from './store.ts';

/** What one unit of a stored line cost the buyer. */
export function lineUnitCents(
  item: Pick<OrderItemRecord, 'priceCents' | 'discountPriceCents'>,
): number {
  return effectivePrice({ price: item.priceCents, discountPrice: item.discountPriceCents });
}

export function totalsLines(
  items: readonly Pick<OrderItemRecord, 'priceCents' | 'discountPriceCents' | 'quantity'>[],
): TotalsLine[] {
  return items.map((item) => ({ unitCents: lineUnitCents(item), quantity: item.quantity }));
}

/** The money recorded for an order: each payment and each refund, in cents. */
export interface OrderLedgerAmounts {
  payments: readonly number[];
  refunds: readonly number[];
}

const NO_MONEY_YET: OrderLedgerAmounts = { payments: [], refunds: [] };

export function totalsOfOrder(
  order: Pick<
    OrderRecord,
    'shippingCents' | 'promoDiscountCents' | 'discountCents' | 'taxCents' | 'taxIncluded'
  >,
  items: readonly Pick<OrderItemRecord, 'priceCents' | 'discountPriceCents' | 'quantity'>[],
  ledger: OrderLedgerAmounts = NO_MONEY_YET,
): OrderTotals {
  return orderTotals({
    lines: totalsLines(items),
    shippingCents: order.shippingCents,
    discounts: { promoCents: order.promoDiscountCents, rewardCents: order.discountCents },
    taxCents: order.taxCents,
    taxIncluded: order.taxIncluded,
    payments: ledger.payments,
    refunds: ledger.refunds,
  });
}
