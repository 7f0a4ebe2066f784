// One order read again from the server through the cache (['getOrder', { id }]), for the desk to
// put in its row: the list may be minutes old, or a refused move may mean it changed elsewhere.

import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminOrder } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { adminQuery } from '../data/admin-query.ts';

export function useReadOrder(): (id: string) => Promise<AdminOrder> {
  const api = useAdminApi();
  const client = useQueryClient();
  // Always asks the server: an order moves on, so an answer from a moment ago is already old.
  return useCallback(
    (id: string) => client.fetchQuery({ ...adminQuery(api, 'getOrder', id), staleTime: 0 }),
    [api, client],
  );
}
