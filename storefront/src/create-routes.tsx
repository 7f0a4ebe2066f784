// The route table of the site, built around a PublicApi: the server passes the API's in-process
// client, the browser an HTTP client. Loaders reach data only through it.
//
// Every page is its own chunk (route `lazy`): the server loads the matched page before rendering,
// names its chunk and styles in the page head, and the browser loads the same chunk before it
// hydrates (entry-client.tsx), so a visitor downloads only the page they opened.

import { data, type RouteObject } from 'react-router';
import type { PublicApi } from '@kawaii/shared';
import type { RouteModule } from './routes/route-module.ts';
import { rootRoute } from './routes/root.tsx';

export interface PageRoute {
  /** The route id; the server looks the page's module up by it. */
  id: string;
  path?: string;
  index?: true;
  /** The page module's path in the storefront, as the client build's manifest names it. */
  module: string;
  load: (api: PublicApi) => Promise<RouteModule>;
}

export const PAGES: readonly PageRoute[] = [
  {
    id: 'home',
    index: true,
    module: 'src/routes/home.tsx',
    load: (api) => import('./routes/home.tsx').then((page) => page.homeRoute(api)),
  },
  {
    id: 'login',
    path: 'login',
    module: 'src/routes/login.tsx',
    load: () => import('./routes/login.tsx').then((page) => page.loginRoute),
  },
  {
    id: 'forgot-password',
    path: 'forgot-password',
    module: 'src/routes/account-links.tsx',
    load: () => import('./routes/account-links.tsx').then((page) => page.forgotPasswordRoute),
  },
  {
    id: 'reset-password',
    path: 'reset-password',
    module: 'src/routes/account-links.tsx',
    load: () => import('./routes/account-links.tsx').then((page) => page.resetPasswordRoute),
  },
  {
    id: 'verify-email',
    path: 'verify-email',
    module: 'src/routes/account-links.tsx',
    load: () => import('./routes/account-links.tsx').then((page) => page.verifyEmailRoute),
  },
  {
    id: 'portfolio',
    path: 'portfolio',
    module: 'src/routes/portfolio.tsx',
    load: (api) => import('./routes/portfolio.tsx').then((page) => page.portfolioRoute(api)),
  },
  {
    id: 'artwork-by-id',
    path: 'artwork/id/:id',
    module: 'src/routes/artwork.tsx',
    load: (api) => import('./routes/artwork.tsx').then((page) => page.artworkByIdRoute(api)),
  },
  {
    id: 'artwork-by-slug',
    path: 'artwork/:slug',
    module: 'src/routes/artwork.tsx',
    load: (api) => import('./routes/artwork.tsx').then((page) => page.artworkBySlugRoute(api)),
  },
  {
    id: 'artwork-without-identifier',
    path: 'artwork',
    module: 'src/routes/artwork.tsx',
    load: () => import('./routes/artwork.tsx').then((page) => page.artworkWithoutIdentifierRoute),
  },
  {
    id: 'artwork-id-without-identifier',
    path: 'artwork/id',
    module: 'src/routes/artwork.tsx',
    load: () => import('./routes/artwork.tsx').then((page) => page.artworkWithoutIdentifierRoute),
  },
  {
    id: 'blog',
    path: 'blog',
    module: 'src/routes/blog.tsx',
    load: (api) => import('./routes/blog.tsx').then((page) => page.blogRoute(api)),
  },
  {
    id: 'blog-post',
    path: 'blog/:slug',
    module: 'src/routes/blog-post.tsx',
    load: (api) => import('./routes/blog-post.tsx').then((page) => page.blogPostRoute(api)),
  },
  {
    id: 'games',
    path: 'games',
    module: 'src/routes/games.tsx',
    load: (api) => import('./routes/games.tsx').then((page) => page.gamesRoute(api)),
  },
  {
    id: 'shop',
    path: 'shop',
    module: 'src/routes/shop.tsx',
    load: (api) => import('./routes/shop.tsx').then((page) => page.shopRoute(api)),
  },
  {
    id: 'product',
    path: 'shop/:id',
    module: 'src/routes/product.tsx',
    load: (api) => import('./routes/product.tsx').then((page) => page.productRoute(api)),
  },
  {
    id: 'commissions',
    path: 'commissions',
    module: 'src/routes/commissions.tsx',
    load: (api) => import('./routes/commissions.tsx').then((page) => page.commissionsRoute(api)),
  },
  {
    id: 'commission',
    path: 'commissions/:number',
    module: 'src/routes/commissions.tsx',
    load: () => import('./routes/commissions.tsx').then((page) => page.commissionPageRoute),
  },
  {
    id: 'preview',
    path: 'preview/:token',
    module: 'src/routes/preview.tsx',
    load: (api) => import('./routes/preview.tsx').then((page) => page.previewRoute(api)),
  },
  {
    id: 'dashboard',
    path: 'dashboard/*',
    module: 'src/routes/dashboard.tsx',
    load: () => import('./routes/dashboard.tsx').then((page) => page.dashboardRoute),
  },
  {
    id: 'order',
    path: 'order/:orderNumber',
    module: 'src/routes/order.tsx',
    load: () => import('./routes/order.tsx').then((page) => page.orderRoute),
  },
  {
    id: 'admin',
    path: 'admin/*',
    module: 'src/routes/admin.tsx',
    load: () => import('./routes/admin.tsx').then((page) => page.adminRoute),
  },
  {
    id: 'newsletter-confirm',
    path: 'newsletter/confirm',
    module: 'src/routes/newsletter.tsx',
    load: () => import('./routes/newsletter.tsx').then((page) => page.confirmSubscriptionRoute),
  },
  {
    id: 'newsletter-unsubscribe',
    path: 'newsletter/unsubscribe',
    module: 'src/routes/newsletter.tsx',
    load: () => import('./routes/newsletter.tsx').then((page) => page.unsubscribeRoute),
  },
  {
    id: 'privacy',
    path: 'privacy',
    module: 'src/routes/privacy.tsx',
    load: () => import('./routes/privacy.tsx').then((page) => page.privacyRoute),
  },
  {
    id: 'terms',
    path: 'terms',
    module: 'src/routes/terms.tsx',
    load: () => import('./routes/terms.tsx').then((page) => page.termsRoute),
  },
];

/** The module of the page a route id names, or undefined for the root and the 404 route. */
export function pageModuleOf(routeId: string): string | undefined {
  return PAGES.find((page) => page.id === routeId)?.module;
}

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

function pageRoute(page: PageRoute, api: PublicApi): RouteObject {
  const lazy = () => page.load(api);
  return page.index ? { id: page.id, index: true, lazy } : { id: page.id, path: page.path, lazy };
}

export function createRoutes(api: PublicApi): RouteObject[] {
  return [rootRoute(api, [...PAGES.map((page) => pageRoute(page, api)), unknownPathRoute])];
}
