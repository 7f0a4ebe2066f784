import { describe, expect, it } from 'vitest';
import type { PublicApi } from '@kawaii/shared';
import { renderPage } from '../entry-server.tsx';
import { aPost, anArtwork, fixtureApi } from '../test/fixtures.ts';

const ORIGIN = 'https://shop.example';
const TEMPLATE = '<html><head><!--app-head--></head><body><!--app-html--></body></html>';

async function renderPost(slug: string, api: PublicApi) {
  const result = await renderPage({
    url: `${ORIGIN}/blog/${slug}`,
    origin: ORIGIN,
    template: TEMPLATE,
    api,
  });
  if (result.kind !== 'html') throw new Error('expected a page');
  return result;
}

const newer = aPost({ _id: 'p1', slug: 'newer', title: 'Newer Post', featured: true });
const current = aPost({
  _id: 'p2',
  slug: 'current',
  title: 'Current Post',
  content: 'Line one\nline two\n\n<img src=x onerror=alert(1)>',
  tags: ['bows & lace'],
  images: ['/uploads/more1-800x600.webp', '/uploads/more2-800x600.webp'],
  relatedArtworks: [{ _id: 'a1', title: 'Moon Kitty', slug: 'moon-kitty', images: [] }],
});
const older = aPost({ _id: 'p3', slug: 'older', title: 'Older Post' });
const api = fixtureApi({ posts: [newer, current, older], artworks: [anArtwork()] });

describe('blog post page', () => {
  it('shows the article with text-only paragraphs and tag links', async () => {
    const { html } = await renderPost('current', api);
    expect(html).toContain('<h1 class="blog-post__title">Current Post</h1>');
    expect(html).toContain('<p>Line one<br/>line two</p>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('href="/blog?tag=bows+%26+lace"');
    expect(html).toContain('by <!-- -->Momo Sakura');
  });

  it('opens the cover plus the images in the gallery, and lists related artwork', async () => {
    const { html } = await renderPost('current', api);
    expect(html).toContain('aria-label="View image 1 of 3: Current Post"');
    expect(html).toContain('aria-label="View image 2 of 3: Current Post, image 2"');
    expect(html).toContain('aria-label="View image 3 of 3: Current Post, image 3"');
    expect(html).toContain('Related Artwork');
    expect(html).toContain('href="/artwork/moon-kitty"');
  });

  it('explores the featured post and the neighbours by newest order', async () => {
    const { html } = await renderPost('current', api);
    const more = html.slice(html.indexOf('Explore More Posts'));
    expect(more).toContain('Featured Post');
    expect(more).toMatch(/Previous Post.*Newer Post/s);
    expect(more).toMatch(/Next Post.*Older Post/s);
    // On the featured post itself, it is not suggested again.
    const featured = await renderPost('newer', api);
    expect(featured.html).not.toContain('Featured Post');
  });

  it('carries BlogPosting data and Open Graph article tags', async () => {
    const { html } = await renderPost('current', api);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<meta property="og:type" content="article">');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1] ?? '';
    expect(JSON.parse(json)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Current Post',
      url: 'https://shop.example/blog/current',
    });
  });

  it("answers 404 with 'Error: Post not found'", async () => {
    const { status, html } = await renderPost('missing', api);
    expect(status).toBe(404);
    expect(html).toContain('Error: Post not found');
  });
});
