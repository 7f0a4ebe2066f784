// What search engines and feed readers ask the shop for: /robots.txt, /sitemap.xml (every public
// page, artwork, post and product) and the blog's RSS 2.0 feed at /blog/rss.xml. URLs are absolute,
// on the public origin; the page paths are the storefront's own (shared public-paths rules).

import { Router, type NextFunction, type Request, type Response } from 'express';
import {
  artworkPagePath,
  postPagePath,
  productPagePath,
  type Artwork,
  type BlogPost,
  type Product,
  type ShopSettings,
} from '@kawaii/shared';
import { sendPublicResponse } from '../cache/response-cache.ts';
import { ANONYMOUS_VIEWER } from '../core/viewer.ts';
import type { Services } from '../services.ts';

export interface FeedOptions {
  services: Pick<Services, 'artworks' | 'posts' | 'products' | 'settings'>;
  /** Canonical origin; null derives it from the request, as the pages do. */
  publicOrigin: string | null;
}

/** The public pages that are not records. */
export const STATIC_PAGES = ['/', '/portfolio', '/blog', '/games', '/shop', '/privacy', '/terms'];

/** Private areas and the API stay out of search engines. */
export const DISALLOWED_PATHS = ['/admin', '/dashboard', '/api'];

export const RSS_ITEMS_LIMIT = 20;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function absolute(origin: string, path: string): string {
  return new URL(path, `${origin}/`).href;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absolute(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

export interface SitemapContent {
  artworks: Artwork[];
  posts: BlogPost[];
  products: Product[];
}

/** A sitemap file lists at most this many addresses; past it /sitemap.xml is an index of files. */
export const SITEMAP_MAX_URLS = 50_000;

interface SitemapUrl {
  path: string;
  updatedAt?: string;
}

function sitemapUrls({ artworks, posts, products }: SitemapContent): SitemapUrl[] {
  return [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...artworks.map((artwork) => ({
      path: artworkPagePath(artwork),
      updatedAt: artwork.updatedAt,
    })),
    ...posts.map((post) => ({ path: postPagePath(post.slug), updatedAt: post.updatedAt })),
    ...products.map((product) => ({
      path: productPagePath(product._id),
      updatedAt: product.updatedAt,
    })),
  ];
}

/** The numbered sitemap file `page` (1-based) of an index. */
export function sitemapFilePath(page: number): string {
  return `/sitemap-${page}.xml`;
}

/**
 * /sitemap.xml: every address in one file while they fit; past SITEMAP_MAX_URLS, an index of
 * numbered files. `page` asks for one of those files (null: /sitemap.xml itself); a page past the
 * last is null (not found).
 */
export function sitemapXml(
  origin: string,
  content: SitemapContent,
  page: number | null = null,
  maxUrls = SITEMAP_MAX_URLS,
): string | null {
  const urls = sitemapUrls(content);
  const files = Math.ceil(urls.length / maxUrls);
  if (page === null && files <= 1) return urlSet(origin, urls);
  if (page === null) {
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...Array.from({ length: files }, (_, index) =>
        [
          '  <sitemap>',
          `    <loc>${escapeXml(absolute(origin, sitemapFilePath(index + 1)))}</loc>`,
          '  </sitemap>',
        ].join('\n'),
      ),
      '</sitemapindex>',
      '',
    ].join('\n');
  }
  if (files <= 1 || page < 1 || page > files) return null;
  return urlSet(origin, urls.slice((page - 1) * maxUrls, page * maxUrls));
}

function urlSet(origin: string, urls: readonly SitemapUrl[]): string {
  const entry = ({ path, updatedAt }: SitemapUrl) =>
    [
      '  <url>',
      `    <loc>${escapeXml(absolute(origin, path))}</loc>`,
      ...(updatedAt ? [`    <lastmod>${escapeXml(updatedAt)}</lastmod>`] : []),
      '  </url>',
    ].join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(entry),
    '</urlset>',
    '',
  ].join('\n');
}

/** RFC 822 dates, as RSS 2.0 wants them: 'Fri, 18 Sep 2026 09:30:00 GMT'. */
function rssDate(iso: string): string {
  return new Date(iso).toUTCString();
}

function rssItem(origin: string, post: BlogPost): string {
  const link = escapeXml(absolute(origin, postPagePath(post.slug)));
  return [
    '    <item>',
    `      <title>${escapeXml(post.title)}</title>`,
    `      <link>${link}</link>`,
    `      <guid isPermaLink="true">${link}</guid>`,
    `      <pubDate>${rssDate(post.createdAt)}</pubDate>`,
    `      <description>${escapeXml(post.excerpt)}</description>`,
    ...(post.category ? [`      <category>${escapeXml(post.category)}</category>`] : []),
    ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
    '    </item>',
  ].join('\n');
}

/** The newest published posts, newest first (the caller lists them so). */
export function rssXml(
  origin: string,
  settings: Pick<ShopSettings, 'shopName' | 'aboutText'>,
  posts: BlogPost[],
): string {
  const [newest] = posts;
  const description =
    settings.aboutText || `Studio diaries and tutorials from ${settings.shopName}.`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(`${settings.shopName} Blog`)}</title>`,
    `    <link>${escapeXml(absolute(origin, '/blog'))}</link>`,
    `    <description>${escapeXml(description)}</description>`,
    '    <language>en-us</language>',
    `    <atom:link href="${escapeXml(absolute(origin, '/blog/rss.xml'))}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rssDate(newest.updatedAt)}</lastBuildDate>`] : []),
    ...posts.map((post) => rssItem(origin, post)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** robots.txt names no record: it changes only with a new release. */
const ROBOTS_CACHE = 'public, max-age=300';

export function siteFeeds({ services, publicOrigin }: FeedOptions): Router {
  const router = Router();
  const originOf = (req: Request) => publicOrigin ?? `${req.protocol}://${req.get('host')}`;
  const visitor = ANONYMOUS_VIEWER;
  // Like a page: kept in the response cache until a record they list changes, with an ETag.
  const sendFeed = (res: Response, contentType: string, body: string) => {
    const feed = { status: 200, contentType: `${contentType}; charset=utf-8`, body };
    if (!sendPublicResponse(res, feed)) res.type(contentType).send(body);
  };
  const sitemap = (req: Request, res: Response, next: NextFunction, page: number | null) => {
    const content = {
      artworks: services.artworks.list({ sort: 'newest' }),
      posts: services.posts.list({ sort: 'newest' }, visitor),
      products: services.products.list({ sort: 'newest' }, visitor),
    };
    const xml = sitemapXml(originOf(req), content, page);
    if (xml === null) next();
    else sendFeed(res, 'application/xml', xml);
  };

  router.get('/robots.txt', (req, res) => {
    res
      .set('Cache-Control', ROBOTS_CACHE)
      .type('text/plain')
      .send(robotsTxt(originOf(req)));
  });

  router.get('/sitemap.xml', (req, res, next) => sitemap(req, res, next, null));
  router.get(/^\/sitemap-([1-9]\d{0,5})\.xml$/, (req, res, next) =>
    sitemap(req, res, next, Number((req.params as Record<string, string>)[0])),
  );

  router.get('/blog/rss.xml', (req, res) => {
    const posts = services.posts.list({ sort: 'newest', limit: RSS_ITEMS_LIMIT }, visitor);
    sendFeed(res, 'application/rss+xml', rssXml(originOf(req), services.settings.get(), posts));
  });

  return router;
}
