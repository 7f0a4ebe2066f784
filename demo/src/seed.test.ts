import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTWORK_TYPES,
  evaluateAchievements,
  renditionPath,
  renditionWidthsFor,
  parseStoredImagePath,
  type Artwork,
  type BlogPost,
  type Category,
  type Game,
  type Product,
} from '@kawaii/shared';
import { verifyPassword } from '@kawaii/api/seeding';
import { startTestApp, type TestApp } from '@kawaii/api/testing';
import { seedDemoContent } from './seed.ts';

// The image-heavy seed runs once for this whole file.
let app: TestApp;
let firstRun: boolean;
/** What the first seed logged, read before any test's requests add their own log lines. */
let seedLog: string[];

beforeAll(async () => {
  app = await startTestApp();
  firstRun = await seedDemoContent(app.db, { uploadsDir: app.uploadsDir, logger: app.logger });
  seedLog = [...app.logger.infos];
}, 120_000);

afterAll(() => app.close());

async function getJson<T>(path: string): Promise<T> {
  const response = await app.get(path);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const count = (table: string) =>
  (app.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

const customer = () =>
  app.db.prepare("SELECT * FROM users WHERE email = 'customer@kawaii-atelier.example'").get() as {
    id: string;
    reward_points: number;
    created_at: string;
    phone: string;
    address: string;
    instagram: string;
    twitter: string;
  };

describe('seedDemoContent', () => {
  it('seeds an empty database and says so in one line', () => {
    expect(firstRun).toBe(true);
    expect(seedLog).toHaveLength(1);
    expect(seedLog[0]).toMatch(/^Demo content: seeded 10 artworks, 6 posts, 18 products/);
  });

  it('adds artworks of every type over several years, with 2-3 images each', async () => {
    const artworks = await getJson<Artwork[]>('/api/artworks');
    expect(artworks.length).toBeGreaterThanOrEqual(9);
    expect(new Set(artworks.map((a) => a.type))).toEqual(new Set(ARTWORK_TYPES));
    expect(new Set(artworks.map((a) => a.year)).size).toBeGreaterThanOrEqual(4);
    for (const artwork of artworks) {
      expect(artwork.images.length).toBeGreaterThanOrEqual(2);
      expect(artwork.images.length).toBeLessThanOrEqual(3);
      expect(artwork.slug).toMatch(/^[a-z0-9-]+$/);
      expect(artwork.description.length).toBeGreaterThan(40);
      expect(artwork.tags.length).toBeGreaterThan(0);
      expect(artwork.artist.bio).toMatch(/Momo Sakura/);
    }
    expect(await getJson<Artwork[]>('/api/artworks?featured=true&limit=3')).toHaveLength(3);
    const forSale = artworks.filter((a) => a.listingType === 'sale');
    expect(forSale.length).toBeGreaterThan(0);
    expect(forSale.every((a) => typeof a.price === 'number' && a.price > 0)).toBe(true);
  });

  it('adds six published posts by the artist, with covers, galleries and paragraphs', async () => {
    const posts = await getJson<BlogPost[]>('/api/blog');
    expect(posts).toHaveLength(6);
    expect(posts.filter((post) => post.featured)).toHaveLength(1);
    expect(new Set(posts.map((post) => post.category)).size).toBeGreaterThanOrEqual(3);
    for (const post of posts) {
      expect(post.author?.name).toBe('Momo Sakura');
      expect(post.coverImage).toMatch(/^\/uploads\//);
      expect(post.mainImage).toBe(post.coverImage);
      expect(post.images).toContain(post.coverImage);
      expect(post.images.length).toBeGreaterThanOrEqual(2);
      expect(post.images.length).toBeLessThanOrEqual(4);
      expect(post.content.split('\n\n').length).toBeGreaterThanOrEqual(3);
      expect(post.tags.length).toBeGreaterThan(0);
    }
    expect(posts.some((post) => /[^\n]\n[^\n]/.test(post.content))).toBe(true);
    const related = posts.filter((post) => post.relatedArtworks.length > 0);
    expect(related.length).toBeGreaterThanOrEqual(3);
    const full = await getJson<BlogPost>(`/api/blog/slug/${related[0]!.slug}`);
    expect(full.relatedArtworks[0]).toEqual({
      _id: expect.any(String),
      title: expect.any(String),
      slug: expect.any(String),
      images: expect.arrayContaining([expect.stringMatching(/^\/uploads\//)]),
      // The seeded Media Library describes every demo picture, so the card has its alt text.
      imageAlt: expect.stringMatching(/\S/),
    });
  });

  it('shows every way a piece is sold: an outfit in sizes and colours, unique dolls (one sold), made to order, a pre-order', async () => {
    const products = await getJson<Product[]>('/api/shop');
    const outfit = products.find((p) => p.options.length === 2);
    expect(outfit?.options.map((group) => group.name)).toEqual(['Size', 'Colour']);
    expect(outfit?.variants).toHaveLength(6);
    expect(outfit?.stock).toBe(outfit?.variants.reduce((sum, variant) => sum + variant.stock, 0));
    expect(products.filter((p) => p.kind === 'unique').map((p) => p.title)).toEqual([
      'Rose Garden Art Doll',
    ]);
    expect((await getJson<Product[]>('/api/shop?sold=true')).map((p) => p.title)).toEqual([
      'Moonlight Fairy Art Doll',
    ]);
    expect(products.find((p) => p.kind === 'made-to-order')?.leadTime).toBe('6-8 weeks');
    // A made-to-order piece asking a deposit at checkout, the rest before it ships.
    expect(products.filter((p) => p.depositPercent !== undefined)).toMatchObject([
      { title: 'Heirloom Ball-Jointed Doll', kind: 'made-to-order', depositPercent: 30 },
    ]);
    expect(products.find((p) => p.preorder)?.preorder).toMatchObject({ cap: 30, ordered: 0 });
  });

  it('adds eighteen products in four active categories, one sold out, some discounted and rated', async () => {
    const products = await getJson<Product[]>('/api/shop');
    // 18 made, one of them a sold one-of-a-kind piece: a portfolio piece, not in the shop list.
    expect(products).toHaveLength(17);
    expect(new Set(products.map((p) => p.category?._id)).size).toBeGreaterThanOrEqual(4);
    expect(
      products.filter((p) => p.stock === 0 && p.kind === 'stocked' && !p.preorder),
    ).toHaveLength(1);
    expect(products.filter((p) => p.discountPrice !== null).length).toBeGreaterThanOrEqual(3);
    expect(products.filter((p) => p.rating.count > 0).length).toBeGreaterThanOrEqual(6);
    expect(products.every((p) => p.dimensions.width !== null && p.images.length > 0)).toBe(true);

    const categories = await getJson<Category[]>('/api/categories');
    expect(categories.every((c) => c.image !== null && c.description !== '')).toBe(true);
    const inactive = categories.filter((c) => !c.isActive).map((c) => c._id);
    expect(products.some((p) => inactive.includes(p.category?._id ?? ''))).toBe(false);
    expect(await getJson<Category[]>('/api/categories?active=true')).toHaveLength(4);
  });

  it('adds the dress-up game and the two coming-soon teasers', async () => {
    const games = await getJson<Game[]>('/api/games');
    expect(games.map((g) => [g.slug, g.status])).toEqual([
      ['dress-up', 'available'],
      ['coloring-book', 'coming-soon'],
      ['pattern-creator', 'coming-soon'],
    ]);
    expect(games[0]).toMatchObject({
      category: 'creative',
      tags: ['dress-up', 'fashion', 'character', 'kawaii'],
    });
  });

  it('stores the shop settings with the demo facts', async () => {
    expect(await getJson('/api/settings')).toMatchObject({
      shopName: 'Kawaii Atelier',
      zelle: { phone: '(555) 010-2026', name: 'Momo Sakura' },
      contactEmail: 'hello@kawaii-atelier.example',
    });
  });

  const demoAccounts = [
    { email: 'artist@kawaii-atelier.example', role: 'superadmin', password: 'sparkle-super-2026' },
    { email: 'customer@kawaii-atelier.example', role: 'user', password: 'sparkle-user-2026' },
    { email: 'helper@kawaii-atelier.example', role: 'admin', password: 'sparkle-admin-2026' },
  ];

  it('creates the three demo accounts', () => {
    const emails = app.db.prepare('SELECT email FROM users ORDER BY email').pluck().all();
    expect(emails).toEqual(demoAccounts.map((account) => account.email));
  });

  // One password check (a full scrypt hash) a test: three in one took 12 of its 20 s on a busy
  // machine.
  it.each(demoAccounts)('makes $email a $role with a hashed password', async (demo) => {
    const account = app.db
      .prepare('SELECT role, password_hash FROM users WHERE email = ?')
      .get(demo.email) as { role: string; password_hash: string };
    expect(account.role).toBe(demo.role);
    expect(account.password_hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(demo.password, account.password_hash)).toBe(true);
  });

  it('gives the customer paid orders from KA-10042 and a ledger that follows the rules', () => {
    const user = customer();
    const orders = app.db
      .prepare('SELECT * FROM orders WHERE user_id = ? ORDER BY order_number')
      .all(user.id) as {
      id: string;
      order_number: number;
      status: string;
      total_cents: number;
      reward_points_earned: number;
      paid_at: string;
    }[];
    expect(orders.map((o) => o.order_number)).toEqual([10042, 10043, 10044]);
    expect(orders.every((o) => ['paid', 'shipped', 'delivered'].includes(o.status))).toBe(true);
    for (const order of orders) {
      const items = app.db
        .prepare('SELECT * FROM order_items WHERE order_id = ?')
        .all(order.id) as {
        price_cents: number;
        discount_price_cents: number | null;
        quantity: number;
      }[];
      const total = items.reduce(
        (sum, i) => sum + (i.discount_price_cents ?? i.price_cents) * i.quantity,
        0,
      );
      expect(order.total_cents).toBe(total);
      expect(order.reward_points_earned).toBe(Math.floor(total / 100));
      const events = app.db
        .prepare('SELECT status FROM order_status_events WHERE order_id = ? ORDER BY id')
        .all(order.id) as { status: string }[];
      expect(events[0]!.status).toBe('pending_payment');
      expect(events.at(-1)!.status).toBe(order.status);
    }

    const ledger = app.db
      .prepare(
        'SELECT type, amount, credit_key FROM reward_transactions WHERE user_id = ? ORDER BY created_at',
      )
      .all(user.id) as { type: string; amount: number; credit_key: string }[];
    expect(ledger.reduce((sum, t) => sum + t.amount, 0)).toBe(user.reward_points);
    expect(ledger.filter((t) => t.type === 'bonus')).toEqual([
      { type: 'bonus', amount: 100, credit_key: 'welcome' },
    ]);
    expect(ledger.filter((t) => t.type === 'earned').map((t) => t.amount)).toEqual(
      orders.map((o) => o.reward_points_earned),
    );

    const unlocked = (
      app.db
        .prepare(
          'SELECT achievement_id FROM user_achievements WHERE user_id = ? ORDER BY achievement_id',
        )
        .all(user.id) as { achievement_id: string }[]
    ).map((row) => row.achievement_id);
    const expected = evaluateAchievements({
      paidOrders: orders.length,
      paidTotalCents: orders.reduce((sum, o) => sum + o.total_cents, 0),
      registeredAt: user.created_at,
      firstPaidOrderAt: orders[0]!.paid_at,
      profile: user,
    });
    expect(unlocked).toEqual([...expected].sort());
    expect(unlocked.length).toBeGreaterThanOrEqual(3);
    expect(
      ledger
        .filter((t) => t.type === 'achievement')
        .map((t) => t.credit_key)
        .sort(),
    ).toEqual(unlocked.map((id) => `achievement:${id}`));
  });

  it('stores every referenced image with its renditions and a media_files row', () => {
    const paths = app.db.prepare('SELECT path FROM media_files').all() as { path: string }[];
    expect(paths.length).toBeGreaterThan(60);
    for (const { path } of paths) {
      const parsed = parseStoredImagePath(path);
      expect(parsed).not.toBeNull();
      const files = [path, ...renditionWidthsFor(parsed!.width).map((w) => renditionPath(path, w))];
      for (const file of files) expect(existsSync(join(app.uploadsDir, file.slice(9)))).toBe(true);
    }
    const withAlt = app.db.prepare("SELECT COUNT(*) AS n FROM media_files WHERE alt <> ''").get();
    expect(withAlt).toEqual({ n: paths.length });
  });

  it('never touches a database that has content: a second start adds nothing', async () => {
    const tables = [
      'users',
      'artworks',
      'posts',
      'products',
      'categories',
      'games',
      'orders',
      'media_files',
      'reward_transactions',
    ];
    const before = tables.map(count);
    const files = readdirSync(app.uploadsDir).length;

    expect(await seedDemoContent(app.db, { uploadsDir: app.uploadsDir, logger: app.logger })).toBe(
      false,
    );

    expect(tables.map(count)).toEqual(before);
    expect(readdirSync(app.uploadsDir)).toHaveLength(files);
    // The seed's own last line: a request of an earlier test may log its line just after.
    expect(app.logger.infos.filter((line) => line.startsWith('Demo content:')).at(-1)).toBe(
      'Demo content: skipped, the database already has content.',
    );
  });
});
