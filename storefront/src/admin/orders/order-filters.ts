// The desk's status filter and search, turned into the list query
// (GET /api/orders?status&refundDue&q).

import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  type OrderQuery,
  type OrderStatus,
} from '@kawaii/shared';

const REFUND_DUE_LABEL = 'Refund due';

/** A status, or the cancelled orders that still owe the buyer a refund. */
export type StatusFilter = 'all' | OrderStatus | 'refund_due';

export const STATUS_FILTERS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
  { value: 'refund_due', label: REFUND_DUE_LABEL },
];

export interface OrderFilters {
  status: StatusFilter;
  search: string;
}

export const NO_FILTERS: OrderFilters = { status: 'all', search: '' };

export function orderQueryOf({ status, search }: OrderFilters): OrderQuery {
  const query: OrderQuery = {};
  if (status === 'refund_due') query.refundDue = true;
  else if (status !== 'all') query.status = status;
  const q = search.trim();
  if (q !== '') query.q = q;
  return query;
}

export function emptyOrdersMessage(filters: OrderFilters): string {
  const query = orderQueryOf(filters);
  if (query.refundDue && !query.q) return 'No cancelled order owes a refund';
  return query.status || query.refundDue || query.q
    ? 'No orders match your search'
    : 'No orders yet';
}

/** 'orders-awaiting-payment-2026-11-23.csv': what the file holds, and the day it was taken. */
export function csvFileName({ status, refundDue }: OrderQuery, today: Date): string {
  const label = refundDue ? REFUND_DUE_LABEL : status ? ORDER_STATUS_LABELS[status] : 'all';
  const which = label.toLowerCase().replace(/\s+/g, '-');
  return `orders-${which}-${today.toISOString().slice(0, 10)}.csv`;
}
