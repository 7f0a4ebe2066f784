// The admin screens reach their data only through the AdminApi given here: the web admin provides
// the HTTP implementation, the studio its own, and the screens never know which.

import { createContext, useContext, type ReactNode } from 'react';
import type { AdminApi, Role } from '@kawaii/shared';

const AdminApiContext = createContext<AdminApi | null>(null);
// The signed-in staff member's role, so a screen offers only what the server will allow.
const AdminRoleContext = createContext<Role>('admin');

interface AdminApiProviderProps {
  api: AdminApi;
  /** Whose screens these are; without it, an admin's (the smaller set of actions). */
  role?: Role;
  children: ReactNode;
}

export function AdminApiProvider({ api, role = 'admin', children }: AdminApiProviderProps) {
  return (
    <AdminApiContext.Provider value={api}>
      <AdminRoleContext.Provider value={role}>{children}</AdminRoleContext.Provider>
    </AdminApiContext.Provider>
  );
}

export function useAdminRole(): Role {
  return useContext(AdminRoleContext);
}

export function useAdminApi(): AdminApi {
  const api = useContext(AdminApiContext);
  if (!api) throw new Error('useAdminApi needs an AdminApiProvider above it');
  return api;
}
