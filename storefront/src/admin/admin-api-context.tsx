// The admin screens reach their data only through the AdminApi given here: the web admin provides
// the HTTP implementation, the studio its own, and the screens never know which.

import { createContext, useContext, type ReactNode } from 'react';
import type { AdminApi } from '@kawaii/shared';

const AdminApiContext = createContext<AdminApi | null>(null);

export function AdminApiProvider({ api, children }: { api: AdminApi; children: ReactNode }) {
  return <AdminApiContext.Provider value={api}>{children}</AdminApiContext.Provider>;
}

export function useAdminApi(): AdminApi {
  const api = useContext(AdminApiContext);
  if (!api) throw new Error('useAdminApi needs an AdminApiProvider above it');
  return api;
}
