// The desk's status filter and search, turned into the list query (GET /api/orders?status&q).

import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  type OrderQuery,
  type OrderStatus,
} from '@kawaii/shared';

export type StatusFilter = 'all' | OrderStatus;

export const STATUS_FILTERS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
];

export interface OrderFilters {
  status: StatusFilter;
  search: string;
}

export const NO_FILTERS: OrderFilters = { status: 'all', search: '' };

export function orderQueryOf({ status, search }: OrderFilters): OrderQuery {
  const query: OrderQuery = {};
  if (status !== 'all') query.status = status;
  const q = search.trim();
  if (q !== '') query.q = q;
  return query;
}

export function emptyOrdersMessage(filters: OrderFilters): string {
  const query = orderQueryOf(filters);
  return query.status || query.q ? 'No orders match your search' : 'No orders yet';
}

/** 'orders-awaiting-payment-2026-11-23.csv': what the file holds, and the day it was taken. */
export function csvFileName({ status }: OrderQuery, today: Date): string {
  const which = status ? ORDER_STATUS_LABELS[status].toLowerCase().replace(/\s+/g, '-') : 'all';
  return `orders-${which}-${today.toISOString().slice(0, 10)}.csv`;
}
