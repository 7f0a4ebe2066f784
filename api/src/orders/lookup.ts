// Who may open an order page: whoever has its key, or its signed-in owner. Anyone else gets the
// same 404 as for an order that does not exist, after the same work, so that neither the answer
// nor its timing tells whether an order number is in use.

import { createHash, timingSafeEqual } from 'node:crypto';
import { parseOrderNumber } from '@kawaii/shared';
import type { OrderRecord, OrderStore } from './store.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();
// Compared against when there is no such order, so that case costs what a wrong key costs.
const NO_ORDER_KEY = digest('no order has this key');

export function findOrderForPage(
  orders: OrderStore,
  orderNumberText: string,
  key: string | undefined,
  viewerId: string | null,
): OrderRecord | null {
  const orderNumber = parseOrderNumber(orderNumberText);
  const order = orderNumber === null ? null : orders.findByNumber(orderNumber);
  const keyMatches = timingSafeEqual(
    order ? digest(order.orderKey) : NO_ORDER_KEY,
    digest(key ?? ''),
  );
  if (!order) return null;
  if (keyMatches && key) return order;
  if (viewerId !== null && order.userId === viewerId) return order;
  return null;
}
