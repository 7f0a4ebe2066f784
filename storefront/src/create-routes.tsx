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
  load: (api: PublicApi) => Promise<RouteModule>;
}

export const PAGES: readonly PageRoute[] = [
  {
    id: 'home',
    index: true,
    load: (api) => import('./routes/home.tsx').then((page) => page.homeRoute(api)),
  },
  {
    id: 'login',
    path: 'login',
    load: () => import('./routes/login.tsx').then((page) => page.loginRoute),
  },
  {
    id: 'forgot-password',
    path: 'forgot-password',
    load: () => import('./routes/account-links.tsx').then((page) => page.forgotPasswordRoute),
  },
  {
    id: 'reset-password',
    path: 'reset-password',
    load: () => import('./routes/account-links.tsx').then((page) => page.resetPasswordRoute),
  },
  {
    id: 'verify-email',
    path: 'verify-email',
    load: () => import('./routes/account-links.tsx').then((page) => page.verifyEmailRoute),
  },
  {
    id: 'portfolio',
    path: 'portfolio',
    load: (api) => import('./routes/portfolio.tsx').then((page) => page.portfolioRoute(api)),
  },
  {
    id: 'artwork-by-id',
    path: 'artwork/id/:id',
    load: (api) => import('./routes/artwork.tsx').then((page) => page.artworkByIdRoute(api)),
  },
  {
    id: 'artwork-by-slug',
    path: 'artwork/:slug',
    load: (api) => import('./routes/artwork.tsx').then((page) => page.artworkBySlugRoute(api)),
  },
  {
    id: 'artwork-without-identifier',
    path: 'artwork',
    load: () => import('./routes/artwork.tsx').then((page) => page.artworkWithoutIdentifierRoute),
  },
  {
    id: 'artwork-id-without-identifier',
    path: 'artwork/id',
    load: () => import('./routes/artwork.tsx').then((page) => page.artworkWithoutIdentifierRoute),
  },
  {
    id: 'blog',
    path: 'blog',
    load: (api) => import('./routes/blog.tsx').then((page) => page.blogRoute(api)),
  },
  {
    id: 'blog-post',
    path: 'blog/:slug',
    load: (api) => import('./routes/blog-post.tsx').then((page) => page.blogPostRoute(api)),
  },
  {
    id: 'games',
    path: 'games',
    load: (api) => import('./routes/games.tsx').then((page) => page.gamesRoute(api)),
  },
  {
    id: 'shop',
    path: 'shop',
    load: (api) => import('./routes/shop.tsx').then((page) => page.shopRoute(api)),
  },
  {
    id: 'product',
    path: 'shop/:id',
    load: (api) => import('./routes/product.tsx').then((page) => page.productRoute(api)),
  },
  {
    id: 'commissions',
    path: 'commissions',
    load: (api) => import('./routes/commissions.tsx').then((page) => page.commissionsRoute(api)),
  },
  {
    id: 'commission',
    path: 'commissions/:number',
    load: () => import('./routes/commissions.tsx').then((page) => page.commissionPageRoute),
  },
  {
    id: 'preview',
    path: 'preview/:token',
    load: (api) => import('./routes/preview.tsx').then((page) => page.previewRoute(api)),
  },
  {
    id: 'dashboard',
    path: 'dashboard/*',
    load: () => import('./routes/dashboard.tsx').then((page) => page.dashboardRoute),
  },
  {
    id: 'order',
    path: 'order/:orderNumber',
    load: () => import('./routes/order.tsx').then((page) => page.orderRoute),
  },
  {
    id: 'admin',
    path: 'admin/*',
    load: () => import('./routes/admin.tsx').then((page) => page.adminRoute),
  },
  {
    id: 'newsletter-confirm',
    path: 'newsletter/confirm',
    load: () => import('./routes/newsletter.tsx').then((page) => page.confirmSubscriptionRoute),
  },
  {
    id: 'newsletter-unsubscribe',
    path: 'newsletter/unsubscribe',
    load: () => import('./routes/newsletter.tsx').then((page) => page.unsubscribeRoute),
  },
  {
    id: 'privacy',
    path: 'privacy',
    load: () => import('./routes/privacy.tsx').then((page) => page.privacyRoute),
  },
  {
    id: 'terms',
    path: 'terms',
    load: () => import('./routes/terms.tsx').then((page) => page.termsRoute),
  },
];

/**
 * Each page's module path in the storefront, as the client build's manifest names it, by route
 * id: the server names the matched page's chunk and styles in the page head. The server's only,
 * so the browser bundle leaves the names out.
 */
const PAGE_MODULES: Readonly<Record<string, string>> = import.meta.env.SSR
  ? {
      home: 'src/routes/home.tsx',
      login: 'src/routes/login.tsx',
      'forgot-password': 'src/routes/account-links.tsx',
      'reset-password': 'src/routes/account-links.tsx',
      'verify-email': 'src/routes/account-links.tsx',
      portfolio: 'src/routes/portfolio.tsx',
      'artwork-by-id': 'src/routes/artwork.tsx',
      'artwork-by-slug': 'src/routes/artwork.tsx',
      'artwork-without-identifier': 'src/routes/artwork.tsx',
      'artwork-id-without-identifier': 'src/routes/artwork.tsx',
      blog: 'src/routes/blog.tsx',
      'blog-post': 'src/routes/blog-post.tsx',
      games: 'src/routes/games.tsx',
      shop: 'src/routes/shop.tsx',
      product: 'src/routes/product.tsx',
      commissions: 'src/routes/commissions.tsx',
      commission: 'src/routes/commissions.tsx',
      preview: 'src/routes/preview.tsx',
      dashboard: 'src/routes/dashboard.tsx',
      order: 'src/routes/order.tsx',
      admin: 'src/routes/admin.tsx',
      'newsletter-confirm': 'src/routes/newsletter.tsx',
      'newsletter-unsubscribe': 'src/routes/newsletter.tsx',
      privacy: 'src/routes/privacy.tsx',
      terms: 'src/routes/terms.tsx',
    }
  : {};

/** The module of the page a route id names, or undefined for the root and the 404 route. */
export function pageModuleOf(routeId: string): string | undefined {
  return Object.hasOwn(PAGE_MODULES, routeId) ? PAGE_MODULES[routeId] : undefined;
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
