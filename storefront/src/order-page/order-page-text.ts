// What the order page says about an order, kept apart from the components so it can be tested
// on its own.

import { formatMoney, type Order, type OrderTimelineEntry } from '@kawaii/shared';

/** 'Free' when a zone shipped it for nothing; the amount otherwise. */
export function shippingText(order: Pick<Order, 'shipping' | 'shippingZone'>): string {
  if (order.shipping === 0 && order.shippingZone) return 'Free';
  return formatMoney(order.shipping);
}

/** The timeline (oldest first from the server) newest first: the current state leads. */
export function newestFirst(timeline: readonly OrderTimelineEntry[]): OrderTimelineEntry[] {
  return [...timeline].reverse();
}
