// `npm run bench -- --100x`: the same build on the demo data and on 100 times it (1,200
// products, 1,000 artworks, 600 posts, 5,000 customers, 50,000 orders over two years), measured
// side by side against the targets: list pages that stay small and quick, a cache that keeps
// its rate and its memory, staff tools that answer while an export runs.

import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';

const ORDERS = 50_000;

/** Grows the seeded demo database to 100 times its content, straight in SQLite. */
export function growTo100x(root, databaseFile) {
  const require = createRequire(join(root, 'api', 'package.json'));
  const Database = require('better-sqlite3');
  const db = new Database(databaseFile);
  db.pragma('journal_mode = WAL');
  /** Adds `count` copies of the table's rows (taken in turn), with the columns `set` names. */
  const grow = (table, count, set, where = '') => {
    const columns = db.pragma(`table_info(${table})`).map((column) => column.name);
    const select = columns.map((name) => set[name] ?? `t.${name}`).join(', ');
    db.prepare(
      `WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < ${count})
       INSERT INTO ${table} (${columns.join(', ')})
       SELECT ${select} FROM n JOIN (
         SELECT *, ROW_NUMBER() OVER () - 1 AS i, COUNT(*) OVER () AS c
         FROM (SELECT * FROM ${table} ${where})
       ) t ON t.i = n.k % t.c`,
    ).run();
  };
  const at = (seconds) =>
    `strftime('%Y-%m-%dT%H:%M:%fZ', '2024-12-01', '+' || (${seconds}) || ' seconds')`;
  db.transaction(() => {
    grow('products', 1188, {
      id: "'bench-p-' || k",
      title: "t.title || ' ' || k",
      created_at: at('k * 50000'),
    });
    grow('artworks', 988, {
      id: "'bench-a-' || k",
      slug: "CASE WHEN t.slug IS NULL THEN NULL ELSE t.slug || '-' || k END",
      title: "t.title || ' ' || k",
    });
    grow(
      'posts',
      590,
      {
        id: "'bench-b-' || k",
        slug: "t.slug || '-' || k",
        title: "t.title || ' ' || k",
        created_at: at('k * 100000'),
      },
      'WHERE published = 1',
    );
    grow(
      'users',
      5000,
      {
        id: "'bench-u-' || k",
        email: "'buyer' || k || '@bench.example'",
        name: "'Buyer ' || k",
        role: "'user'",
        google_subject: 'NULL',
      },
      "WHERE role = 'user'",
    );
    const template = "WHERE status NOT IN ('pending_payment') LIMIT 1";
    grow(
      'orders',
      ORDERS,
      {
        id: "'bench-o-' || k",
        order_number: '200000 + k',
        order_key: 'lower(hex(randomblob(16)))',
        user_id: "'bench-u-' || (1 + k % 5000)",
        email: "'buyer' || (1 + k % 5000) || '@bench.example'",
        customer_name: "'Buyer ' || (1 + k % 5000)",
        contact: "'buyer' || (1 + k % 5000) || '@bench.example'",
        status: "'delivered'",
        created_at: at('k * 1261'),
        updated_at: at('k * 1261'),
        expires_at: 'NULL',
      },
      template,
    );
    const itemColumns = db.pragma('table_info(order_items)');
    const itemSet = { order_id: "'bench-o-' || k" };
    for (const column of itemColumns.filter((item) => item.pk > 0 && item.name !== 'order_id')) {
      // An integer key numbers itself; a text one gets a name of its own.
      itemSet[column.name] = /INT/i.test(column.type) ? 'NULL' : "'bench-i-' || k";
    }
    grow('order_items', ORDERS, itemSet, 'LIMIT 1');
  })();
  const counts = Object.fromEntries(
    ['products', 'artworks', 'posts', 'users', 'orders'].map((table) => [
      table,
      db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get(),
    ]),
  );
  db.close();
  return counts;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function timed(url, init) {
  const started = performance.now();
  const response = await fetch(url, init);
  const body = await response.text();
  return { ms: performance.now() - started, body, status: response.status };
}

/** Makes the next request render afresh: a commit by another connection drops every entry. */
function touch(root, databaseFile) {
  const require = createRequire(join(root, 'api', 'package.json'));
  const Database = require('better-sqlite3');
  const db = new Database(databaseFile);
  db.prepare('UPDATE shop_settings SET updated_at = updated_at').run();
  db.close();
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

async function page(site, root, databaseFile, path) {
  const renders = [];
  let body = '';
  for (let run = 0; run < 5; run += 1) {
    touch(root, databaseFile);
    const result = await timed(site.url + path);
    renders.push(result.ms);
    body = result.body;
  }
  const hydration = /__staticRouterHydrationData = JSON\.parse\((".*?")\);<\/script>/s.exec(body);
  return {
    kb: Buffer.byteLength(body) / 1024,
    gzipKb: gzipSync(body).length / 1024,
    cards: (body.match(/<article/g) ?? []).length,
    dataKb: hydration ? Buffer.byteLength(hydration[1]) / 1024 : 0,
    renderMs: median(renders),
  };
}

function cannon(autocannon, options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Every figure of one data set. */
export async function measureScale({ site, root, databaseFile, autocannon, token, seconds }) {
  const result = {};
  for (const path of ['/shop', '/portfolio', '/blog']) {
    result[path] = await page(site, root, databaseFile, path);
  }
  await fetch(`${site.url}/shop`);
  const cached = await cannon(autocannon, {
    url: `${site.url}/shop`,
    connections: 10,
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip' },
  });
  result.cachedShop = {
    perSecond: cached.requests.average,
    p99: cached.latency.p99,
    max: cached.latency.max,
  };
  for (const path of ['/api/shop', '/api/artworks', '/api/blog', '/api/paged/shop']) {
    result[path] = Buffer.byteLength((await timed(site.url + path)).body) / 1024;
  }
  touch(root, databaseFile);
  const sitemapFirst = await timed(`${site.url}/sitemap.xml`);
  const sitemapCached = await timed(`${site.url}/sitemap.xml`);
  result.sitemap = { firstMs: sitemapFirst.ms, cachedMs: sitemapCached.ms };

  const staff = { headers: { authorization: token } };
  const users = await timed(`${site.url}/api/users`, staff);
  result.usersKb = Buffer.byteLength(users.body) / 1024;
  const searches = { number: [], email: [] };
  for (let run = 0; run < 5; run += 1) {
    searches.number.push(
      (await timed(`${site.url}/api/orders?q=KA-${200000 + 777 + run}`, staff)).ms,
    );
    searches.email.push(
      (await timed(`${site.url}/api/orders?q=buyer${1234 + run}@bench`, staff)).ms,
    );
  }
  result.search = { numberMs: median(searches.number), emailMs: median(searches.email) };

  // A request every 20 ms while the whole CSV export runs: the slowest answer.
  let exporting = true;
  const during = [];
  const exportStarted = performance.now();
  const csv = timed(`${site.url}/api/orders/export.csv`, staff).then((answer) => {
    exporting = false;
    return answer;
  });
  while (exporting) {
    during.push((await timed(`${site.url}/api/settings`)).ms);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const exported = await csv;
  result.csv = {
    ms: performance.now() - exportStarted,
    mb: Buffer.byteLength(exported.body) / 1024 / 1024,
    slowestDuringMs: Math.max(...during),
  };

  // A thousand distinct addresses (tracking links, made-up parameters, real filters).
  for (let index = 0; index < 1000; index += 1) {
    const query = [`utm_source=n${index}`, `x=${index}`, `q=word${index}`][index % 3];
    await fetch(`${site.url}/shop?${query}`).then((answer) => answer.arrayBuffer());
  }
  result.rssMb = rssMb(site.pid);
  return result;
}

const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const mark = (ok) => (ok ? 'met' : 'NOT met');

/** The table: demo and 100x side by side, with the targets. */
export function scaleReport(demo, large, counts) {
  const lines = [
    `100x data: ${Object.entries(counts)
      .map(([table, count]) => `${count} ${table}`)
      .join(', ')}`,
    '',
    '| | demo data | 100x | target |',
    '|---|---|---|---|',
  ];
  for (const path of ['/shop', '/portfolio', '/blog']) {
    const row = (m) =>
      `${fixed(m.kb)} KB (${fixed(m.gzipKb)} KB gzip), ${m.cards} cards, ${fixed(m.dataKb)} KB data, rendered in ${fixed(m.renderMs, 1)} ms`;
    const ok = large[path].kb <= 150 && large[path].renderMs <= 2 * demo[path].renderMs;
    lines.push(
      `| \`${path}\` first page | ${row(demo[path])} | ${row(large[path])} | <= 150 KB, <= 2x demo time: ${mark(ok)} |`,
    );
  }
  const rate = (m) => `${fixed(m.perSecond)} req/s, p99 ${fixed(m.p99)} ms, max ${fixed(m.max)} ms`;
  lines.push(
    `| \`/shop\` cached, 10 connections | ${rate(demo.cachedShop)} | ${rate(large.cachedShop)} | >= 70% of demo: ${mark(large.cachedShop.perSecond >= 0.7 * demo.cachedShop.perSecond)} (${fixed((100 * large.cachedShop.perSecond) / demo.cachedShop.perSecond)}%) |`,
  );
  const apis = (m) =>
    ['/api/shop', '/api/artworks', '/api/blog'].map((path) => fixed(m[path])).join(' / ') +
    ` KB; paged ${fixed(m['/api/paged/shop'])} KB`;
  lines.push(
    `| \`GET /api/shop\`, \`/api/artworks\`, \`/api/blog\` (whole lists) | ${apis(demo)} | ${apis(large)} | (the pages use /api/paged/*) |`,
  );
  const sitemap = (m) =>
    `${fixed(m.sitemap.firstMs, 1)} ms, cached ${fixed(m.sitemap.cachedMs, 1)} ms`;
  lines.push(`| \`/sitemap.xml\` | ${sitemap(demo)} | ${sitemap(large)} | cached like pages |`);
  const csv = (m) =>
    `${fixed(m.csv.ms)} ms, ${fixed(m.csv.mb, 1)} MB; slowest request meanwhile ${fixed(m.csv.slowestDuringMs, 1)} ms`;
  lines.push(
    `| orders CSV export | ${csv(demo)} | ${csv(large)} | < 100 ms meanwhile: ${mark(large.csv.slowestDuringMs < 100)} |`,
  );
  lines.push(
    `| \`GET /api/users\` (first page) | ${fixed(demo.usersKb, 1)} KB | ${fixed(large.usersKb, 1)} KB | a page of 50, not every account |`,
  );
  const search = (m) =>
    `number ${fixed(m.search.numberMs, 1)} ms, email ${fixed(m.search.emailMs, 1)} ms`;
  lines.push(
    `| order desk search (HTTP round trip) | ${search(demo)} | ${search(large)} | < 10 ms: ${mark(large.search.numberMs < 10 && large.search.emailMs < 10)} |`,
  );
  lines.push(
    `| server memory after 1,000 distinct \`/shop?...\` | ${fixed(demo.rssMb)} MB | ${fixed(large.rssMb)} MB | < 300 MB: ${mark(large.rssMb < 300)} |`,
  );
  return lines.join('\n');
}
