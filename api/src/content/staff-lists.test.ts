import { beforeAll, describe, expect, it } from 'vitest';
import {
  BAD_STAFF_CURSOR,
  STAFF_PAGE_SIZE,
  type Artwork,
  type BlogPost,
  type Product,
  type StaffListPage,
} from '@kawaii/shared';
import { buildArtwork, buildCategory, buildPost, buildProduct, day } from '../test/factories.ts';
import { useStaffApp } from '../test/staff-app.ts';

// A shop with many records: the admin's product, artwork and post tabs read them a page at a
// time, newest first, and their search runs here, on the texts the cards show.
const suite = useStaffApp('admin', { customer: true });
const PRODUCTS = 110;

beforeAll(() => {
  const { db } = suite.app;
  const plush = buildCategory(db, { name: 'Plushies' });
  for (let index = 0; index < PRODUCTS; index += 1) {
    buildProduct(db, {
      title: `Item ${index}`,
      description: index === 3 ? 'Hand-stitched, 100% cotton' : 'A test product.',
      categoryId: index % 10 === 0 ? plush.id : null,
      // Every second one unpublished; two products share each moment (the id breaks the tie).
      published: index % 2 === 0,
      createdAt: day(Math.floor(index / 2)),
    });
  }
  buildArtwork(db, { title: 'Old Fox', year: 2019, type: 'digital', createdAt: day(300) });
  buildArtwork(db, { title: 'New Owl', year: 2025, tags: ['moonlight'], createdAt: day(1) });
  buildArtwork(db, { title: 'Middle Cat', year: 2022, medium: 'Ink', createdAt: day(2) });
  buildArtwork(db, { title: 'Middle Dog', year: 2022, createdAt: day(3) });
  buildPost(db, { title: 'Spring news', createdAt: day(1) });
  buildPost(db, { title: 'A draft', published: false, tags: ['secret'], createdAt: day(2) });
  buildPost(db, { title: 'Fair report', category: 'Events', createdAt: day(3) });
});

async function read<T>(path: string, headers = suite.staff) {
  const response = await suite.app.get(path, { headers });
  return { status: response.status, body: (await response.json()) as StaffListPage<T> };
}

/** Every item of a list, following its cursor from the first page. */
async function readAll<T>(path: string): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const glue = path.includes('?') ? '&' : '?';
    const next: { status: number; body: StaffListPage<T> } = await read<T>(
      cursor === null ? path : `${path}${glue}cursor=${encodeURIComponent(cursor)}`,
    );
    expect(next.status).toBe(200);
    items.push(...next.body.items);
    cursor = next.body.nextCursor;
  } while (cursor !== null);
  return items;
}

const titles = (items: { title: string }[]) => items.map((item) => item.title);

describe('GET /api/staff/shop, the admin product list', () => {
  it(`answers ${STAFF_PAGE_SIZE} products and a cursor; following it reads every product once, drafts too, newest first`, async () => {
    const first = await read<Product>('/api/staff/shop');
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(STAFF_PAGE_SIZE);
    expect(first.body.nextCursor).not.toBeNull();

    const all = await readAll<Product>('/api/staff/shop');
    expect(all).toHaveLength(PRODUCTS);
    expect(new Set(all.map((product) => product._id)).size).toBe(PRODUCTS);
    expect(all.filter((product) => !product.published)).toHaveLength(PRODUCTS / 2);
    const added = all.map((product) => product.createdAt);
    expect(added).toEqual([...added].sort().reverse());
    expect(titles(all.slice(-2)).sort()).toEqual(['Item 0', 'Item 1']);
  });

  it('takes a limit from 1, capped at 100', async () => {
    expect((await read('/api/staff/shop?limit=5')).body.items).toHaveLength(5);
    expect((await read('/api/staff/shop?limit=500')).body.items).toHaveLength(100);
    expect((await read('/api/staff/shop?limit=0')).status).toBe(400);
    expect((await read('/api/staff/shop?limit=lots')).status).toBe(400);
  });

  it('searches the title, the description and the category, ignoring case, and pages the search', async () => {
    // "Item 1" and "Item 10".."Item 19", "Item 100".."Item 109": 21 products, the oldest of them
    // far beyond the first page of the whole list.
    const found = await readAll<Product>('/api/staff/shop?q=ITEM%201&limit=5');
    expect(found).toHaveLength(21);
    expect(found.every((product) => product.title.startsWith('Item 1'))).toBe(true);
    expect(titles(found).at(-1)).toBe('Item 1');

    const cotton = await read<Product>(`/api/staff/shop?q=${encodeURIComponent('100% cotton')}`);
    expect(titles(cotton.body.items)).toEqual(['Item 3']);
    expect(cotton.body.nextCursor).toBeNull();
    // % and _ are the characters typed, not wildcards.
    expect((await read<Product>('/api/staff/shop?q=%25%25')).body.items).toEqual([]);
    expect((await read<Product>('/api/staff/shop?q=Item_1')).body.items).toEqual([]);

    const plushies = await readAll<Product>('/api/staff/shop?q=plushies');
    expect(plushies).toHaveLength(PRODUCTS / 10);
    expect(plushies.every((product) => product.category?.name === 'Plushies')).toBe(true);
    expect((await read<Product>('/api/staff/shop?q=nothing%20like%20it')).body).toEqual({
      items: [],
      nextCursor: null,
    });
  });
});

describe('GET /api/staff/artworks and /api/staff/blog', () => {
  it('lists artworks by year, then by when added, and searches type labels, years, media and tags', async () => {
    expect(titles(await readAll<Artwork>('/api/staff/artworks?limit=1'))).toEqual([
      'New Owl',
      'Middle Dog',
      'Middle Cat',
      'Old Fox',
    ]);
    const search = async (q: string) =>
      titles((await read<Artwork>(`/api/staff/artworks?q=${encodeURIComponent(q)}`)).body.items);
    expect(await search('digital art')).toEqual(['Old Fox']);
    expect(await search('2022')).toEqual(['Middle Dog', 'Middle Cat']);
    expect(await search('ink')).toEqual(['Middle Cat']);
    expect(await search('MOON')).toEqual(['New Owl']);
  });

  it('lists posts newest first, drafts included, and searches titles, categories and tags', async () => {
    expect(titles(await readAll<BlogPost>('/api/staff/blog?limit=2'))).toEqual([
      'Fair report',
      'A draft',
      'Spring news',
    ]);
    const search = async (q: string) =>
      titles((await read<BlogPost>(`/api/staff/blog?q=${q}`)).body.items);
    expect(await search('secret')).toEqual(['A draft']);
    expect(await search('events')).toEqual(['Fair report']);
    expect(await search('spring')).toEqual(['Spring news']);
  });
});

describe('the staff lists refuse', () => {
  it.each(['/api/staff/shop', '/api/staff/artworks', '/api/staff/blog'])(
    'a cursor %s did not give out, and callers who are not staff',
    async (path) => {
      for (const cursor of ['yesterday', 'not-a-date|x', `${day(1)}|id|more`, '2024']) {
        const answer = await read(`${path}?cursor=${encodeURIComponent(cursor)}`);
        expect(answer.status).toBe(400);
        expect((answer.body as unknown as { message: string }).message).toBe(BAD_STAFF_CURSOR);
      }
      expect((await read(path, suite.customer.headers)).status).toBe(403);
      expect((await read(path, {})).status).toBe(401);
    },
  );

  it('an artwork cursor without its year', async () => {
    const answer = await read(`/api/staff/artworks?cursor=${encodeURIComponent(`${day(1)}|x`)}`);
    expect(answer.status).toBe(400);
  });
});
