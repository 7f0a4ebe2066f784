// The admin area's cache of answers. It belongs to the staff member signed in: the web admin's
// own cache is made for that account and replaced by an empty one when another account (or
// nobody) is signed in; the studio passes the cache it keeps for its signed-in identity the same
// way. A new AdminApi for the same account (a new token, another store) answers differently, so
// everything cached from the previous one is read again.

import { useEffect, useRef, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { AdminApi } from '@kawaii/shared';
import { useSessionQueryClient } from '../../query/session-cache.ts';

interface AdminQueryProviderProps {
  api: AdminApi;
  /** The signed-in staff member's account id: whose answers the admin's own cache holds. */
  identity: string;
  client?: QueryClient;
  children: ReactNode;
}

export function AdminQueryProvider({ api, identity, client, children }: AdminQueryProviderProps) {
  const ownClient = useSessionQueryClient(identity);
  const current = client ?? ownClient;
  const answeredBy = useRef(api);
  useEffect(() => {
    if (answeredBy.current === api) return;
    answeredBy.current = api;
    void current.invalidateQueries();
  }, [api, current]);
  return <QueryClientProvider client={current}>{children}</QueryClientProvider>;
}
