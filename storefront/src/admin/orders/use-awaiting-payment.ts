// How many orders wait for their payment, for the badge on the sidebar's Orders tab: read when
// the admin opens, again whenever another tab is chosen, and every few seconds, so an order
// placed while staff work elsewhere in the admin shows up. A failed read keeps the last count.

import { useEffect, useState } from 'react';
import type { AdminApi } from '@kawaii/shared';

export const AWAITING_PAYMENT_POLL_MS = 15_000;

export function useAwaitingPaymentCount(api: AdminApi, refreshKey: unknown): number | null {
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    let current = true;
    const read = () =>
      api.listOrders({ status: 'pending_payment', limit: 1 }).then(
        (page) => current && setCount(page.counts.pending_payment),
        () => undefined,
      );
    void read();
    const timer = setInterval(read, AWAITING_PAYMENT_POLL_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [api, refreshKey]);

  return count;
}
