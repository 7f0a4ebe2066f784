import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@kawaii/shared';
import { buildCategory, buildProduct, day } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

let app: TestApp;
let plushId: string;
let printsId: string;

async function list(query = ''): Promise<Product[]> {
  const response = await app.get(`/api/shop${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Product[];
}

const titles = (products: Product[]) => products.map((product) => product.title);

beforeAll(async () => {
  app = await startTestApp();
  plushId = buildCategory(app.db, { name: 'Plush Dolls' }).id;
  printsId = buildCategory(app.db, { name: 'Art Prints' }).id;
  // Effective prices: Bunny 58 (68 discounted), Sheep 54, Print 28, sticker 6.50, Bear 120.
  buildProduct(app.db, {
    title: 'Bunny',
    priceCents: 6800,
    discountPriceCents: 5800,
    categoryId: plushId,
    stock: 5,
    widthCm: 18,
    heightCm: 30.5,
    featured: true,
    ratingStars: 4.9,
    ratingCount: 27,
    images: ['/uploads/p1-10x10.webp'],
    createdAt: day(1),
  });
  buildProduct(app.db, {
    title: 'sheep',
    priceCents: 5400,
    categoryId: plushId,
    createdAt: day(2),
  });
  buildProduct(app.db, {
    title: 'Print',
    priceCents: 2800,
    categoryId: printsId,
    createdAt: day(3),
  });
  buildProduct(app.db, { title: 'Sticker', priceCents: 650, createdAt: day(4) });
  buildProduct(app.db, {
    title: 'Bear',
    priceCents: 12000,
    categoryId: plushId,
    stock: 0,
    createdAt: day(5),
  });
  buildProduct(app.db, { title: 'Hidden', priceCents: 1000, published: false, createdAt: day(6) });
});

afterAll(() => app.close());

describe('GET /api/shop', () => {
  it('lists published products newest first', async () => {
    expect(titles(await list())).toEqual(['Bear', 'Sticker', 'Print', 'sheep', 'Bunny']);
    expect(titles(await list('?published=false'))).not.toContain('Hidden');
  });

  it('sorts on the effective price and on the title', async () => {
    expect(titles(await list('?sort=price-low'))).toEqual([
      'Sticker',
      'Print',
      'sheep',
      'Bunny',
      'Bear',
    ]);
    expect(titles(await list('?sort=price-high'))).toEqual([
      'Bear',
      'Bunny',
      'sheep',
      'Print',
      'Sticker',
    ]);
    expect(titles(await list('?sort=title-asc'))).toEqual([
      'Bear',
      'Bunny',
      'Print',
      'sheep',
      'Sticker',
    ]);
    expect(titles(await list('?sort=title-desc'))).toEqual([
      'Sticker',
      'sheep',
      'Print',
      'Bunny',
      'Bear',
    ]);
  });

  it('filters on the effective price, bounds included', async () => {
    // Bunny costs 68 but sells for 58: inside 50-100 by its discount, outside 60-100.
    expect(titles(await list('?minPrice=50&maxPrice=100&sort=price-low'))).toEqual([
      'sheep',
      'Bunny',
    ]);
    expect(titles(await list('?minPrice=60&maxPrice=100'))).toEqual([]);
    expect(titles(await list('?minPrice=0&maxPrice=28'))).toEqual(['Sticker', 'Print']);
    expect(titles(await list('?minPrice=100'))).toEqual(['Bear']);
    expect(titles(await list('?maxPrice=6.5'))).toEqual(['Sticker']);
  });

  it('searches title, description and category name for every word, with other filters', async () => {
    expect(titles(await list('?q=bunny'))).toEqual(['Bunny']);
    // The category name counts: "plush dolls" finds every product of Plush Dolls.
    expect(titles(await list('?q=plush%20dolls'))).toEqual(['Bear', 'sheep', 'Bunny']);
    expect(titles(await list('?q=plush&maxPrice=60&sort=price-low'))).toEqual(['sheep', 'Bunny']);
    expect(titles(await list('?q=prints'))).toEqual(['Print']);
    expect(titles(await list('?q=bunny%20prints'))).toEqual([]);
    expect(titles(await list('?q=hidden'))).toEqual([]);
    // FTS5 syntax is only words; with no word at all, everything is listed.
    expect(titles(await list('?q=%22*%20(%20NEAR'))).toEqual([]);
    expect(titles(await list('?q=%3F%21'))).toEqual(['Bear', 'Sticker', 'Print', 'sheep', 'Bunny']);
  });

  it('filters by category id, and featured with a limit', async () => {
    expect(titles(await list(`?category=${plushId}`))).toEqual(['Bear', 'sheep', 'Bunny']);
    expect(titles(await list(`?category=${printsId}&published=true`))).toEqual(['Print']);
    expect(titles(await list('?category=all&limit=2'))).toEqual(['Bear', 'Sticker']);
    expect(titles(await list('?featured=true'))).toEqual(['Bunny']);
  });

  it('presents dollars, the category reference, dimensions and rating', async () => {
    const bunny = (await list('?featured=true'))[0];
    expect(bunny).toEqual({
      _id: expect.any(String),
      title: 'Bunny',
      description: 'A test product.',
      price: 68,
      discountPrice: 58,
      category: { _id: plushId, name: 'Plush Dolls' },
      stock: 5,
      dimensions: { width: 18, height: 30.5 },
      featured: true,
      published: true,
      images: ['/uploads/p1-10x10.webp'],
      rating: { stars: 4.9, count: 27 },
      createdAt: day(1),
      updatedAt: day(1),
      version: 1,
      imageAlt: '',
      kind: 'stocked',
      options: [],
      variants: [],
    });
    const sticker = (await list('?maxPrice=7'))[0];
    expect(sticker).toMatchObject({ price: 6.5, discountPrice: null, category: null });
  });

  it.each(['?sort=cheapest', '?minPrice=-1', '?maxPrice=lots', '?limit=abc'])(
    'refuses %s with 400',
    async (query) => {
      const response = await app.get(`/api/shop${query}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        message: expect.any(String),
        errors: expect.any(Object),
      });
    },
  );
});

describe('GET /api/shop/:id', () => {
  it('answers the product with its category', async () => {
    const [bear] = await list('?minPrice=100');
    const response = await app.get(`/api/shop/${bear!._id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      title: 'Bear',
      stock: 0,
      category: { name: 'Plush Dolls' },
    });
  });

  it('answers 404 "Product not found" for unknown and unpublished products', async () => {
    const hidden = app.db.prepare("SELECT id FROM products WHERE title = 'Hidden'").get() as {
      id: string;
    };
    for (const id of ['nope', hidden.id]) {
      const response = await app.get(`/api/shop/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Product not found' });
    }
  });
});
