// The desk's order list for a query, reloaded whenever the query changes (the rows shown so far
// stay while the next ones load); an order changed on the desk replaces its row at once.

import { useCallback, useEffect, useState } from 'react';
import type { AdminOrder, OrderQuery } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { readFailure } from '../conflict/failure.ts';

export interface OrderListState {
  /** null until the first load answers. */
  orders: AdminOrder[] | null;
  loading: boolean;
  error: string | null;
}

export function useOrderList(query: OrderQuery) {
  const api = useAdminApi();
  const [state, setState] = useState<OrderListState>({ orders: null, loading: true, error: null });
  const { status, q } = query;

  useEffect(() => {
    let current = true;
    setState((state) => ({ ...state, loading: true }));
    api.listOrders({ status, q }).then(
      (orders) => current && setState({ orders, loading: false, error: null }),
      (error: unknown) =>
        current &&
        setState({
          orders: null,
          loading: false,
          error: readFailure(error, 'Could not load the orders. Please try again.').message,
        }),
    );
    return () => {
      current = false;
    };
  }, [api, status, q]);

  const replace = useCallback((order: AdminOrder) => {
    setState((state) => ({
      ...state,
      orders: state.orders?.map((row) => (row._id === order._id ? order : row)) ?? null,
    }));
  }, []);

  return { state, replace };
}
