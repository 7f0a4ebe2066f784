// How many orders wait for their payment, for the badge on the sidebar's Orders tab: read when
// the admin opens, again whenever another tab is chosen, and every few seconds, so an order
// placed while staff work elsewhere in the admin shows up. A failed read keeps the last count.

import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminApi, OrderDeskPage } from '@kawaii/shared';
import { adminQuery } from '../data/admin-query.ts';

export const AWAITING_PAYMENT_POLL_MS = 15_000;

const awaitingCount = (page: OrderDeskPage) => page.counts.pending_payment;

export function useAwaitingPaymentCount(api: AdminApi, refreshKey: unknown): number | null {
  const client = useQueryClient();
  const read = adminQuery(api, 'listOrders', { status: 'pending_payment', limit: 1 });
  const query = useQuery({
    ...read,
    select: awaitingCount,
    refetchInterval: AWAITING_PAYMENT_POLL_MS,
  });

  // Choosing another tab reads the count again; the first render has just read it.
  const { queryKey } = read;
  const shownFor = useRef(refreshKey);
  useEffect(() => {
    if (shownFor.current === refreshKey) return;
    shownFor.current = refreshKey;
    void client.invalidateQueries({ queryKey, exact: true });
  }, [client, queryKey, refreshKey]);

  return query.data ?? null;
}
