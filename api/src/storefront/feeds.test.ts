import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildArtwork, buildPost, buildProduct, day } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { escapeXml, robotsTxt, sitemapXml } from './feeds.ts';

const ORIGIN = 'https://kawaii-atelier.example';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ publicOrigin: ORIGIN });
  buildArtwork(app.db, { slug: 'moon-kitty', title: 'Moon Kitty', updatedAt: day(3) });
  buildArtwork(app.db, { id: 'art-no-slug', slug: null, title: 'Untitled' });
  buildPost(app.db, {
    slug: 'spring-dolls',
    title: 'Spring <Dolls> & "Bows"',
    excerpt: 'Sewing season & friends',
    category: 'Studio Life',
    tags: ['sewing', 'spring'],
    createdAt: '2026-09-18T09:30:00.000Z',
  });
  buildPost(app.db, { slug: 'older-post', title: 'Older Post', createdAt: day(1) });
  buildPost(app.db, { slug: 'draft-post', title: 'Secret Draft', published: false });
  buildProduct(app.db, { id: 'prod-1', title: 'Bunny Doll' });
  buildProduct(app.db, { id: 'prod-hidden', title: 'Hidden', published: false });
});

afterAll(() => app.close());

describe('GET /robots.txt', () => {
  it('allows everything but the private areas and the API, and names the sitemap', async () => {
    const response = await app.get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toBe(robotsTxt(ORIGIN));
    expect(text.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /dashboard',
      'Disallow: /api',
      '',
      `Sitemap: ${ORIGIN}/sitemap.xml`,
      '',
    ]);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages and every public artwork, post and product on the public origin', async () => {
    const response = await app.get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/portfolio`,
        `${ORIGIN}/blog`,
        `${ORIGIN}/games`,
        `${ORIGIN}/shop`,
        `${ORIGIN}/privacy`,
        `${ORIGIN}/terms`,
        `${ORIGIN}/artwork/moon-kitty`,
        `${ORIGIN}/artwork/id/art-no-slug`,
        `${ORIGIN}/blog/spring-dolls`,
        `${ORIGIN}/blog/older-post`,
        `${ORIGIN}/shop/prod-1`,
      ]),
    );
    expect(locations).toHaveLength(12);
    expect(xml).not.toContain('draft-post');
    expect(xml).not.toContain('prod-hidden');
    expect(xml).toContain(
      `<loc>${ORIGIN}/artwork/moon-kitty</loc>\n    <lastmod>${day(3)}</lastmod>`,
    );
  });
});

describe('a sitemap past its limit of addresses', () => {
  const content = {
    artworks: [],
    posts: [],
    products: Array.from({ length: 5 }, (_, index) => ({
      _id: `p${index}`,
      updatedAt: day(1),
    })) as never[],
  };

  it('is an index of numbered files, each within the limit, together listing every address', () => {
    const index = sitemapXml(ORIGIN, content, null, 5)!;
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      `${ORIGIN}/sitemap-1.xml`,
      `${ORIGIN}/sitemap-2.xml`,
      `${ORIGIN}/sitemap-3.xml`,
    ]);
    const files = [1, 2, 3].map((page) => sitemapXml(ORIGIN, content, page, 5)!);
    const locations = files.flatMap((xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]);
    expect(locations).toHaveLength(7 + 5);
    expect(sitemapXml(ORIGIN, content, 4, 5)).toBeNull();
  });

  it('is one file while every address fits', () => {
    expect(sitemapXml(ORIGIN, content, null)).toContain('<urlset');
    expect(sitemapXml(ORIGIN, content, 1)).toBeNull();
  });
});

describe('the feeds in the response cache', () => {
  it('are stored like pages: an ETag, and 304 while nothing they list changed', async () => {
    for (const path of ['/sitemap.xml', '/blog/rss.xml']) {
      const first = await app.get(path);
      expect(first.headers.get('cache-control')).toBe('public, no-cache');
      const etag = first.headers.get('etag')!;
      const again = await app.get(path, { headers: { 'If-None-Match': etag } });
      expect(again.status).toBe(304);
    }
  });
});

describe('GET /blog/rss.xml', () => {
  it('is an RSS 2.0 feed of the published posts, newest first, with escaped text', async () => {
    const response = await app.get('/blog/rss.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">');
    expect(xml).toContain('<title>Kawaii Atelier Blog</title>');
    expect(xml).toContain(`<link>${ORIGIN}/blog</link>`);
    expect(xml).toContain(
      `<atom:link href="${ORIGIN}/blog/rss.xml" rel="self" type="application/rss+xml"/>`,
    );

    const items = xml.split('<item>').slice(1);
    expect(items).toHaveLength(2);
    const [newest, older] = items;
    expect(newest).toContain('<title>Spring &lt;Dolls&gt; &amp; &quot;Bows&quot;</title>');
    expect(newest).toContain(`<link>${ORIGIN}/blog/spring-dolls</link>`);
    expect(newest).toContain(`<guid isPermaLink="true">${ORIGIN}/blog/spring-dolls</guid>`);
    expect(newest).toContain('<pubDate>Fri, 18 Sep 2026 09:30:00 GMT</pubDate>');
    expect(newest).toContain('<description>Sewing season &amp; friends</description>');
    expect(newest).toContain('<category>Studio Life</category>');
    expect(newest).toContain('<category>sewing</category>');
    expect(older).toContain('<title>Older Post</title>');
    expect(xml).not.toContain('Secret Draft');
  });
});

describe('feeds without a configured origin', () => {
  it('use the origin the request came to, like the pages do', async () => {
    const local = await startTestApp();
    try {
      const text = await (await local.get('/robots.txt')).text();
      expect(text).toContain(`Sitemap: ${local.url}/sitemap.xml`);
    } finally {
      await local.close();
    }
  });
});

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });
});
