// The route table of spec.md section 2, built around a PublicApi: the server passes the API's
// in-process client, the browser an HTTP client. Loaders reach data only through it.

import { data, type RouteObject } from 'react-router';
import type { PublicApi } from '@kawaii/shared';
import { adminRoute } from './routes/admin.tsx';
import {
  artworkByIdRoute,
  artworkBySlugRoute,
  artworkWithoutIdentifierRoutes,
} from './routes/artwork.tsx';
import { blogPostRoute } from './routes/blog-post.tsx';
import { blogRoute } from './routes/blog.tsx';
import { dashboardRoute } from './routes/dashboard.tsx';
import { gamesRoute } from './routes/games.tsx';
import { homeRoute } from './routes/home.tsx';
import { loginRoute } from './routes/login.tsx';
import { portfolioRoute } from './routes/portfolio.tsx';
import { privacyRoute } from './routes/privacy.tsx';
import { productRoute } from './routes/product.tsx';
import { rootRoute } from './routes/root.tsx';
import { shopRoute } from './routes/shop.tsx';
import { termsRoute } from './routes/terms.tsx';

/**
 * Unknown paths still load the root's settings, so the 404 screen keeps the full footer; the
 * thrown 404 reaches the root error screen and the response status.
 */
const unknownPathRoute: RouteObject = {
  path: '*',
  loader: () => {
    throw data(null, { status: 404, statusText: 'Not Found' });
  },
  // Never rendered (the loader always throws); set so the router knows the leaf is intended.
  element: null,
};

export function createRoutes(api: PublicApi): RouteObject[] {
  return [
    rootRoute(api, [
      homeRoute(api),
      loginRoute,
      portfolioRoute(api),
      artworkByIdRoute(api),
      artworkBySlugRoute(api),
      ...artworkWithoutIdentifierRoutes(),
      blogRoute(api),
      blogPostRoute(api),
      gamesRoute(api),
      shopRoute(api),
      productRoute(api),
      dashboardRoute,
      adminRoute,
      privacyRoute,
      termsRoute,
      unknownPathRoute,
    ]),
  ];
}
