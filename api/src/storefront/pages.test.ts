import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildArtwork } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

// A stand-in for storefront/dist: a template, one hashed asset, one public file, and a server
// entry whose renderPage echoes what it was given and reads through the in-process API.
const ENTRY = `
export async function renderPage({ url, origin, template, api }) {
  const path = new URL(url).pathname;
  if (path === '/old-portfolio') return { kind: 'redirect', status: 301, location: '/portfolio' };
  if (path === '/boom') throw new Error('render failed at /secret/path.js');
  const artworks = await api.listArtworks({ featured: true });
  const status = path === '/missing' ? 404 : 200;
  const body = 'url=' + url + ' origin=' + origin + ' featured=' + artworks.map((a) => a.title).join(',');
  return { kind: 'html', status, html: template.replace('<!--app-->', body) };
}
`;

let fixture: string;
let app: TestApp;

beforeAll(async () => {
  fixture = mkdtempSync(join(tmpdir(), 'kawaii-storefront-'));
  mkdirSync(join(fixture, 'client', 'assets'), { recursive: true });
  mkdirSync(join(fixture, 'server'));
  writeFileSync(join(fixture, 'client', 'index.html'), '<html><body><!--app--></body></html>');
  writeFileSync(join(fixture, 'client', 'assets', 'index-abc123.js'), 'console.log("hi");');
  const script = 'console.log("a bigger script");\n'.repeat(100);
  writeFileSync(join(fixture, 'client', 'assets', 'app-def456.js'), script);
  writeFileSync(join(fixture, 'client', 'assets', 'app-def456.js.br'), brotliCompressSync(script));
  writeFileSync(
    join(fixture, 'client', 'favicon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  writeFileSync(join(fixture, 'server', 'entry-server.js'), ENTRY);
  app = await startTestApp({ storefrontDir: fixture, publicOrigin: 'https://shop.example' });
  buildArtwork(app.db, { title: 'Bunny Tea', featured: true });
});

afterAll(async () => {
  await app.close();
  rmSync(fixture, { recursive: true, force: true });
});

describe('pages', () => {
  it('renders a page with the template, the public origin and the in-process API', async () => {
    const response = await app.get('/blog?tag=dolls');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
    expect(await response.text()).toBe(
      '<html><body>url=https://shop.example/blog?tag=dolls origin=https://shop.example featured=Bunny Tea</body></html>',
    );
  });

  it('keeps order pages (their address holds the key) out of every cache', async () => {
    const response = await app.get('/order/KA-10042?key=secret-key');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain('/order/KA-10042?key=secret-key');
  });

  it('keeps a page that shows an address a visitor typed (a refused sign-up) out of every cache', async () => {
    const path = '/blog?newsletter=invalid&newsletter_email=mika%40localhost';
    for (let asked = 0; asked < 2; asked++) {
      const response = await app.get(path);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toContain(path);
    }
    // The outcome alone is the same for everyone, and stored like the page itself.
    const sent = await app.get('/blog?newsletter=sent');
    expect(sent.headers.get('cache-control')).toBe('public, no-cache');
  });

  it('answers a plain 404 for a protocol-relative looking path, without rendering it', async () => {
    // No page starts with an empty segment; rendered, it would read as another origin.
    const response = await app.get('//elsewhere.example/blog');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found');
  });

  it('keeps a draft preview page out of every cache, search engine and referrer', async () => {
    const first = await app.get('/preview/some.signed.token');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('x-robots-tag')).toBe('noindex');
    expect(first.headers.get('referrer-policy')).toBe('no-referrer');
    expect(first.headers.get('content-security-policy')).toContain('script-src');
    // Asked again, it is rendered again rather than served from the response cache.
    expect((await app.get('/preview/some.signed.token')).headers.get('cache-control')).toBe(
      'no-store',
    );
  });

  it("answers with the renderer's status", async () => {
    expect((await app.get('/missing')).status).toBe(404);
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await app.get('/', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it("follows the renderer's redirects", async () => {
    const response = await app.get('/old-portfolio', { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/portfolio');
  });

  it('hides a rendering failure behind a plain 500 and logs it', async () => {
    const response = await app.get('/boom');
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('Internal server error');
    expect(String(app.logger.errors.at(-1)?.error)).toMatch(/render failed/);
  });

  it('does not render /api or /uploads paths', async () => {
    expect((await app.get('/api/unknown')).headers.get('content-type')).toMatch(/json/);
    expect((await app.get('/uploads/none.webp')).status).toBe(404);
  });

  it('does not serve the raw template as a file', async () => {
    expect(await (await app.get('/index.html')).text()).toContain(
      'url=https://shop.example/index.html',
    );
  });
});

describe('client files', () => {
  it('caches hashed assets for a year', async () => {
    const response = await app.get('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's brotli copy to a browser that takes it, the plain file otherwise", async () => {
    const brotli = await app.get('/assets/app-def456.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const text = await brotli.text();
    expect(text).toContain('a bigger script');
    const plain = await app.get('/assets/app-def456.js', {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(text);
  });

  it('answers a missing asset with 404, not a page', async () => {
    expect((await app.get('/assets/index-old.js')).status).toBe(404);
  });

  it('caches other public files briefly', async () => {
    const response = await app.get('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
  });
});

describe('without a storefront build', () => {
  it('answers pages with 503 telling to run the build', async () => {
    const bare = await startTestApp();
    try {
      const response = await bare.get('/');
      expect(response.status).toBe(503);
      expect(await response.text()).toMatch(/npm run build/);
      expect((await bare.get('/api/settings')).status).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
