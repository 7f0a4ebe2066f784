// The JavaScript a visitor downloads before a public page is interactive: the entry script and
// every chunk the page's head preloads, gzipped as the server sends them. The floor, measured from
// a build of an entry holding only what the data router needs (hydrateRoot, createBrowserRouter,
// RouterProvider and the router parts the pages use): React 19 + react-dom + scheduler + the JSX
// runtime 65.9 KB, with react-router 7 95.3 KB gzipped. On top of it every page carries its
// chrome and its own chunk; the cart panel, checkout, the API client, the falling-petal sky, zod
// and the forms' checks (the commission form's too), the cart's line rules, the cart
// notification, the chat's conversation and the wishlist's keeping load on demand; the music
// button, the chat launcher, the footer's text and links, the root error screen and a record
// page's, a product page's content (gallery, options, price, quantity and buttons), the lists'
// filter forms, the shop's cards and policy and the portfolio's sold pieces stay as the server
// rendered them until used, and the drawings of the header's mascot, of the cart's and the
// theme's buttons and of the home page's Explore cards as served; the structured data (JSON-LD)
// builders and the page modules' names stay on the server. Pages measure 106.2-109.8 KB (the home
// page the most, the artwork page 109.7 KB, a product page 106.2 KB), down from 107.2-109.99 KB,
// before that 110.7-115.0 KB and before that 114.4-118.5 KB (the commissions page 151.8 KB, with
// zod).
// The budget keeps that sum from creeping: a page over it fails here, whatever the machine's
// speed, before any timing would.
import { gzipSync } from 'node:zlib';
import type { Artwork, BlogPost, Product } from '@kawaii/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../support/api.ts';
import { startSite, type Site } from '../support/site.ts';

const FIRST_LOAD_BUDGET_BYTES = 110 * 1024;

let site: Site;
let pages: string[];

beforeAll(async () => {
  site = await startSite();
  const [artworks, posts, products] = await Promise.all([
    getJson<Artwork[]>(`${site.url}/api/artworks`),
    getJson<BlogPost[]>(`${site.url}/api/blog`),
    getJson<Product[]>(`${site.url}/api/shop`),
  ]);
  pages = [
    '/',
    '/portfolio',
    `/artwork/${artworks.find((artwork) => artwork.slug)!.slug}`,
    '/blog',
    `/blog/${posts[0]!.slug}`,
    '/shop',
    `/shop/${products[0]!._id}`,
    '/games',
    '/commissions',
    '/login',
    '/privacy',
    '/terms',
  ];
});

afterAll(() => site?.stop());

/** The scripts a page's HTML makes the browser fetch before it is interactive: the entry and the
 * chunks its inline loader adds once the page has loaded (module scripts and preloads, should a
 * page name any directly). */
function firstLoadScripts(html: string): string[] {
  const sources = [
    ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
    ...html.matchAll(/"(\/assets\/[\w.-]+\.js)"/g),
  ].map((match) => match[1]!);
  return [...new Set(sources)];
}

async function gzippedSize(url: string): Promise<number> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
}

describe('the JavaScript each public page loads first', () => {
  it('stays within 110 KB gzipped, runtime and router included', async () => {
    const weights: Record<string, number> = {};
    for (const path of pages) {
      const html = await (await fetch(`${site.url}${path}`)).text();
      const scripts = firstLoadScripts(html);
      // The entry and the page's own chunk at least: a page with fewer would not hydrate.
      expect(scripts.length).toBeGreaterThanOrEqual(2);
      const sizes = await Promise.all(
        scripts.map((src) => gzippedSize(new URL(src, site.url).href)),
      );
      weights[path] = sizes.reduce((sum, size) => sum + size, 0);
    }
    const overBudget = Object.entries(weights)
      .filter(([, bytes]) => bytes > FIRST_LOAD_BUDGET_BYTES)
      .map(([path, bytes]) => `${path}: ${(bytes / 1024).toFixed(1)} KB`);
    expect(overBudget).toEqual([]);
  });
});
