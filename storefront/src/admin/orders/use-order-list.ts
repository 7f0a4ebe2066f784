// The desk's order list for a query: the newest page, reloaded whenever the query changes (the
// rows shown so far stay while the next ones load) and every few seconds, so new orders appear
// without a reload; older pages are appended on demand. An order changed on the desk replaces
// its row at once.

import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminOrder, OrderQuery, OrderStatusCounts } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { readFailure } from '../conflict/failure.ts';

/** How often the desk looks for new orders. */
export const ORDER_POLL_MS = 10_000;

export interface OrderListState {
  /** null until the first load answers. */
  orders: AdminOrder[] | null;
  counts: OrderStatusCounts | null;
  nextCursor: string | null;
  loading: boolean;
  error: string | null;
}

export function useOrderList(query: OrderQuery) {
  const api = useAdminApi();
  const [state, setState] = useState<OrderListState>({
    orders: null,
    counts: null,
    nextCursor: null,
    loading: true,
    error: null,
  });
  const { status, q } = query;
  // Older pages the user asked for stay appended across polls.
  const olderRef = useRef<AdminOrder[]>([]);

  useEffect(() => {
    let current = true;
    olderRef.current = [];
    setState((state) => ({ ...state, loading: true }));
    const load = (quiet: boolean) =>
      api.listOrders({ status, q }).then(
        (page) => {
          if (!current) return;
          const fresh = new Set(page.orders.map((order) => order._id));
          setState((state) => ({
            orders: [...page.orders, ...olderRef.current.filter((order) => !fresh.has(order._id))],
            counts: page.counts,
            nextCursor: olderRef.current.length > 0 ? state.nextCursor : page.nextCursor,
            loading: false,
            error: null,
          }));
        },
        (error: unknown) => {
          if (!current || quiet) return;
          setState((state) => ({
            ...state,
            loading: false,
            error: readFailure(error, 'Could not load the orders. Please try again.').message,
          }));
        },
      );
    void load(false);
    const timer = setInterval(() => void load(true), ORDER_POLL_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [api, status, q]);

  const loadOlder = useCallback(() => {
    const cursor = state.nextCursor;
    if (cursor === null) return;
    setState((state) => ({ ...state, loading: true }));
    api.listOrders({ status, q, cursor }).then(
      (page) => {
        olderRef.current = [...olderRef.current, ...page.orders];
        setState((state) => ({
          ...state,
          orders: [...(state.orders ?? []), ...page.orders],
          nextCursor: page.nextCursor,
          loading: false,
        }));
      },
      (error: unknown) =>
        setState((state) => ({
          ...state,
          loading: false,
          error: readFailure(error, 'Could not load older orders.').message,
        })),
    );
  }, [api, status, q, state.nextCursor]);

  const replace = useCallback((order: AdminOrder) => {
    setState((state) => ({
      ...state,
      orders: state.orders?.map((row) => (row._id === order._id ? order : row)) ?? null,
    }));
  }, []);

  return { state, replace, loadOlder };
}
