// What search engines and link previews read, straight from the server: each page's own title,
// description and canonical URL; share cards and JSON-LD for artworks, posts and products; the
// sitemap, robots.txt and the blog's RSS feed.
import type { Artwork, BlogPost, Product } from '@kawaii/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../support/api.ts';
import { startSite, type Site } from '../support/site.ts';
import { canonicalOf, headOf, jsonLdOf, metaContent, titleOf } from './browse-support.ts';

let site: Site;
let artworks: Artwork[];
let posts: BlogPost[];
let products: Product[];

beforeAll(async () => {
  site = await startSite();
  [artworks, posts, products] = await Promise.all([
    getJson<Artwork[]>(`${site.url}/api/artworks`),
    getJson<BlogPost[]>(`${site.url}/api/blog?sort=newest`),
    getJson<Product[]>(`${site.url}/api/shop`),
  ]);
});

afterAll(() => site?.stop());

async function serverPage(path: string) {
  const response = await fetch(`${site.url}${path}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  return { html, head: headOf(html) };
}

const PUBLIC_PAGES = ['/', '/portfolio', '/blog', '/games', '/privacy', '/terms'];

describe('every public page', () => {
  it('has its own title and description, a canonical URL and the feed link', async () => {
    const artwork = artworks.find((item) => item.slug)!;
    const paths = [...PUBLIC_PAGES, `/artwork/${artwork.slug}`, `/blog/${posts[0]!.slug}`];
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of paths) {
      const { head } = await serverPage(path);
      titles.add(titleOf(head)!);
      descriptions.add(metaContent(head, 'description')!);
      expect(metaContent(head, 'description')).toBeTruthy();
      expect(canonicalOf(head)).toBe(`${site.url}${path}`);
      expect(head).toContain(
        `<link rel="alternate" type="application/rss+xml" title="Kawaii Atelier Blog" href="${site.url}/blog/rss.xml">`,
      );
    }
    expect(titles.size).toBe(paths.length);
    expect(descriptions.size).toBe(paths.length);
  });
});

describe('record pages', () => {
  it('an artwork carries its share card and a VisualArtwork', async () => {
    const artwork = artworks.find((item) => item.slug && item.images.length > 0)!;
    const { html, head } = await serverPage(`/artwork/${artwork.slug}`);
    const image = `${site.url}${artwork.images[0]}`;
    expect(metaContent(head, 'og:title')).toBe(artwork.title);
    expect(metaContent(head, 'og:type')).toBe('article');
    expect(metaContent(head, 'og:image')).toBe(image);
    expect(metaContent(head, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(head, 'twitter:image')).toBe(image);
    expect(metaContent(head, 'og:image:alt')).toBeTruthy();
    const [data] = jsonLdOf(head);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'VisualArtwork',
      name: artwork.title,
      url: `${site.url}/artwork/${artwork.slug}`,
      image: artwork.images.map((path) => `${site.url}${path}`),
      dateCreated: String(artwork.year),
    });
    expect(jsonLdOf(html)).toHaveLength(1);
  });

  it('a post carries its share card and a BlogPosting', async () => {
    const post = posts[0]!;
    const { head } = await serverPage(`/blog/${post.slug}`);
    const cover = `${site.url}${post.coverImage ?? post.images[0]}`;
    expect(metaContent(head, 'og:image')).toBe(cover);
    expect(metaContent(head, 'twitter:image')).toBe(cover);
    expect(metaContent(head, 'og:description')).toBe(post.excerpt);
    expect(jsonLdOf(head)[0]).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      datePublished: post.createdAt,
      author: { '@type': 'Person', name: post.author!.name },
      url: `${site.url}/blog/${post.slug}`,
    });
  });

  it('a product carries a Product with its price in USD and its availability', async () => {
    const inStock = products.find(
      (product) => product.stock > 0 && product.discountPrice !== null,
    )!;
    const soldOut = products.find((product) => product.stock <= 0)!;
    const offerOf = async (product: Product) => {
      const { head } = await serverPage(`/shop/${product._id}`);
      expect(metaContent(head, 'og:image')).toBe(`${site.url}${product.images[0]}`);
      const data = jsonLdOf(head)[0]!;
      expect(data).toMatchObject({ '@type': 'Product', name: product.title });
      return data['offers'];
    };
    expect(await offerOf(inStock)).toMatchObject({
      '@type': 'Offer',
      price: inStock.discountPrice!.toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    });
    expect(await offerOf(soldOut)).toMatchObject({
      price: soldOut.price.toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('build their structured data on the server only: no script a record page loads carries it', async () => {
    const paths = [
      `/artwork/${artworks.find((item) => item.slug)!.slug}`,
      `/blog/${posts[0]!.slug}`,
      `/shop/${products[0]!._id}`,
    ];
    for (const path of paths) {
      const { html, head } = await serverPage(path);
      expect(jsonLdOf(head)).toHaveLength(1);
      // The inline loader names the entry and the page's chunks.
      const scripts = [
        ...new Set([...html.matchAll(/"(\/assets\/[\w.-]+\.js)"/g)].map((m) => m[1]!)),
      ];
      expect(scripts.length).toBeGreaterThanOrEqual(2);
      for (const script of scripts) {
        const source = await (await fetch(`${site.url}${script}`)).text();
        expect(source, `${path}: ${script}`).not.toContain('https://schema.org');
      }
    }
  });
});

describe('feeds', () => {
  it('robots.txt allows the pages, keeps crawlers out of private areas and names the sitemap', async () => {
    const response = await fetch(`${site.url}/robots.txt`);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('User-agent: *\nAllow: /\n');
    for (const path of ['/admin', '/dashboard', '/api'])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });

  it('the sitemap lists the public pages, every artwork, post and product', async () => {
    const response = await fetch(`${site.url}/sitemap.xml`);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const expected = [
      ...[...PUBLIC_PAGES, '/shop'].map((path) => `${site.url}${path}`),
      ...artworks.map((artwork) =>
        artwork.slug
          ? `${site.url}/artwork/${artwork.slug}`
          : `${site.url}/artwork/id/${artwork._id}`,
      ),
      ...posts.map((post) => `${site.url}/blog/${post.slug}`),
      ...products.map((product) => `${site.url}/shop/${product._id}`),
    ];
    expect([...locations].sort()).toEqual([...expected].sort());
  });

  it('the RSS feed lists the published posts, newest first', async () => {
    const response = await fetch(`${site.url}/blog/rss.xml`);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toEqual(posts.map((post) => `${site.url}/blog/${post.slug}`));
  });
});

describe('images in the server HTML', () => {
  /** Every <img> of the page's <main>, as its attributes. */
  const imagesOf = (html: string) => {
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    return [...main.matchAll(/<img ([^>]*)>/g)].map((match) =>
      Object.fromEntries(
        [...match[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [
          name!.toLowerCase(),
          value,
        ]),
      ),
    );
  };

  it.each(['/portfolio', '/blog', '/artwork/strawberry-bunny-tea-party'])(
    'on %s: renditions, sizes and dimensions, the first image first and the rest lazy',
    async (path) => {
      const images = imagesOf((await serverPage(path)).html);
      expect(images.length).toBeGreaterThan(1);
      for (const image of images) {
        expect(image['srcset']).toMatch(/ \d+w, .* \d+w$/);
        expect(image['sizes']).toBeTruthy();
        expect(Number(image['width'])).toBeGreaterThan(0);
        expect(Number(image['height'])).toBeGreaterThan(0);
        expect(image).toHaveProperty('alt');
      }
      const [first, ...rest] = images;
      expect([first!['loading'], first!['fetchpriority']]).toEqual(['eager', 'high']);
      for (const image of rest) expect(image['loading']).toBe('lazy');
    },
  );

  it('on /: renditions and sizes, and every image lazy, as the hero title is the first screen', async () => {
    const images = imagesOf((await serverPage('/')).html);
    expect(images.length).toBeGreaterThan(1);
    for (const image of images) {
      expect(image['srcset']).toMatch(/ \d+w, .* \d+w$/);
      expect(image['sizes']).toBeTruthy();
      expect([image['loading'], image['fetchpriority']]).toEqual(['lazy', undefined]);
    }
  });
});
