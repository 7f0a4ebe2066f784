import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Product } from '@kawaii/shared';
import { buildCategory, buildPost, buildProduct, buildUser } from '../test/factories.ts';
import { useStaffApp } from '../test/staff-app.ts';
import { PATIENCE } from '../test/patience.ts';
import { openDatabase } from '../db/connection.ts';
import { preferredEncoding } from './response-cache.ts';

// A stand-in storefront whose page lists the shop's products and carries an inline script, and
// counts its renders so a test can tell a stored page from a fresh one.
const ENTRY = `
let renders = 0;
export async function renderPage({ url, template, api }) {
  renders += 1;
  const { pathname, search } = new URL(url);
  const items = pathname === '/blog' ? await api.listPosts({}) : await api.listProducts({});
  const body = '<script>window.renders = ' + renders + ';</script>' +
    items.map((item) => item.title).join(',') + '<p>' + search + '</p>';
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

/** The render count a stored page carries: the same number twice means it was served stored. */
const renderOf = async (path: string) =>
  Number(/window\.renders = (\d+)/.exec(await (await suite.app.get(path)).text())?.[1]);

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

describe('what the response cache keys a page by', () => {
  it('ignores tracking parameters and parameters the page does not read', async () => {
    const first = await renderOf('/blog?tag=dolls');
    expect(await renderOf('/blog?tag=dolls&utm_source=newsletter&utm_medium=mail')).toBe(first);
    expect(await renderOf('/blog?fbclid=abc&tag=dolls&gclid=xyz')).toBe(first);
    expect(await renderOf('/blog?tag=dolls&made_up=1')).toBe(first);
    // A parameter the page reads is another page.
    expect(await renderOf('/blog?tag=bows')).toBeGreaterThan(first);
  });

  it('renders the page from the parameters that count only', async () => {
    const html = await (await suite.app.get('/blog?utm_source=x&tag=dolls&junk=1')).text();
    expect(html).toContain('<p>?tag=dolls</p>');
  });

  it('keys a public API read by the parameters its query schema reads', async () => {
    const first = await suite.app.get('/api/shop?sort=newest');
    const second = await suite.app.get('/api/shop?utm_campaign=spring&sort=newest&whatever=1');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  });
});

describe('what a write drops from the response cache', () => {
  it('keeps a page whose tables were not written, and re-renders one whose were', async () => {
    const blog = await renderOf('/blog');
    const shop = await renderOf('/');
    expect(await renderOf('/blog')).toBe(blog);

    // Products, stock, the points an order earns and the mail it sends are not what the blog shows.
    buildProduct(suite.app.db, { title: 'Star Charm' });
    suite.app.db
      .prepare('UPDATE users SET reward_points = reward_points + 5, updated_at = ?')
      .run(new Date().toISOString());
    suite.app.db
      .prepare(
        `INSERT INTO mail_outbox (id, kind, to_address, subject, text_body, html_body,
           next_attempt_at, created_at)
         VALUES ('m1', 'order-expired', 'buyer@example.com', 'Expired', 'text', 'html', ?, ?)`,
      )
      .run(new Date().toISOString(), new Date().toISOString());
    expect(await renderOf('/blog')).toBe(blog);
    expect(await renderOf('/')).toBeGreaterThan(shop);

    buildPost(suite.app.db, { title: 'Sewing Diary' });
    const blogAfter = await (await suite.app.get('/blog')).text();
    expect(blogAfter).toContain('Sewing Diary');
  });

  it("counts another connection's commit as a write to every table", async () => {
    const blog = await renderOf('/blog');
    const other = openDatabase(join(suite.app.dataDir, 'test.db'));
    try {
      buildUser(other);
    } finally {
      other.close();
    }
    expect(await renderOf('/blog')).toBeGreaterThan(blog);
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
