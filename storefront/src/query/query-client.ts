// The client data cache of the admin area, the dashboard and the checkout. Staff and shoppers see
// a failure at once, as before: a query is not retried behind their back, and nothing reloads just
// because the window got focus again (lists reload when something changed them, or on their own
// polling interval).

import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}
