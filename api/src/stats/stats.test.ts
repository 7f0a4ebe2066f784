// The statistics through the app: page views of public pages are counted the same whether the
// page came from the response cache or was rendered; programs, "Do Not Track" and Global Privacy
// Control are left out; no address, user agent or full referrer is stored; and the report
// compares a period with the one before it.

import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastDays, previousPeriod, type StatsReport } from '@kawaii/shared';
import { parseTrustProxy } from '../http/trust-proxy.ts';
import { buildProduct } from '../test/factories.ts';
import { buildOrder } from '../test/order-factories.ts';
import { useStaffApp } from '../test/staff-app.ts';

// A stand-in storefront that counts its renders, so a test can tell a stored page from a fresh
// one; '/missing' is a 404.
const ENTRY = `
let renders = 0;
export async function renderPage({ url, template }) {
  renders += 1;
  const status = new URL(url).pathname === '/missing' ? 404 : 200;
  return { kind: 'html', status, html: template.replace('<!--app-->', 'render ' + renders) };
}
`;
const fixture = join(tmpdir(), `kawaii-stats-${randomUUID()}`);
beforeAll(() => {
  mkdirSync(join(fixture, 'client'), { recursive: true });
  mkdirSync(join(fixture, 'server'));
  writeFileSync(join(fixture, 'client', 'index.html'), '<html><body><!--app--></body></html>');
  writeFileSync(join(fixture, 'server', 'entry-server.js'), ENTRY);
});
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

const suite = useStaffApp('admin', {
  config: {
    storefrontDir: fixture,
    publicOrigin: 'http://localhost:3000',
    trustProxy: parseTrustProxy('loopback'),
  },
  perTest: true,
});

const CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0';

function visit(path: string, headers: Record<string, string> = {}) {
  return suite.app.get(path, {
    headers: {
      accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
      'user-agent': CHROME,
      'x-forwarded-for': '203.0.113.7',
      ...headers,
    },
  });
}

async function report(query = ''): Promise<StatsReport> {
  const answer = await suite.app.get(`/api/stats${query}`, { headers: suite.staff });
  expect(answer.status).toBe(200);
  return (await answer.json()) as StatsReport;
}

/** An order of `quantity` of one product, placed at `createdAt`. */
function sale(
  product: { id: string; priceCents: number },
  quantity: number,
  createdAt: Date,
  extra: { status?: 'cancelled'; rewardCode?: string; promoCode?: string } = {},
) {
  const { promoCode = null, ...fields } = extra;
  const order = buildOrder(suite.app.db, {
    createdAt: createdAt.toISOString(),
    totalCents: product.priceCents * quantity,
    ...fields,
  });
  suite.app.db
    .prepare('UPDATE order_items SET product_id = ?, quantity = ? WHERE order_id = ?')
    .run(product.id, quantity, order.id);
  suite.app.db.prepare('UPDATE orders SET promo_code = ? WHERE id = ?').run(promoCode, order.id);
}

const today = () => new Date().toISOString().slice(0, 10);

describe('counting page views', () => {
  it('counts a page from the response cache the same as a rendered one', async () => {
    const first = await (await visit('/')).text();
    const second = await (await visit('/')).text();
    expect(second).toBe(first); // the second came from the cache: no new render
    await visit('/', { 'x-forwarded-for': '203.0.113.8' });
    const stats = await report();
    expect(stats.views).toBe(3);
    expect(stats.visitors).toBe(2);
    expect(stats.topPages).toEqual([{ key: '/', count: 3 }]);
    expect(stats.series.at(-1)).toMatchObject({ day: today(), views: 3, visitors: 2 });
  });

  it('counts product views, referring domains and UTM campaigns, and ignores the rest', async () => {
    const plush = buildProduct(suite.app.db, { title: 'Bunny Plush' });
    await visit(`/shop/${plush.id}?utm_campaign=Winter-Drop&utm_source=newsletter`, {
      referer: 'https://www.instagram.com/p/abc?secret=1',
    });
    await visit(`/shop/${plush.id}`, { referer: 'http://localhost:3000/shop' });
    await visit('/missing'); // a 404
    await visit('/admin/orders'); // not public
    await visit('/dashboard');
    await suite.app.get('/', { headers: { accept: 'application/json', 'user-agent': CHROME } });
    const stats = await report();
    expect(stats.views).toBe(2);
    expect(stats.topProducts).toEqual([
      { _id: plush.id, title: 'Bunny Plush', views: 2, unitsSold: 0 },
    ]);
    expect(stats.referrers).toEqual([{ key: 'instagram.com', count: 1 }]);
    expect(stats.campaigns).toEqual([{ key: 'winter-drop', count: 1 }]);
  });

  it('leaves out bots, Do Not Track and Global Privacy Control', async () => {
    await visit('/', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    await visit('/', { 'user-agent': 'Mozilla/5.0 HeadlessChrome/129.0.0.0 Safari/537.36' });
    await visit('/', { 'user-agent': 'curl/8.5.0' });
    await visit('/', { 'user-agent': '' });
    await visit('/', { dnt: '1' });
    await visit('/', { 'sec-gpc': '1' });
    await visit('/', { 'user-agent': FIREFOX });
    const stats = await report();
    expect(stats.views).toBe(1);
    expect(stats.visitors).toBe(1);
  });

  it('counts the navigations the browser reports, and sets nothing in the browser', async () => {
    const page = await visit('/');
    expect(page.headers.get('set-cookie')).toBeNull();
    const hit = await suite.app.get('/api/stats/hit', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': CHROME,
        'x-forwarded-for': '203.0.113.7',
      },
      body: JSON.stringify({ path: '/portfolio?utm_campaign=spring' }),
    });
    expect(hit.status).toBe(204);
    expect(hit.headers.get('set-cookie')).toBeNull();
    const ignored = await suite.app.get('/api/stats/hit', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': CHROME },
      body: JSON.stringify({ path: '/admin/stats' }),
    });
    expect(ignored.status).toBe(204);
    const bad = await suite.app.get('/api/stats/hit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({}),
    });
    expect(bad.status).toBe(400);
    const stats = await report();
    expect(stats.views).toBe(2);
    expect(stats.visitors).toBe(1);
    expect(stats.topPages.map((page) => page.key).sort()).toEqual(['/', '/portfolio']);
  });

  it('stores no address, user agent or full referrer', async () => {
    const plush = buildProduct(suite.app.db);
    await visit(`/shop/${plush.id}?utm_campaign=x`, {
      referer: 'https://blog.example.org/reviews/kawaii?id=123',
      'x-forwarded-for': '198.51.100.77',
    });
    await report();
    const stored = JSON.stringify([
      suite.app.db.prepare('SELECT * FROM stats_days').all(),
      suite.app.db.prepare('SELECT * FROM stats_counts').all(),
    ]);
    expect(stored).toContain('blog.example.org');
    for (const secret of ['198.51.100.77', 'Chrome', 'Mozilla', '/reviews', 'id=123']) {
      expect(stored).not.toContain(secret);
    }
    const tables = (
      suite.app.db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'stats%'")
        .all() as { name: string }[]
    ).map((row) => row.name);
    expect(tables.sort()).toEqual(['stats_counts', 'stats_days']);
  });
});

describe('the report', () => {
  it('sets orders, revenue, conversion, units sold and promo codes against the period before', async () => {
    const plush = buildProduct(suite.app.db, { title: 'Bunny Plush', priceCents: 3200 });
    const now = new Date();
    const lastMonth = new Date(now.getTime() - 40 * 86_400_000);
    sale(plush, 2, now, { promoCode: 'WINTER10' });
    sale(plush, 1, now, { rewardCode: 'RWD-MIA-0001' });
    sale(plush, 1, lastMonth);
    sale(plush, 5, now, { status: 'cancelled' });
    await visit('/');
    await visit('/', { 'x-forwarded-for': '203.0.113.9' });
    const stats = await report();
    const period = lastDays(30);
    expect(stats).toMatchObject({ ...period, visitors: 2, orders: 2, conversion: 1 });
    expect(stats.revenueCents).toBe(9600);
    expect(stats.series).toHaveLength(30);
    expect(stats.topProducts).toEqual([
      { _id: plush.id, title: 'Bunny Plush', views: 0, unitsSold: 3 },
    ]);
    expect(stats.promoCodes).toEqual([
      { key: 'Reward codes', count: 1 },
      { key: 'WINTER10', count: 1 },
    ]);
    expect(stats.previous).toMatchObject({
      ...previousPeriod(period.from, period.to),
      orders: 1,
      revenueCents: 3200,
      visitors: 0,
      conversion: 0,
    });

    const custom = await report(
      `?from=${lastMonth.toISOString().slice(0, 10)}&to=${lastMonth.toISOString().slice(0, 10)}`,
    );
    expect(custom.series).toHaveLength(1);
    expect(custom.orders).toBe(1);
    expect(
      (await suite.app.get('/api/stats?from=2026-13-01', { headers: suite.staff })).status,
    ).toBe(400);
    expect(
      (await suite.app.get('/api/stats?from=2026-02-01&to=2026-01-01', { headers: suite.staff }))
        .status,
    ).toBe(400);
    expect((await suite.app.get('/api/stats')).status).toBe(401);
  });
});
