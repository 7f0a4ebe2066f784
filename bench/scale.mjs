// `npm run bench -- --100x`: the same build on the demo data and on 100 times it (1,200
// products, 1,000 artworks, 600 posts, 5,000 customers, 50,000 orders over two years), measured
// side by side against the targets: list pages that stay small and quick, a cache that keeps
// its rate and its memory, staff tools that answer while an export runs, admin lists and the staff
// forms' record pickers that read a page, not the catalogue.

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

/**
 * The first page of `path` rendered afresh on the demo site and on the 100x site in turn, so a
 * change in what else the machine runs hits both alike: the median render time of each.
 */
async function pairedRenders(demo, large, path, runs = 9) {
  const times = { demo: [], large: [] };
  for (let run = 0; run < runs; run += 1) {
    for (const [side, ctx] of run % 2
      ? [
          ['large', large],
          ['demo', demo],
        ]
      : [
          ['demo', demo],
          ['large', large],
        ]) {
      touch(ctx.root, ctx.databaseFile);
      times[side].push((await timed(ctx.site.url + path)).ms);
    }
  }
  return { demo: median(times.demo), large: median(times.large) };
}

/** Cached `/shop` on both sites in alternating rounds: the median rate of each and of the ratio. */
async function pairedCachedShop(autocannon, demo, large, seconds, rounds = 4) {
  const results = { demo: [], large: [], ratio: [] };
  for (const ctx of [demo, large]) await fetch(`${ctx.site.url}/shop`);
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 ? ['large', 'demo'] : ['demo', 'large'];
    const measured = {};
    for (const side of order) {
      const ctx = side === 'demo' ? demo : large;
      measured[side] = await cannon(autocannon, {
        url: `${ctx.site.url}/shop`,
        connections: 10,
        duration: seconds,
        headers: { 'accept-encoding': 'br, gzip' },
      });
    }
    for (const side of ['demo', 'large']) results[side].push(measured[side]);
    results.ratio.push(measured.large.requests.average / measured.demo.requests.average);
  }
  const summary = (list) => ({
    perSecond: median(list.map((result) => result.requests.average)),
    p99: median(list.map((result) => result.latency.p99)),
    max: Math.max(...list.map((result) => result.latency.max)),
  });
  return {
    demo: summary(results.demo),
    large: summary(results.large),
    ratio: median(results.ratio),
  };
}

/** The figures measured on both sites in turn: page renders and the cached `/shop` rate. */
export async function measurePaired({ demo, large, autocannon, seconds }) {
  const renders = {};
  for (const path of ['/shop', '/portfolio', '/blog']) {
    renders[path] = await pairedRenders(demo, large, path);
  }
  const cachedShop = await pairedCachedShop(autocannon, demo, large, seconds);
  return { renders, cachedShop };
}

function cpuMicrosOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

function cannon(autocannon, options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** The admin tabs' lists: the whole list they read before, and the page they read now. */
const STAFF_LISTS = [
  ['products', '/api/shop', '/api/staff/shop'],
  ['artworks', '/api/artworks', '/api/staff/artworks'],
  ['posts', '/api/blog', '/api/staff/blog'],
];

/** How many records a staff form's picker has chosen when the bench reads them by id. */
const CHOSEN = 20;

/**
 * What one picker read may cost at 100x: a page of matches or of chosen records costs the same
 * whatever the catalogue holds, far below the whole list (0.9-1 MB, 20-45 ms) a form read before.
 */
const PICKER_TARGET = { kb: 50, ms: 20 };

/**
 * The word a person would type to find a record by its name: its longest word of three or more
 * letters (digits and marks left out), in lower case; '' when it has none.
 */
export function searchWordOf(name) {
  const words = String(name ?? '').match(/\p{L}{3,}/gu) ?? [];
  return words
    .reduce((longest, word) => (word.length > longest.length ? word : longest), '')
    .toLowerCase();
}

/**
 * Each of `urls` read `runs` times, the reads taken in turns so the machine's load hits them
 * alike: the size of each answer, its parsed body and the median round trip.
 */
async function readsInTurns(urls, init, runs = 9) {
  const times = Object.fromEntries(Object.keys(urls).map((read) => [read, []]));
  const last = {};
  for (let run = 0; run < runs; run += 1) {
    for (const [read, url] of Object.entries(urls)) {
      const answer = await timed(url, init);
      if (answer.status !== 200)
        throw new Error(`${url} answered ${answer.status}: ${answer.body}`);
      times[read].push(answer.ms);
      last[read] = answer.body;
    }
  }
  return Object.fromEntries(
    Object.keys(urls).map((read) => [
      read,
      {
        kb: Buffer.byteLength(last[read]) / 1024,
        ms: median(times[read]),
        body: JSON.parse(last[read]),
      },
    ]),
  );
}

const figures = ({ kb, ms }) => ({ kb, ms });

/**
 * A staff form's record picker (promotion, sale, reward item, campaign card, related artworks) on
 * the staff list at `path`, read as the picker reads it: opened (the first page of matches), a
 * search by a word of a record's name (`given`, or one of the newest record's), and the chosen
 * records read by id.
 */
async function measurePicker(url, path, init, given) {
  const first = JSON.parse((await timed(url + path, init)).body).items;
  const word = given ?? searchWordOf(first[0]?.title);
  const ids = first.slice(0, CHOSEN).map((item) => item._id);
  const reads = await readsInTurns(
    {
      open: url + path,
      search: `${url}${path}?q=${encodeURIComponent(word)}`,
      chosen: `${url}${path}/by-ids?ids=${ids.join(',')}`,
    },
    init,
  );
  return {
    word,
    open: { ...figures(reads.open), count: reads.open.body.items.length },
    search: { ...figures(reads.search), count: reads.search.body.items.length },
    chosen: { ...figures(reads.chosen), count: reads.chosen.body.items.length },
  };
}

/**
 * The admin's Users tab: its first page, a search by a word of a name (`given`, or one of the
 * newest account's), and a search that matches nothing (so it reads every row).
 */
async function measureUsers(url, init, given) {
  const first = JSON.parse((await timed(`${url}/api/users`, init)).body).users;
  const word = given ?? searchWordOf(first[0]?.name);
  const reads = await readsInTurns(
    {
      page: `${url}/api/users`,
      search: `${url}/api/users?q=${encodeURIComponent(word)}`,
      none: `${url}/api/users?q=zzqx`,
    },
    init,
  );
  return {
    word,
    page: { ...figures(reads.page), count: reads.page.body.users.length },
    search: { ...figures(reads.search), count: reads.search.body.users.length },
    none: figures(reads.none),
  };
}

/**
 * The words one data set's searches typed: given to the other's, so both sides search alike (the
 * 100x data holds every demo record, each name a hundred times).
 */
export function searchWordsOf(result) {
  return {
    users: result.users.word,
    ...Object.fromEntries(Object.entries(result.pickers).map(([name, { word }]) => [name, word])),
  };
}

/** Every figure of one data set; `words`: the searches' words (see searchWordsOf). */
export async function measureScale({ site, root, databaseFile, token, words = {} }) {
  const result = {};
  for (const path of ['/shop', '/portfolio', '/blog']) {
    result[path] = await page(site, root, databaseFile, path);
  }
  for (const path of ['/api/shop', '/api/artworks', '/api/blog', '/api/paged/shop']) {
    result[path] = Buffer.byteLength((await timed(site.url + path)).body) / 1024;
  }
  touch(root, databaseFile);
  const sitemapFirst = await timed(`${site.url}/sitemap.xml`);
  const sitemapCached = await timed(`${site.url}/sitemap.xml`);
  result.sitemap = { firstMs: sitemapFirst.ms, cachedMs: sitemapCached.ms };

  const staff = { headers: { authorization: token } };
  result.users = await measureUsers(site.url, staff, words.users);
  // The admin's product, artwork and post tabs: what they read before (the whole list, drafts
  // included) and now (the first page, and a search that matches nothing, so it reads every
  // row): size, and the median of 9 round trips each, the three reads taken in turns so the
  // machine's load hits them alike.
  result.staffLists = {};
  for (const [name, whole, paged] of STAFF_LISTS) {
    const reads = await readsInTurns(
      { whole: site.url + whole, page: site.url + paged, search: `${site.url}${paged}?q=zzqx` },
      staff,
    );
    result.staffLists[name] = {
      whole: figures(reads.whole),
      page: figures(reads.page),
      search: figures(reads.search),
    };
  }
  result.pickers = {};
  for (const [name, , paged] of STAFF_LISTS) {
    result.pickers[name] = await measurePicker(site.url, paged, staff, words[name]);
  }
  // Round trips (what staff wait for, machine load included) and the server's own CPU time per
  // search over the same runs (what the search costs, whatever else the machine runs).
  const RUNS = 40;
  const searches = { number: [], email: [] };
  const cpu = { number: 0, email: 0 };
  for (let run = 0; run < RUNS; run += 1) {
    for (const [kind, query] of [
      ['number', `KA-${200000 + 777 + run}`],
      ['email', `buyer${1234 + run}@bench`],
    ]) {
      const before = cpuMicrosOf(site.pid);
      searches[kind].push((await timed(`${site.url}/api/orders?q=${query}`, staff)).ms);
      cpu[kind] += cpuMicrosOf(site.pid) - before;
    }
  }
  result.search = {
    numberMs: median(searches.number),
    emailMs: median(searches.email),
    numberCpuMs: cpu.number / RUNS / 1000,
    emailCpuMs: cpu.email / RUNS / 1000,
  };

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
    probes: during.length,
    p99DuringMs: [...during].sort((a, b) => a - b)[Math.floor(during.length * 0.99)],
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
export function scaleReport(demo, large, counts, paired) {
  const lines = [
    `100x data: ${Object.entries(counts)
      .map(([table, count]) => `${count} ${table}`)
      .join(', ')}`,
    '',
    '| | demo data | 100x | target |',
    '|---|---|---|---|',
  ];
  for (const path of ['/shop', '/portfolio', '/blog']) {
    const renderMs = { demo: paired.renders[path].demo, large: paired.renders[path].large };
    const row = (m, ms) =>
      `${fixed(m.kb)} KB (${fixed(m.gzipKb)} KB gzip), ${m.cards} cards, ${fixed(m.dataKb)} KB data, rendered in ${fixed(ms, 1)} ms`;
    const ok = large[path].kb <= 150 && renderMs.large <= 2 * renderMs.demo;
    lines.push(
      `| \`${path}\` first page | ${row(demo[path], renderMs.demo)} | ${row(large[path], renderMs.large)} | <= 150 KB, <= 2x demo time: ${mark(ok)} (${fixed(renderMs.large / renderMs.demo, 2)}x) |`,
    );
  }
  const rate = (m) => `${fixed(m.perSecond)} req/s, p99 ${fixed(m.p99)} ms, max ${fixed(m.max)} ms`;
  const { cachedShop } = paired;
  lines.push(
    `| \`/shop\` cached, 10 connections (rounds in turn) | ${rate(cachedShop.demo)} | ${rate(cachedShop.large)} | >= 70% of demo: ${mark(cachedShop.ratio >= 0.7)} (${fixed(100 * cachedShop.ratio)}%, median of the rounds' ratios) |`,
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
    `${fixed(m.csv.ms)} ms, ${fixed(m.csv.mb, 1)} MB; ${m.csv.probes} requests meanwhile, p99 ${fixed(m.csv.p99DuringMs, 1)} ms, slowest ${fixed(m.csv.slowestDuringMs, 1)} ms`;
  lines.push(
    `| orders CSV export | ${csv(demo)} | ${csv(large)} | < 100 ms meanwhile: ${mark(large.csv.slowestDuringMs < 100)} |`,
  );
  const users = (m) => {
    const { word, page, search, none } = m.users;
    return `first page ${page.count} accounts, ${fixed(page.kb, 1)} KB in ${fixed(page.ms, 1)} ms; search "${word}" ${search.count} shown, ${fixed(search.kb, 1)} KB in ${fixed(search.ms, 1)} ms; no match ${fixed(none.ms, 1)} ms`;
  };
  lines.push(
    `| admin Users tab (\`GET /api/users\`: first page, search by name, search matching nothing) | ${users(demo)} | ${users(large)} | a page of 50, searched on the server, not every account |`,
  );
  for (const [name] of STAFF_LISTS) {
    const lists = (m) => {
      const { whole, page, search } = m.staffLists[name];
      return `whole list ${fixed(whole.kb)} KB in ${fixed(whole.ms, 1)} ms; first page ${fixed(page.kb, 1)} KB in ${fixed(page.ms, 1)} ms; search ${fixed(search.ms, 1)} ms`;
    };
    const { whole, page } = large.staffLists[name];
    lines.push(
      `| admin ${name} tab (before: whole list; now: a page) | ${lists(demo)} | ${lists(large)} | a page of 24 searched on the server: ${fixed(whole.kb / page.kb)}x smaller, ${fixed(whole.ms / page.ms, 1)}x quicker at 100x |`,
    );
  }
  for (const [name] of STAFF_LISTS) {
    const picker = (m) => {
      const { word, open, search, chosen } = m.pickers[name];
      return `open ${open.count} shown, ${fixed(open.kb, 1)} KB in ${fixed(open.ms, 1)} ms; search "${word}" ${search.count} shown, ${fixed(search.kb, 1)} KB in ${fixed(search.ms, 1)} ms; ${chosen.count} chosen by id ${fixed(chosen.kb, 1)} KB in ${fixed(chosen.ms, 1)} ms`;
    };
    const reads = ['open', 'search', 'chosen'].map((read) => large.pickers[name][read]);
    const ok = reads.every((read) => read.kb <= PICKER_TARGET.kb && read.ms < PICKER_TARGET.ms);
    const total = reads.reduce((sum, read) => sum + read.kb, 0);
    lines.push(
      `| staff form's ${name} picker (open, search by name, ${CHOSEN} chosen read by id) | ${picker(demo)} | ${picker(large)} | each read <= ${PICKER_TARGET.kb} KB and < ${PICKER_TARGET.ms} ms at 100x: ${mark(ok)} (all three ${fixed(total)} KB; the whole list the form read before: ${fixed(large.staffLists[name].whole.kb)} KB) |`,
    );
  }
  const search = (m) =>
    `number ${fixed(m.search.numberMs, 1)} ms, email ${fixed(m.search.emailMs, 1)} ms (server CPU ${fixed(m.search.numberCpuMs, 1)} / ${fixed(m.search.emailCpuMs, 1)} ms)`;
  lines.push(
    `| order desk search (HTTP round trip, median of 40) | ${search(demo)} | ${search(large)} | < 10 ms: ${mark(large.search.numberMs < 10 && large.search.emailMs < 10)} |`,
  );
  lines.push(
    `| server memory after 1,000 distinct \`/shop?...\` | ${fixed(demo.rssMb)} MB | ${fixed(large.rssMb)} MB | < 300 MB: ${mark(large.rssMb < 300)} |`,
  );
  return lines.join('\n');
}
