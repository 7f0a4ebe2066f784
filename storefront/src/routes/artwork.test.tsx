import { describe, expect, it } from 'vitest';
import type { PublicApi } from '@kawaii/shared';
import { renderPage } from '../entry-server.tsx';
import { anArtwork, fixtureApi } from '../test/fixtures.ts';

const ORIGIN = 'https://shop.example';
const TEMPLATE = '<html><head><!--app-head--></head><body><!--app-html--></body></html>';

const render = (path: string, api: PublicApi) =>
  renderPage({ url: ORIGIN + path, origin: ORIGIN, template: TEMPLATE, api });

describe('artwork page', () => {
  const artwork = anArtwork({
    title: 'Moon </script> Kitty',
    listingType: 'sale',
    price: 85,
    images: ['/uploads/abc123-1200x900.webp', '/uploads/def456-800x800.webp'],
  });

  it('shows the artwork with thumbnails, Share, Save and About the Artist', async () => {
    const api = {
      ...fixtureApi({ artworks: [artwork] }),
      getImageAlts: async () => ({ '/uploads/abc123-1200x900.webp': 'A kitty on the moon' }),
    };
    const result = await render('/artwork/strawberry-bunny', api);
    if (result.kind !== 'html') throw new Error('expected a page');
    const { html, status } = result;
    expect(status).toBe(200);
    expect(html).toContain('Moon &lt;/script&gt; Kitty</h1>');
    expect(html).toContain('alt="A kitty on the moon"');
    expect(html).toContain('aria-label="Show image 2 of 2"');
    expect(html).toContain('Share</button>');
    expect(html).toMatch(/aria-pressed="false"[^>]*>.*Save<\/button>/);
    expect(html).toContain('About the Artist');
    expect(html).toContain('Momo Sakura paints soft worlds.');
  });

  it('offers "Ask about this piece" only for an artwork for sale', async () => {
    const display = anArtwork({ _id: 'art-2', slug: 'on-display', listingType: 'display' });
    const api = fixtureApi({ artworks: [artwork, display] });
    const forSale = await render('/artwork/strawberry-bunny', api);
    const notForSale = await render('/artwork/on-display', api);
    if (forSale.kind !== 'html' || notForSale.kind !== 'html') throw new Error('expected pages');
    expect(forSale.html).toMatch(/aria-haspopup="dialog"[^>]*>.*Ask about this piece<\/button>/);
    expect(notForSale.html).not.toContain('Ask about this piece');
  });

  it('carries Open Graph, Twitter and VisualArtwork data in the head', async () => {
    const result = await render('/artwork/strawberry-bunny', fixtureApi({ artworks: [artwork] }));
    if (result.kind !== 'html') throw new Error('expected a page');
    const head = result.html.slice(0, result.html.indexOf('</head>'));
    expect(head).toContain('<meta property="og:type" content="article">');
    expect(head).toContain(
      '<meta property="og:image" content="https://shop.example/uploads/abc123-1200x900.webp">',
    );
    expect(head).toContain(
      '<meta name="twitter:image" content="https://shop.example/uploads/abc123-1200x900.webp">',
    );
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1] ?? '';
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toMatchObject({
      '@type': 'VisualArtwork',
      name: 'Moon </script> Kitty',
      offers: { price: '85.00', priceCurrency: 'USD' },
    });
  });

  it('redirects the id route to the slug route, and answers 404 for a missing artwork', async () => {
    const api = fixtureApi({ artworks: [artwork] });
    expect(await render('/artwork/id/art-1', api)).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/artwork/strawberry-bunny',
    });
    const missing = await render('/artwork/nope', api);
    expect(missing.kind === 'html' && missing.status).toBe(404);
    expect(missing.kind === 'html' && missing.html).toContain('Artwork not found');
  });

  it("answers 400 'No identifier provided' for an address that names no artwork", async () => {
    const api = fixtureApi({ artworks: [artwork] });
    for (const path of ['/artwork', '/artwork/id', '/artwork/%20', '/artwork/id/%20']) {
      const result = await render(path, api);
      if (result.kind !== 'html') throw new Error(`expected a page for ${path}`);
      expect(result.status).toBe(400);
      expect(result.html).toContain('<h1 class="record-error__text">No identifier provided</h1>');
    }
  });

  it("says 'Failed to load artwork: {status text}' when the artwork cannot be read", async () => {
    const api = {
      ...fixtureApi({ artworks: [artwork] }),
      getArtworkBySlug: async () => {
        throw new Error('Service Unavailable');
      },
    };
    const result = await render('/artwork/strawberry-bunny', api);
    if (result.kind !== 'html') throw new Error('expected a page');
    expect(result.html).toContain('Failed to load artwork: Service Unavailable');
  });
});
