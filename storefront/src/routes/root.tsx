// The root route: shop settings for the header and footer, the page chrome, the browser title,
// and the fallback screen for unknown routes and failures.

import { lazy, Suspense } from 'react';
import {
  Outlet,
  isRouteErrorResponse,
  useLoaderData,
  useMatches,
  useRouteError,
  type RouteObject,
} from 'react-router';
import type { PublicApi } from '@kawaii/shared';
import { DocumentTitle } from '../ui/DocumentTitle.tsx';
import { SiteChrome } from '../layout/SiteChrome.tsx';
import { withLoggedFallback } from './logged-fallback.ts';
import { DEFAULT_SITE_NAME, documentTitle, pageMetaFor } from './meta.ts';
import { useRootData, ROOT_ROUTE_ID, type RootData } from './root-data.ts';
import { routeErrorText } from './route-errors.ts';
import './root.css';

export { ROOT_ROUTE_ID, useRootData, type RootData } from './root-data.ts';

// Server only, and imported so that the browser's bundle leaves it out of the first load: the
// browser keeps a served error screen as it is until its component has loaded (a dehydrated
// Suspense boundary), and loads it when it renders one itself.
const ErrorScreenAsServed = import.meta.env.SSR
  ? (await import('./ErrorScreen.tsx')).ErrorScreen
  : null;
const LazyErrorScreen = lazy(() =>
  import('./ErrorScreen.tsx').then((module) => ({ default: module.ErrorScreen })),
);

function RootLayout() {
  const { settings } = useLoaderData() as RootData;
  const matches = useMatches();
  const meta = pageMetaFor(
    matches.map((match) => ({ handle: match.handle, data: match.loaderData })),
  );
  const siteName = settings?.shopName || DEFAULT_SITE_NAME;
  return (
    <SiteChrome settings={settings}>
      <DocumentTitle title={meta && documentTitle(meta.title, siteName)} />
      <Outlet />
    </SiteChrome>
  );
}

/** '404 Not Found' for route errors, the message for anything else. */
export function describeRootError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  return routeErrorText(error);
}

const ErrorScreenHere = ErrorScreenAsServed ?? LazyErrorScreen;

function RootError() {
  const error = useRouteError();
  const settings = useRootData()?.settings ?? null;
  return (
    <SiteChrome settings={settings}>
      <Suspense fallback={null}>
        <ErrorScreenHere
          notFound={isRouteErrorResponse(error) && error.status === 404}
          detail={describeRootError(error)}
        />
      </Suspense>
    </SiteChrome>
  );
}

export function rootRoute(api: PublicApi, children: RouteObject[]): RouteObject {
  return {
    id: ROOT_ROUTE_ID,
    path: '/',
    loader: async (): Promise<RootData> => ({
      settings: await withLoggedFallback(api.getSettings(), null, 'shop settings'),
    }),
    // Settings change rarely; reading them once per page load is enough.
    shouldRevalidate: () => false,
    element: <RootLayout />,
    errorElement: <RootError />,
    children,
  };
}
