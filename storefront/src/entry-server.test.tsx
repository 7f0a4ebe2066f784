import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicApi } from '@kawaii/shared';
import { renderPage } from './entry-server.tsx';
import { aGame, aPost, aProduct, anArtwork, fixtureApi } from './test/fixtures.ts';

const TEMPLATE =
  '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';
const ORIGIN = 'https://shop.example';

async function render(path: string, api: PublicApi = fixtureApi()) {
  return renderPage({ url: ORIGIN + path, origin: ORIGIN, template: TEMPLATE, api });
}

async function renderHtml(path: string, api?: PublicApi) {
  const result = await render(path, api);
  if (result.kind !== 'html')
    throw new Error(`expected a page, got a redirect to ${result.location}`);
  return result;
}

afterEach(() => vi.restoreAllMocks());

describe('renderPage', () => {
  it('renders the home page with its data, head tags and hydration data', async () => {
    const api = fixtureApi({
      artworks: [
        anArtwork(),
        anArtwork({ _id: 'a2', slug: null, title: 'Moon Kitty', type: 'digital', year: 2024 }),
        anArtwork({ _id: 'a3', title: 'Not featured', slug: 'nf', featured: false }),
      ],
      posts: [aPost()],
    });
    const { status, html } = await renderHtml('/', api);
    expect(status).toBe(200);
    expect(html).toContain('Where Art Meets Imagination');
    expect(html).toContain('Explore a world of creativity, digital art, and immersive experiences');
    expect(html).toContain('href="/artwork/strawberry-bunny"');
    expect(html).toContain('href="/artwork/id/a2"');
    expect(html).toContain('Digital Art<!-- --> · <!-- -->2024');
    expect(html).not.toContain('Not featured');
    expect(html).not.toContain('Loading featured artworks...');
    expect(html).toContain('Latest from the Blog');
    expect(html).toContain('March 2, 2026');
    expect(html).toContain('<title>Where Art Meets Imagination · Kawaii Atelier</title>');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/">');
    expect(html).toContain('window.__staticRouterHydrationData');
    // The cards sit below the hero's title: none is fetched ahead of it.
    expect(html).not.toMatch(/fetchPriority="high"/i);
    expect(html).toContain('/uploads/abc123-1200x900@720w.webp 720w');
  });

  it('keeps the home page up when its lists fail, logging the failures', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing: PublicApi = {
      ...fixtureApi(),
      listArtworks: () => Promise.reject(new Error('down')),
      listPosts: () => Promise.reject(new Error('down')),
    };
    const { status, html } = await renderHtml('/', failing);
    expect(status).toBe(200);
    expect(html).toContain('Featured Artworks');
    expect(html).not.toContain('Latest from the Blog');
    expect(errors).toHaveBeenCalledTimes(2);
  });

  it('answers 404 inside the site chrome for unknown paths', async () => {
    const { status, html } = await renderHtml('/no/such/page');
    expect(status).toBe(404);
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('404 Not Found');
    expect(html).toContain('Privacy Policy');
    expect(html).toContain('Handmade dolls and soft paintings.');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('answers 404 with the record message for missing records', async () => {
    const post = await renderHtml('/blog/missing');
    expect(post.status).toBe(404);
    expect(post.html).toContain('Error: Post not found');
    const product = await renderHtml('/shop/missing');
    expect(product.status).toBe(404);
    expect(product.html).toContain('Error: Product not found');
    const artwork = await renderHtml('/artwork/missing');
    expect(artwork.status).toBe(404);
    expect(artwork.html).toContain('Artwork not found');
    expect(artwork.html).toContain('<title>Artwork not found · Kawaii Atelier</title>');
  });

  it('redirects the id route to the slug route, and shows artworks without a slug by id', async () => {
    const api = fixtureApi({
      artworks: [anArtwork(), anArtwork({ _id: 'a2', slug: null, title: 'Moon Kitty' })],
    });
    expect(await render('/artwork/id/art-1', api)).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/artwork/strawberry-bunny',
    });
    const { status, html } = await renderHtml('/artwork/id/a2', api);
    expect(status).toBe(200);
    expect(html).toContain('Moon Kitty');
    expect(html).toContain('About the Artist');
  });

  it('shows post content as text, split into paragraphs with line breaks kept', async () => {
    const { html } = await renderHtml('/blog/sewing-a-bunny', fixtureApi({ posts: [aPost()] }));
    expect(html).toContain('<p>First line<br/>second line</p>');
    expect(html).toContain('&lt;b&gt;Bold?&lt;/b&gt; No.');
    expect(html).toContain('href="/blog?tag=sewing"');
    expect(html).toContain('<meta property="og:type" content="article">');
  });

  it('filters the blog by tag', async () => {
    const api = fixtureApi({
      posts: [aPost(), aPost({ _id: 'p2', slug: 'other', title: 'Market Day', tags: ['market'] })],
    });
    const { html } = await renderHtml('/blog?tag=market', api);
    // 'Sewing a Bunny' still shows under Recent Posts, but not as a card of the list.
    expect(html).toContain('Read More: Market Day');
    expect(html).not.toContain('Read More: Sewing a Bunny');
    expect(html).toContain('Tag: #market');
  });

  it('shows shop prices, discounts and stock', async () => {
    const api = fixtureApi({
      products: [
        aProduct(),
        aProduct({ _id: 'p2', title: 'Sold Out Sheep', discountPrice: null, stock: 0 }),
      ],
    });
    const shop = await renderHtml('/shop', api);
    expect(shop.html).toContain('$30.00');
    expect(shop.html).toContain('25<!-- -->% off');
    expect(shop.html).toContain('Out of Stock');
    expect(shop.html).toContain('All sales are final.');
    const product = await renderHtml('/shop/prod-1', api);
    expect(product.html).toContain('Only 2 left');
    expect(product.html).toContain('20 × 30 cm');
    expect(product.html).toContain('(3 ratings)');
    expect(product.html).not.toMatch(/\d+ reviews?\b/);
  });

  it('lists games and legal pages with the shop contact', async () => {
    const games = await renderHtml(
      '/games',
      fixtureApi({
        games: [aGame(), aGame({ _id: 'g2', title: 'Coloring Book', status: 'coming-soon' })],
      }),
    );
    expect(games.html).toContain('Doll Dress-Up');
    expect(games.html).toContain('Coming Soon');
    const terms = await renderHtml('/terms');
    expect(terms.html).toContain('within 14 days of delivery');
    expect(terms.html).toContain('Chargebacks will be contested');
    expect(terms.html).toContain('mailto:hello@kawaii-atelier.example');
    const privacy = await renderHtml('/privacy');
    expect(privacy.html).toContain('Privacy Policy');
  });

  it('sends only a loading shell for the client-only screens', async () => {
    const dashboard = await renderHtml('/dashboard/orders');
    expect(dashboard.status).toBe(200);
    expect(dashboard.html).toContain('Opening your dashboard...');
    const admin = await renderHtml('/admin');
    expect(admin.html).toContain('Opening the admin panel...');
    expect(admin.html).not.toContain('Admin Panel</h1>');
  });

  it('renders the login form with both tabs and required fields', async () => {
    const { html } = await renderHtml('/login');
    expect(html).toMatch(/role="tab"[^>]*>Login</);
    expect(html).toMatch(/role="tab"[^>]*>Register</);
    expect(html).toContain('<input type="email" autoComplete="email" required="" name="email"/>');
    expect(html).toContain('<input type="password" autoComplete="current-password" required=""');
  });
});
