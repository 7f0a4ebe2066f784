// The admin area's cache of answers. The web admin gets a cache of its own, made with the screen;
// the studio passes the one it invalidates after a sync. A new AdminApi (another token, another
// store) answers differently, so everything cached from the previous one is read again.

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { AdminApi } from '@kawaii/shared';
import { createQueryClient } from '../../query/query-client.ts';

interface AdminQueryProviderProps {
  api: AdminApi;
  client?: QueryClient;
  children: ReactNode;
}

export function AdminQueryProvider({ api, client, children }: AdminQueryProviderProps) {
  const [ownClient] = useState(createQueryClient);
  const current = client ?? ownClient;
  const answeredBy = useRef(api);
  useEffect(() => {
    if (answeredBy.current === api) return;
    answeredBy.current = api;
    void current.invalidateQueries();
  }, [api, current]);
  return <QueryClientProvider client={current}>{children}</QueryClientProvider>;
}
