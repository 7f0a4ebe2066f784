// The root route: shop settings for the header and footer, the page chrome, the browser title,
// and the fallback screen for unknown routes and failures.

import {
  Link,
  Outlet,
  isRouteErrorResponse,
  useLoaderData,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type RouteObject,
} from 'react-router';
import type { PublicApi, ShopSettings } from '@kawaii/shared';
import { BrandMark } from '../ui/BrandMark.tsx';
import { DocumentTitle } from '../ui/DocumentTitle.tsx';
import { SiteChrome } from '../layout/SiteChrome.tsx';
import { withLoggedFallback } from './logged-fallback.ts';
import { DEFAULT_SITE_NAME, documentTitle, pageMetaFor } from './meta.ts';
import { routeErrorText } from './route-errors.ts';
import './root.css';

export const ROOT_ROUTE_ID = 'root';

export interface RootData {
  /** Null when the settings could not be read; the chrome then shows what it can without them. */
  settings: ShopSettings | null;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData(ROOT_ROUTE_ID) as RootData | undefined;
}

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

function RootError() {
  const error = useRouteError();
  const settings = useRootData()?.settings ?? null;
  return (
    <SiteChrome settings={settings}>
      <ErrorScreen
        notFound={isRouteErrorResponse(error) && error.status === 404}
        detail={describeRootError(error)}
      />
    </SiteChrome>
  );
}

/**
 * The body of the error screen, inside the page chrome. Pages whose data is read in the browser
 * (an order page opened without its key) show the same not-found screen as an unknown path.
 */
export function ErrorScreen({ notFound, detail }: { notFound: boolean; detail: string }) {
  const siteName = useRootData()?.settings?.shopName || DEFAULT_SITE_NAME;
  return (
    <>
      <DocumentTitle
        title={documentTitle(notFound ? 'Page not found' : 'Something went wrong', siteName)}
      />
      <section className="root-error">
        <p className="root-error__face">
          <BrandMark size={96} mood="sad" />
        </p>
        <h1>Unexpected Application Error!</h1>
        <p className="root-error__detail">{detail}</p>
        <p>
          {notFound
            ? 'This page wandered off to nap somewhere. Let us take you back home.'
            : 'Something went wrong on our side. Please try again in a moment.'}
        </p>
        <Link className="button button--primary" to="/">
          Back to Home
        </Link>
      </section>
    </>
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
