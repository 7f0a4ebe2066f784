// Server rendering of the public pages: the API calls `renderPage` for every page request with
// an in-process PublicApi (shared/src/domain/page-rendering.ts).

import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
} from 'react-router';
import type { ClientManifest, RenderPage, RenderPageResult } from '@kawaii/shared';
import { createRoutes, pageModuleOf } from './create-routes.tsx';
import { DEFAULT_SITE_NAME } from './routes/meta.ts';
import { renderPageHead } from './routes/meta-head.ts';
import { ROOT_ROUTE_ID, type RootData } from './routes/root.tsx';
import { fillTemplate } from './server/fill-template.ts';
import { firstScreenFonts, pageAssetTags, pageAssets } from './server/page-assets.ts';
import { pageMetaForContext } from './server/page-meta.ts';
import { resolveDeferredData } from './server/resolve-deferred.ts';

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function redirectResult(response: Response): RenderPageResult {
  const location = response.headers.get('Location');
  if (!REDIRECT_STATUSES.has(response.status) || !location) {
    throw new Error(`A loader answered with a bare ${response.status} response`);
  }
  return {
    kind: 'redirect',
    status: response.status as 301 | 302 | 303 | 307 | 308,
    location,
  };
}

function siteNameOf(context: StaticHandlerContext): string {
  const root = context.loaderData[ROOT_ROUTE_ID] as RootData | undefined;
  return root?.settings?.shopName || DEFAULT_SITE_NAME;
}

/** Links to the chunks and styles of the pages the request matched. */
function matchedPageAssetTags(context: StaticHandlerContext, manifest?: ClientManifest): string {
  if (!manifest) return '';
  const modules = context.matches.flatMap(({ route }) => pageModuleOf(route.id) ?? []);
  return pageAssetTags({ ...pageAssets(manifest, modules), fonts: firstScreenFonts(manifest) });
}

export const renderPage: RenderPage = async ({ url, origin, template, api, nonce, manifest }) => {
  const { query, dataRoutes } = createStaticHandler(createRoutes(api));
  const result = await query(new Request(url));
  if (result instanceof Response) return redirectResult(result);

  const context: StaticHandlerContext = {
    ...result,
    loaderData: await resolveDeferredData(result.loaderData),
  };
  const router = createStaticRouter(dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate nonce={nonce} />
    </StrictMode>,
  );
  const head =
    matchedPageAssetTags(context, manifest) +
    renderPageHead({
      meta: pageMetaForContext(context),
      siteName: siteNameOf(context),
      origin,
      path: new URL(url).pathname,
    });
  return {
    kind: 'html',
    status: context.statusCode,
    html: fillTemplate(template, { head, html, nonce }),
  };
};
