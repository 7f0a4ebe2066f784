import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection.ts';
import { bundledMigrations, migrate } from '../db/migrate.ts';
import { buildArtwork, buildCategory, buildPost, buildProduct } from '../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import type { CatalogueHit } from './hits.ts';
import { toMatchQuery } from './match-query.ts';
import { createCatalogueSearch, type CatalogueSearch } from './search-store.ts';

let database: TestDatabase;
let search: CatalogueSearch;

beforeEach(() => {
  database = createTestDatabase();
  search = createCatalogueSearch(database.db);
});

afterEach(() => database.cleanup());

/** The hits for a visitor's words, as the assistant searches them. */
function find(words: string): CatalogueHit[] {
  const query = toMatchQuery(words);
  return query ? search.find(query).map(({ hit }) => hit) : [];
}
const titles = (words: string) => find(words).map((hit) => hit.title);
const run = (sql: string, ...params: unknown[]) => database.db.prepare(sql).run(...params);

describe('the catalogue index', () => {
  it('finds products by title, description and category, with current price and stock', () => {
    const plush = buildCategory(database.db, { name: 'Plush Dolls' });
    const bunny = buildProduct(database.db, {
      title: 'Moon Bunny',
      description: 'Hand-sewn from lavender minky.',
      categoryId: plush.id,
      priceCents: 6800,
      discountPriceCents: 5800,
      stock: 4,
    });
    expect(titles('bunnies')).toEqual(['Moon Bunny']);
    expect(titles('lavender')).toEqual(['Moon Bunny']);
    expect(titles('plush')).toEqual(['Moon Bunny']);

    // An order takes stock without touching the index: the answer still reads the record.
    run('UPDATE products SET stock = 1 WHERE id = ?', bunny.id);
    expect(find('bunny')).toEqual([
      {
        kind: 'product',
        id: bunny.id,
        title: 'Moon Bunny',
        priceCents: 6800,
        discountPriceCents: 5800,
        stock: 1,
      },
    ]);
  });

  it('follows a retitled, recategorised, hidden and deleted product', () => {
    const plush = buildCategory(database.db, { name: 'Plush Dolls' });
    const product = buildProduct(database.db, { title: 'Cloud Sheep', categoryId: plush.id });

    run("UPDATE products SET title = 'Star Lamb' WHERE id = ?", product.id);
    expect(titles('sheep')).toEqual([]);
    expect(titles('lamb')).toEqual(['Star Lamb']);

    run("UPDATE categories SET name = 'Soft Friends' WHERE id = ?", plush.id);
    expect(titles('plush')).toEqual([]);
    expect(titles('soft friends')).toEqual(['Star Lamb']);

    run('DELETE FROM categories WHERE id = ?', plush.id);
    expect(titles('friends')).toEqual([]);
    expect(titles('lamb')).toEqual(['Star Lamb']);

    run('UPDATE products SET published = 0 WHERE id = ?', product.id);
    expect(titles('lamb')).toEqual([]);

    run('DELETE FROM products WHERE id = ?', product.id);
    const rows = database.db.prepare('SELECT COUNT(*) AS n FROM catalogue_search').get();
    expect(rows).toEqual({ n: 0 });
  });

  it('finds artworks by title, tags, medium and type, and follows their changes', () => {
    const artwork = buildArtwork(database.db, {
      title: 'Moonlit Garden',
      slug: 'moonlit-garden',
      tags: ['night', 'flowers'],
      medium: 'Gouache on paper',
      type: 'painting',
      year: 2024,
    });
    expect(find('garden')).toEqual([
      {
        kind: 'artwork',
        id: artwork.id,
        slug: 'moonlit-garden',
        title: 'Moonlit Garden',
        type: 'painting',
        year: 2024,
      },
    ]);
    expect(titles('flowers')).toEqual(['Moonlit Garden']);
    expect(titles('gouache')).toEqual(['Moonlit Garden']);
    expect(titles('paintings')).toEqual(['Moonlit Garden']);

    run(`UPDATE artworks SET tags = '["stars"]', type = 'digital' WHERE id = ?`, artwork.id);
    expect(titles('flowers')).toEqual([]);
    expect(titles('stars digital')).toEqual(['Moonlit Garden']);

    run('DELETE FROM artworks WHERE id = ?', artwork.id);
    expect(titles('garden')).toEqual([]);
  });

  it('holds published posts only, following publish and unpublish', () => {
    const draft = buildPost(database.db, {
      title: 'Sewing Doll Faces',
      slug: 'sewing-doll-faces',
      excerpt: 'Embroidery tips.',
      content: 'Start with a tiny backstitch.',
      tags: ['tutorial'],
      published: false,
    });
    expect(titles('sewing')).toEqual([]);

    run('UPDATE posts SET published = 1 WHERE id = ?', draft.id);
    expect(find('backstitch')).toEqual([
      { kind: 'post', slug: 'sewing-doll-faces', title: 'Sewing Doll Faces' },
    ]);
    expect(titles('embroidery')).toEqual(['Sewing Doll Faces']);
    expect(titles('tutorials')).toEqual(['Sewing Doll Faces']);

    run('UPDATE posts SET published = 0 WHERE id = ?', draft.id);
    expect(titles('sewing')).toEqual([]);
  });

  it('ranks a title match above a passing mention', () => {
    buildProduct(database.db, { title: 'Sticker Sheet', description: 'Has a tiny bunny corner.' });
    buildProduct(database.db, { title: 'Bunny Tote', description: 'A canvas bag.' });
    expect(titles('bunny')).toEqual(['Bunny Tote', 'Sticker Sheet']);
  });

  it.each([
    'title:"moon"',
    'NEAR(a b, 2)',
    '"unbalanced',
    'bunny* OR -sheep AND ^x',
    "'; DROP TABLE products; --",
    '(((',
    '💖✨',
  ])('never fails on %j', (words) => {
    buildProduct(database.db, { title: 'Moon Bunny' });
    expect(() => find(words)).not.toThrow();
  });
});

describe('migration 002_search', () => {
  it('indexes the records that existed before it ran', () => {
    const { dataDir } = database;
    const db = openDatabase(`${dataDir}/older.db`);
    try {
      const [initial] = bundledMigrations();
      migrate(db, [initial!]);
      // In the columns the first migration made: later ones (a product's kind) do not exist yet.
      db.prepare(
        `INSERT INTO products (id, title, description, price_cents, created_at, updated_at)
         VALUES ('old-bear', 'Old Bear', 'A bear from before the search', 1200, ?, ?)`,
      ).run(new Date().toISOString(), new Date().toISOString());
      buildArtwork(db, { title: 'Old Painting' });
      buildPost(db, { title: 'Old News' });
      buildPost(db, { title: 'Old Draft', published: false });
      migrate(db);

      const older = createCatalogueSearch(db);
      const found = older.find(toMatchQuery('old')!).map(({ hit }) => hit.title);
      expect(found.sort()).toEqual(['Old Bear', 'Old News', 'Old Painting']);
    } finally {
      db.close();
    }
  });
});
