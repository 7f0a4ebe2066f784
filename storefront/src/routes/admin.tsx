// /admin: a client-only lazy chunk for admins and super admins; anyone
// else is sent to /. The server sends only a small loading shell.

import { isStaffRole } from '@kawaii/shared';
import { lazy, Suspense, useState } from 'react';
import { Navigate } from 'react-router';
import type { AccessEnd } from '../admin/shell/AccessEnded.tsx';
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
  // Once the server has refused this tab, the admin area shows why and then the session changes
  // (so the header says who is signed in now): the gate keeps that message, staff or not.
  const [ended, setEnded] = useState<AccessEnd | null>(null);
  if (!staff && !ended) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={shell}>
      <WebAdmin ended={ended} onAccessEnded={setEnded} />
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
