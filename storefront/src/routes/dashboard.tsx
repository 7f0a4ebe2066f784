// /dashboard/*: a client-only lazy chunk. The server sends a small
// loading shell; in the browser, visitors without a stored token are sent to /login,
// which brings them back here once signed in.

import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ClientOnly } from '../ui/ClientOnly.tsx';
import { LoadingShell } from '../ui/LoadingShell.tsx';
import { useSession } from '../stores/session.ts';
import type { RouteHandle } from './meta.ts';
import { loginPath } from './paths.ts';
import type { RouteModule } from './route-module.ts';

const DashboardHome = lazy(() => import('../dashboard/DashboardHome.tsx'));

const shell = <LoadingShell label="Opening your dashboard..." />;

function DashboardGate() {
  const signedIn = useSession((state) => state.token !== null);
  const location = useLocation();
  if (!signedIn) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  return (
    <Suspense fallback={shell}>
      <DashboardHome />
    </Suspense>
  );
}

const handle: RouteHandle = {
  meta: {
    title: 'My Dashboard',
    description: 'Your orders, rewards and achievements.',
    noIndex: true,
  },
};

export const dashboardRoute: RouteModule = {
  element: (
    <ClientOnly fallback={shell}>
      <DashboardGate />
    </ClientOnly>
  ),
  handle,
};
