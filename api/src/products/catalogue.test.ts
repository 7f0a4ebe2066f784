import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@kawaii/shared';
import { buildCategory, buildProduct } from '../test/factories.ts';
import { asStaff, useStaffApp } from '../test/staff-app.ts';

const suite = useStaffApp('admin');
const admin = asStaff(suite);

let dollsId: string;
let base: Record<string, unknown>;

const SIZES = { name: 'Size', values: ['1/3', '1/4', '1/6'] };
const COLOURS = { name: 'Colour', values: ['Pink', 'Mint'] };

beforeAll(() => {
  dollsId = buildCategory(suite.app.db, { name: 'Doll Outfits' }).id;
  base = {
    title: 'Lace Dress',
    description: 'A lace dress for ball-jointed dolls.',
    price: 40,
    category: dollsId,
    published: true,
  };
});

async function create(body: Record<string, unknown>): Promise<Response> {
  return admin.json('POST', '/api/shop', { ...base, ...body });
}

async function created(body: Record<string, unknown>): Promise<Product> {
  const response = await create(body);
  expect(response.status).toBe(201);
  return (await response.json()) as Product;
}

async function refused(body: Record<string, unknown>): Promise<Record<string, string>> {
  const response = await create(body);
  expect(response.status).toBe(400);
  return ((await response.json()) as { errors: Record<string, string> }).errors;
}

describe('products with options and variants', () => {
  it('stores each variant with its own stock, price and picture; stock is their sum', async () => {
    const product = await created({
      options: [SIZES, COLOURS],
      variants: [
        { options: { Size: '1/3', Colour: 'Pink' }, stock: 2, price: 48 },
        { options: { Size: '1/6', Colour: 'Mint' }, stock: 3, discountPrice: 35 },
      ],
      stock: 99,
    });
    expect(product).toMatchObject({
      kind: 'stocked',
      options: [SIZES, COLOURS],
      stock: 5,
      variants: [
        { _id: expect.any(String), options: { Size: '1/3', Colour: 'Pink' }, price: 48, stock: 2 },
        { options: { Size: '1/6', Colour: 'Mint' }, discountPrice: 35, stock: 3 },
      ],
    });
    expect(product.variants[0]).not.toHaveProperty('discountPrice');
    expect(product.variants[1]).not.toHaveProperty('price');
  });

  it('keeps the ids of the variants a save names, and gives new ones to the rest', async () => {
    const product = await created({
      options: [SIZES],
      variants: [{ options: { Size: '1/3' }, stock: 1 }],
    });
    const other = await created({
      options: [SIZES],
      variants: [{ options: { Size: '1/3' }, stock: 1 }],
    });
    const kept = product.variants[0]!._id;
    const response = await admin.json('PUT', `/api/shop/${product._id}`, {
      ...base,
      options: [SIZES],
      variants: [
        { _id: kept, options: { Size: '1/3' }, stock: 4 },
        // The id of another product's variant never moves that variant here.
        { _id: other.variants[0]!._id, options: { Size: '1/4' }, stock: 2 },
      ],
      version: product.version,
    });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as Product;
    expect(saved.variants.map((variant) => variant._id)[0]).toBe(kept);
    expect(saved.variants[1]!._id).not.toBe(other.variants[0]!._id);
    expect(saved.stock).toBe(6);
    const untouched = (await (await suite.app.get(`/api/shop/${other._id}`)).json()) as Product;
    expect(untouched.variants).toEqual(other.variants);
  });

  it('refuses an option value that is not one of its group, naming the variant', async () => {
    expect(
      await refused({ options: [SIZES], variants: [{ options: { Size: '1/12' }, stock: 1 }] }),
    ).toEqual({ 'variants.0.options': 'Unknown option value 1/12 for Size' });
  });

  it('refuses an unknown option group, a missing one and two alike', async () => {
    expect(
      await refused({
        options: [SIZES],
        variants: [{ options: { Size: '1/3', Hat: 'Yes' }, stock: 1 }],
      }),
    ).toEqual({ 'variants.0.options': 'Unknown option Hat' });
    expect(
      await refused({ options: [SIZES, COLOURS], variants: [{ options: { Size: '1/3' } }] }),
    ).toEqual({ 'variants.0.options': 'Choose a Colour' });
    expect(
      await refused({
        options: [SIZES],
        variants: [
          { options: { Size: '1/3' }, stock: 1 },
          { options: { Size: '1/3' }, stock: 2 },
        ],
      }),
    ).toEqual({ 'variants.1.options': 'Two variants have the same options' });
  });

  it('allows at most 3 option groups of at most 20 values', async () => {
    const group = (name: string) => ({ name, values: ['A'] });
    expect(
      await refused({
        options: [group('A'), group('B'), group('C'), group('D')],
        variants: [{ options: { A: 'A', B: 'A', C: 'A', D: 'A' } }],
      }),
    ).toMatchObject({ options: 'A product may have at most 3 options' });
    const values = Array.from({ length: 21 }, (_, index) => `V${index}`);
    expect(
      await refused({
        options: [{ name: 'Size', values }],
        variants: [{ options: { Size: 'V0' } }],
      }),
    ).toMatchObject({ 'options.0.values': 'An option may have at most 20 values' });
  });

  it('needs a variant for options, options for variants, and a variant discount below its price', async () => {
    expect(await refused({ options: [SIZES], variants: [] })).toEqual({
      variants: 'Add at least one variant for the options',
    });
    expect(await refused({ variants: [{ options: { Size: '1/3' } }] })).toMatchObject({
      variants: 'Variants need options',
    });
    expect(
      await refused({
        options: [SIZES],
        variants: [{ options: { Size: '1/3' }, price: 20, discountPrice: 20 }],
      }),
    ).toEqual({ 'variants.0.discountPrice': 'Discount price must be below the price' });
  });

  it('takes the lists as JSON text from the multipart form', async () => {
    const response = await admin.form('POST', '/api/shop', {
      ...Object.fromEntries(Object.entries(base).map(([key, value]) => [key, String(value)])),
      options: JSON.stringify([SIZES]),
      variants: JSON.stringify([{ options: { Size: '1/4' }, stock: 3 }]),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ stock: 3, variants: [{ stock: 3 }] });
  });
});

describe('kinds', () => {
  it('a made-to-order piece needs its lead time', async () => {
    expect(await refused({ kind: 'made-to-order' })).toEqual({
      leadTime: 'Lead time is required for made-to-order pieces',
    });
    expect(await created({ kind: 'made-to-order', leadTime: '6-8 weeks' })).toMatchObject({
      kind: 'made-to-order',
      leadTime: '6-8 weeks',
    });
  });

  it('a unique piece is one, has no options and no pre-order', async () => {
    expect(await created({ kind: 'unique', stock: 7 })).toMatchObject({ kind: 'unique', stock: 1 });
    expect(
      await refused({ kind: 'unique', options: [SIZES], variants: [{ options: { Size: '1/3' } }] }),
    ).toMatchObject({ options: 'A one-of-a-kind piece has no options' });
  });

  it('refuses an unknown kind', async () => {
    expect(await refused({ kind: 'rental' })).toEqual({
      kind: 'Kind must be one of stocked, unique, made-to-order',
    });
  });

  it('stores a pre-order window and refuses one that closes before it opens', async () => {
    expect(
      await created({
        preorder: { opensAt: '2027-02-01', closesAt: '2027-03-14', cap: 20, shipsFrom: '2027-05' },
      }),
    ).toMatchObject({
      preorder: {
        opensAt: '2027-02-01T00:00:00.000Z',
        closesAt: '2027-03-14T00:00:00.000Z',
        cap: 20,
        shipsFrom: '2027-05',
        ordered: 0,
      },
    });
    expect(
      await refused({
        preorder: { opensAt: '2027-03-14', closesAt: '2027-02-01', shipsFrom: '2027-05' },
      }),
    ).toEqual({ 'preorder.closesAt': 'Pre-orders must open before they close' });
    expect(await refused({ preorder: { closesAt: '2027-02-01', shipsFrom: 'May' } })).toEqual({
      'preorder.shipsFrom': 'Ships from must be a month, like 2027-05',
    });
  });

  it('keeps a low-stock threshold of its own', async () => {
    expect(await created({ lowStockThreshold: 4 })).toMatchObject({ lowStockThreshold: 4 });
    expect(await refused({ lowStockThreshold: -1 })).toEqual({
      lowStockThreshold: 'Low stock threshold must be 0 or more',
    });
  });
});

describe('sold unique pieces', () => {
  it('stay readable, leave the shop list and make up GET /api/shop?sold=true', async () => {
    const sold = buildProduct(suite.app.db, {
      title: 'Moonlight Doll',
      kind: 'unique',
      stock: 0,
      soldAt: '2026-10-01T00:00:00.000Z',
    });
    const forSale = buildProduct(suite.app.db, { title: 'Sunrise Doll', kind: 'unique' });
    const titles = async (query: string) =>
      ((await (await suite.app.get(`/api/shop${query}`)).json()) as Product[]).map(
        (product) => product.title,
      );
    expect(await titles('')).toContain('Sunrise Doll');
    expect(await titles('')).not.toContain('Moonlight Doll');
    expect(await titles('?sold=true')).toEqual(['Moonlight Doll']);
    const page = await suite.app.get(`/api/shop/${sold.id}`);
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({
      soldAt: '2026-10-01T00:00:00.000Z',
      stock: 0,
      kind: 'unique',
    });
    expect(forSale.soldAt).toBeNull();
    expect((await suite.app.get('/api/shop?sold=maybe')).status).toBe(400);
  });
});

describe('the list price of a product with variants', () => {
  it('sorts and filters by the lowest effective variant price, sale prices included', async () => {
    const category = buildCategory(suite.app.db, { name: 'Doll Shoes' }).id;
    const inCategory = { ...base, category };
    const make = async (body: Record<string, unknown>) => {
      const response = await admin.json('POST', '/api/shop', { ...inCategory, ...body });
      expect(response.status).toBe(201);
    };
    // Listed at $12: one variant on sale below the product's own $40.
    await make({
      title: 'Mary Janes',
      price: 40,
      options: [SIZES],
      variants: [
        { options: { Size: '1/3' }, stock: 1 },
        { options: { Size: '1/6' }, stock: 1, price: 20, discountPrice: 12 },
      ],
    });
    // Listed at $30: the product's sale price, which variants without a price of their own keep.
    await make({
      title: 'Boots',
      price: 50,
      discountPrice: 30,
      options: [SIZES],
      variants: [
        { options: { Size: '1/3' }, stock: 1 },
        { options: { Size: '1/4' }, stock: 1, price: 55 },
      ],
    });
    await make({ title: 'Sandals', price: 25 });
    const titles = async (query: string) =>
      (
        (await (await suite.app.get(`/api/shop?category=${category}&${query}`)).json()) as Product[]
      ).map((product) => product.title);
    expect(await titles('sort=price-low')).toEqual(['Mary Janes', 'Sandals', 'Boots']);
    expect(await titles('sort=price-high')).toEqual(['Boots', 'Sandals', 'Mary Janes']);
    expect(await titles('minPrice=0&maxPrice=15')).toEqual(['Mary Janes']);
    expect(await titles('minPrice=26&maxPrice=35')).toEqual(['Boots']);
    expect(await titles('minPrice=41')).toEqual([]);
  });
});
