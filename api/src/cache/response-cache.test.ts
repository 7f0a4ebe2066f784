import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Product } from '@kawaii/shared';
import { buildCategory, buildProduct } from '../test/factories.ts';
import { useStaffApp } from '../test/staff-app.ts';
import { PATIENCE } from '../test/patience.ts';
import { preferredEncoding } from './response-cache.ts';

// A stand-in storefront whose page lists the shop's products and carries an inline script, and
// counts its renders so a test can tell a stored page from a fresh one.
const ENTRY = `
let renders = 0;
export async function renderPage({ template, api }) {
  renders += 1;
  const products = await api.listProducts({});
  const body = '<script>window.renders = ' + renders + ';</script>' +
    products.map((product) => product.title).join(',');
  return { kind: 'html', status: 200, html: template.replace('<!--app-->', body) };
}
`;

const fixture = join(tmpdir(), `kawaii-cache-${randomUUID()}`);

// Declared before the app, so the storefront is there when it starts and is removed after it
// stops (after-hooks run in reverse order).
beforeAll(() => {
  mkdirSync(join(fixture, 'client'), { recursive: true });
  mkdirSync(join(fixture, 'server'));
  writeFileSync(join(fixture, 'client', 'index.html'), '<html><body><!--app--></body></html>');
  writeFileSync(join(fixture, 'server', 'entry-server.js'), ENTRY);
});
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

const suite = useStaffApp('admin', {
  config: { storefrontDir: fixture, publicOrigin: 'http://localhost:3000' },
});

beforeAll(() => {
  buildProduct(suite.app.db, { title: 'Bunny Plush' });
});

const titles = async (response: Response) =>
  ((await response.json()) as Product[]).map((product) => product.title);

describe('the response cache', () => {
  it('serves the same public answer again, with an ETag, until anything is written', async () => {
    const first = await suite.app.get('/api/shop');
    const second = await suite.app.get('/api/shop');
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(first.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await titles(second)).toContain('Bunny Plush');

    buildProduct(suite.app.db, { title: 'Moon Kitty Pin' });
    const afterWrite = await suite.app.get('/api/shop');
    expect(await titles(afterWrite)).toContain('Moon Kitty Pin');
    expect(afterWrite.headers.get('etag')).not.toBe(first.headers.get('etag'));
  });

  it('drops a stored page when a record it shows changes through the API', async () => {
    const before = await (await suite.app.get('/')).text();
    expect(await (await suite.app.get('/')).text()).toBe(before);

    const [product] = (await (await suite.app.get('/api/shop')).json()) as Product[];
    const renamed = await suite.app.get(`/api/shop/${product!._id}`, {
      method: 'PATCH',
      headers: { ...suite.staff, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        version: product!.version,
        title: 'Strawberry Doll',
        category: buildCategory(suite.app.db).id,
      }),
    });
    expect(renamed.status).toBe(200);
    const after = await (await suite.app.get('/')).text();
    expect(after).not.toBe(before);
    expect(after).toContain('Strawberry Doll');
  });

  it('answers 304 to a matching If-None-Match, and the full body to an old tag', async () => {
    const fresh = await suite.app.get('/api/settings');
    const etag = fresh.headers.get('etag')!;
    const unchanged = await suite.app.get('/api/settings', { headers: { 'If-None-Match': etag } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect(await unchanged.text()).toBe('');
    const stale = await suite.app.get('/api/settings', { headers: { 'If-None-Match': '"old"' } });
    expect(stale.status).toBe(200);
  });

  it('never serves nor stores for a request with a token: staff see drafts, visitors never do', async () => {
    buildProduct(suite.app.db, { title: 'Secret Draft', published: false });
    const anonymous = await suite.app.get('/api/shop');
    expect(await titles(anonymous)).not.toContain('Secret Draft');

    const staff = await suite.app.get('/api/shop', { headers: suite.staff });
    expect(await titles(staff)).toContain('Secret Draft');
    expect(staff.headers.get('cache-control') ?? '').not.toContain('public');

    const anonymousAgain = await suite.app.get('/api/shop');
    expect(await titles(anonymousAgain)).not.toContain('Secret Draft');
  });

  it('gives a stored page a fresh nonce-free policy and every API response its own nonce', async () => {
    const first = await suite.app.get('/');
    const second = await suite.app.get('/');
    expect(await second.text()).toBe(await first.text());
    expect(first.headers.get('content-security-policy')).not.toContain('nonce-');
    const nonces = await Promise.all(
      [1, 2, 3].map(async () => {
        const response = await suite.app.get('/api/shop');
        return /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy')!)?.[1];
      }),
    );
    expect(new Set(nonces).size).toBe(3);
  });

  it('answers a stored hit with the very head of a fresh answer, and logs it like any request', async () => {
    buildProduct(suite.app.db, { title: 'Cloud Lamp' }); // nothing stored from here on
    const okLines = () =>
      suite.app.logger.infos.filter((line) => /^GET (\/api\/shop|\/) 200 \d+ms$/.test(line)).length;
    const linesBefore = okLines();
    const head = (response: Response) =>
      [...response.headers]
        .filter(([name]) => name !== 'date')
        .map(([name, value]) =>
          name === 'content-security-policy'
            ? [name, value.replace(/'nonce-[^']+'/, 'N')]
            : [name, value],
        )
        .sort(([a], [b]) => a!.localeCompare(b!));
    for (const path of ['/api/shop', '/']) {
      const fresh = await suite.app.get(path);
      const stored = await suite.app.get(path);
      expect(head(stored)).toEqual(head(fresh));
      expect(stored.headers.get('x-frame-options')).toBe('DENY');
      expect(stored.headers.get('x-content-type-options')).toBe('nosniff');
      // One policy, never the app's nonce policy next to the page's own.
      expect(stored.headers.get('content-security-policy')!.match(/default-src/g)).toHaveLength(1);
    }
    // The line is written when the response closes, which may come just after the client reads it.
    await vi.waitFor(() => expect(okLines()).toBeGreaterThanOrEqual(linesBefore + 4), PATIENCE);
  });

  it('sends brotli or gzip as the browser accepts, and the plain body otherwise', async () => {
    const plain = await suite.app.get('/api/shop', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const zipped = await suite.app.get('/api/shop', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await zipped.text()).toBe(await plain.text());
  });
});

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
  });
});
