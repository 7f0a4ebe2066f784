import express, { Router } from 'express';
import { join } from 'node:path';
import { NEWSLETTER_EMAIL_PARAM, type PublicApi } from '@kawaii/shared';
import { notFoundText } from '../http/not-found.ts';
import { publicAddress, sendPublicResponse } from '../cache/response-cache.ts';
import { randomString } from '../db/random-pool.ts';
import { pageContentSecurityPolicy } from '../http/security.ts';
import { storefrontLoader } from './load-storefront.ts';
import { precompressedAssets } from './precompressed-assets.ts';

export interface StorefrontOptions {
  storefrontDir: string;
  /** Canonical origin; null derives it from the request (tests, before the port is known). */
  publicOrigin: string | null;
  api: PublicApi;
}

const NOT_BUILT =
  'The storefront has not been built yet. Run `npm run build` (or `npm run build -w @kawaii/storefront`) and reload.';

/**
 * The web app: hashed assets cached for good, the other client files briefly, and every other
 * GET or HEAD outside /api and /uploads rendered on the server by the storefront's entry.
 */
export function storefrontPages({ storefrontDir, publicOrigin, api }: StorefrontOptions): Router {
  const router = Router();
  const clientDir = join(storefrontDir, 'client');
  const loadStorefront = storefrontLoader(storefrontDir);

  router.use(
    '/assets',
    precompressedAssets(join(clientDir, 'assets')),
    express.static(join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }),
    notFoundText,
  );
  const clientFiles = express.static(clientDir, { maxAge: '10m', index: false, redirect: false });
  // The raw template is not a page; /index.html renders like any other unknown path.
  router.use((req, res, next) =>
    req.path === '/index.html' ? next() : clientFiles(req, res, next),
  );

  router.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (isOutsidePages(req.path)) return next();
    const origin = publicOrigin ?? `${req.protocol}://${req.get('host')}`;
    // Appended, not resolved: a path like //elsewhere.example must stay on this origin. Rendered
    // from the parameters the page reads only, as the response cache keys it.
    const url = new URL(`${origin}${publicAddress(res) ?? req.originalUrl}`);
    // No page has an empty first segment, and a path that normalises to //host would read as
    // another origin to every link and URL built from it.
    if (url.pathname.startsWith('//')) return notFoundText(req, res, next);
    const storefront = await loadStorefront();
    if (!storefront) {
      res.status(503).type('text/plain').set('Cache-Control', 'no-store').send(NOT_BUILT);
      return;
    }
    // A fresh mark for this render: the scripts the server itself writes (the template's, the
    // router's hydration data, the loader) carry it; nothing else in the page can guess it.
    const mark = randomString(18, 'base64url');
    const result = await storefront.renderPage({
      url: url.href,
      origin,
      template: storefront.template,
      manifest: storefront.manifest,
      api,
      nonce: mark,
    });
    if (result.kind === 'redirect') {
      res.redirect(result.status, result.location);
      return;
    }
    // Every visitor gets the same page (the session lives in the browser), so pages are public.
    const { html, scripts } = serverWrittenScripts(result.html, mark);
    const page = {
      status: result.status,
      contentType: 'text/html; charset=utf-8',
      body: html,
      headers: { 'Content-Security-Policy': pageContentSecurityPolicy(scripts) },
    };
    // An order page's address carries its key, a preview page's its signed link, and a page
    // a refused newsletter sign-up came back to the address the visitor typed: none of them is
    // kept by anyone, and a preview is indexed by no search engine nor its address sent on to
    // another site.
    const personal =
      isOrderPage(url.pathname) ||
      isPreviewPage(url.pathname) ||
      url.searchParams.has(NEWSLETTER_EMAIL_PARAM);
    if (!personal && sendPublicResponse(res, page)) return;
    res
      .status(page.status)
      .set(page.headers)
      .set('Cache-Control', personal ? 'no-store' : 'no-cache')
      .type('html');
    if (isPreviewPage(url.pathname)) {
      res.set({ 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' });
    }
    res.send(page.body);
  });

  return router;
}

/**
 * The bodies of the inline scripts the server wrote (marked with this render's `mark` as their
 * nonce), and the page with the mark taken out: a cached page repeats no nonce, and the policy
 * hashes only these scripts, never one that found its way into the rendered content.
 */
export function serverWrittenScripts(
  markedHtml: string,
  mark: string,
): { html: string; scripts: string[] } {
  const attribute = ` nonce="${mark}"`;
  const scripts = [...markedHtml.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes = '']) => attributes.includes(attribute) && !/\ssrc\s*=/.test(attributes),
    )
    .map(([, , body = '']) => body);
  return { html: markedHtml.split(attribute).join(''), scripts };
}

/** The bodies of the page's inline scripts (those without a src), as the browser hashes them. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\ssrc\s*=/.test(attributes))
    .map(([, , body = '']) => body);
}

function isOrderPage(path: string): boolean {
  return path.startsWith('/order/');
}

function isPreviewPage(path: string): boolean {
  return path.startsWith('/preview/');
}

function isOutsidePages(path: string): boolean {
  return /^\/(api|uploads)(\/|$)/.test(path);
}
