// The desk's order list for a query: the newest page, read again whenever the query changes (the
// rows shown so far stay while the next ones load) and every few seconds, so new orders appear
// without a reload; older pages are appended on demand. An order changed on the desk replaces
// its row at once.

import { useCallback, useMemo } from 'react';
import type { AdminOrder, OrderDeskPage, OrderQuery, OrderStatusCounts } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { useCursorPages } from '../data/use-cursor-pages.ts';
import { queryKeyFor } from '../../query/query-keys.ts';

/** How often the desk looks for new orders. */
export const ORDER_POLL_MS = 10_000;

export interface OrderListState {
  /** null until the first load answers. */
  orders: AdminOrder[] | null;
  counts: OrderStatusCounts | null;
  /** Cancelled orders that still owe a refund; null until the first load answers. */
  refundDueCount: number | null;
  nextCursor: string | null;
  loading: boolean;
  error: string | null;
}

/** The rows of the loaded pages, each order once (new orders push rows onto the next page). */
function ordersOf(pages: OrderDeskPage[]): AdminOrder[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.orders)
    .filter((order) => !seen.has(order._id) && Boolean(seen.add(order._id)));
}

export function useOrderList(query: OrderQuery) {
  const api = useAdminApi();
  const { status, refundDue, q } = query;
  const list = useCursorPages({
    queryKey: useMemo(
      () => queryKeyFor('listOrders', { status, refundDue, q }),
      [status, refundDue, q],
    ),
    readPage: (cursor) => api.listOrders({ status, refundDue, q, cursor }),
    failures: {
      newest: 'Could not load the orders. Please try again.',
      older: 'Could not load older orders.',
    },
    pollMs: ORDER_POLL_MS,
  });
  const { pages, updatePages } = list;

  const orders = useMemo(() => (pages ? ordersOf(pages) : null), [pages]);
  const state: OrderListState = {
    orders,
    counts: pages?.[0]?.counts ?? null,
    refundDueCount: pages?.[0]?.refundDueCount ?? null,
    nextCursor: list.nextCursor,
    loading: list.loading,
    error: list.error,
  };

  const replace = useCallback(
    (order: AdminOrder) =>
      updatePages((page) => ({
        ...page,
        orders: page.orders.map((row) => (row._id === order._id ? order : row)),
      })),
    [updatePages],
  );

  return { state, replace, loadOlder: list.loadOlder };
}
