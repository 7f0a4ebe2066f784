import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy routes that match `location` into the route objects themselves, so the router
 * made from them hydrates the server's HTML at once: with a matched route still lazy it would
 * render nothing first and then the page (a flash and a layout shift).
 */
export async function loadMatchedRoutes(
  routes: RouteObject[],
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
