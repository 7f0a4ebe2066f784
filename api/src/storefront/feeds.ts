// What search engines and feed readers ask the shop for: /robots.txt, /sitemap.xml (every public
// page, artwork, post and product) and the blog's RSS 2.0 feed at /blog/rss.xml. URLs are absolute,
// on the public origin; the page paths are the storefront's own (shared public-paths rules).

import { Router, type Request } from 'express';
import {
  artworkPagePath,
  postPagePath,
  productPagePath,
  type Artwork,
  type BlogPost,
  type Product,
  type ShopSettings,
} from '@kawaii/shared';
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

export function sitemapXml(origin: string, { artworks, posts, products }: SitemapContent): string {
  const entry = (path: string, updatedAt?: string) =>
    [
      '  <url>',
      `    <loc>${escapeXml(absolute(origin, path))}</loc>`,
      ...(updatedAt ? [`    <lastmod>${escapeXml(updatedAt)}</lastmod>`] : []),
      '  </url>',
    ].join('\n');
  const entries = [
    ...STATIC_PAGES.map((path) => entry(path)),
    ...artworks.map((artwork) => entry(artworkPagePath(artwork), artwork.updatedAt)),
    ...posts.map((post) => entry(postPagePath(post.slug), post.updatedAt)),
    ...products.map((product) => entry(productPagePath(product._id), product.updatedAt)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
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

/** Feeds change when content does; a few minutes of caching spares the database. */
const FEED_CACHE = 'public, max-age=300';

export function siteFeeds({ services, publicOrigin }: FeedOptions): Router {
  const router = Router();
  const originOf = (req: Request) => publicOrigin ?? `${req.protocol}://${req.get('host')}`;
  const visitor = ANONYMOUS_VIEWER;

  router.get('/robots.txt', (req, res) => {
    res
      .set('Cache-Control', FEED_CACHE)
      .type('text/plain')
      .send(robotsTxt(originOf(req)));
  });

  router.get('/sitemap.xml', (req, res) => {
    const content = {
      artworks: services.artworks.list({ sort: 'newest' }),
      posts: services.posts.list({ sort: 'newest' }, visitor),
      products: services.products.list({ sort: 'newest' }, visitor),
    };
    res
      .set('Cache-Control', FEED_CACHE)
      .type('application/xml')
      .send(sitemapXml(originOf(req), content));
  });

  router.get('/blog/rss.xml', (req, res) => {
    const posts = services.posts.list({ sort: 'newest', limit: RSS_ITEMS_LIMIT }, visitor);
    res
      .set('Cache-Control', FEED_CACHE)
      .type('application/rss+xml')
      .send(rssXml(originOf(req), services.settings.get(), posts));
  });

  return router;
}
