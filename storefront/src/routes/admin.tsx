// /admin: a client-only lazy chunk for admins and super admins; anyone
// else is sent to /. The server sends only a small loading shell.

import { isStaffRole } from '@kawaii/shared';
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { ClientOnly } from '../ui/ClientOnly.tsx';
import { LoadingShell } from '../ui/LoadingShell.tsx';
import { useSession } from '../stores/session.ts';
import type { RouteHandle } from './meta.ts';
import type { RouteModule } from './route-module.ts';

const WebAdmin = lazy(() =>
  import('../admin/WebAdmin.tsx').then(({ WebAdmin }) => ({ default: WebAdmin })),
);

const shell = <LoadingShell label="Opening the admin panel..." />;

function AdminGate() {
  const staff = useSession((state) => isStaffRole(state.user?.role));
  if (!staff) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={shell}>
      <WebAdmin />
    </Suspense>
  );
}

const handle: RouteHandle = {
  meta: { title: 'Admin Panel', description: 'Manage the atelier.', noIndex: true },
};

export const adminRoute: RouteModule = {
  element: (
    <ClientOnly fallback={shell}>
      <AdminGate />
    </ClientOnly>
  ),
  handle,
};
