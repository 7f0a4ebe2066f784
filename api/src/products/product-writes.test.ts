import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@kawaii/shared';
import { buildCategory, buildProduct } from '../test/factories.ts';
import { solidPng } from '../test/image-factories.ts';
import { asStaff, useStaffApp } from '../test/staff-app.ts';

const suite = useStaffApp('admin');
const admin = asStaff(suite);
let plushId: string;
let printsId: string;

// Images the admin uploaded before saving (POST /api/media), as the forms do.
let KEPT_A: string;
let KEPT_B: string;

let form: Record<string, string>;

beforeAll(async () => {
  KEPT_A = await admin.upload(await solidPng(10, 10, '#ffc8dd'));
  KEPT_B = await admin.upload(await solidPng(10, 10, '#bde0fe'));
  plushId = buildCategory(suite.app.db, { name: 'Plush Dolls' }).id;
  printsId = buildCategory(suite.app.db, { name: 'Art Prints' }).id;
  form = {
    title: 'Bunny Plush',
    description: 'Hand-sewn minky bunny.',
    price: '68',
    discountPrice: '58.5',
    category: plushId,
    stock: '5',
    width: '18',
    height: '30.5',
    featured: 'true',
    published: 'true',
  };
});

async function answered(response: Response, status = 200): Promise<Product> {
  expect(response.status).toBe(status);
  return (await response.json()) as Product;
}

describe('POST /api/shop', () => {
  it('creates from the multipart form with its category and images', async () => {
    const product = await answered(
      await admin.form('POST', '/api/shop', { ...form, existingImages: [KEPT_A] }, [
        { field: 'images', content: await solidPng(10) },
      ]),
      201,
    );
    expect(product).toMatchObject({
      title: 'Bunny Plush',
      price: 68,
      discountPrice: 58.5,
      category: { _id: plushId, name: 'Plush Dolls' },
      stock: 5,
      dimensions: { width: 18, height: 30.5 },
      featured: true,
      published: true,
      rating: { stars: 0, count: 0 },
      version: 1,
    });
    expect(product.images).toEqual([KEPT_A, expect.stringMatching(/^\/uploads\/.+-10x10\.webp$/)]);
    expect(await (await suite.app.get(`/api/shop/${product._id}`)).json()).toEqual(product);
  });

  it('creates from JSON; a blank discount and dimensions mean none, stock defaults to 1', async () => {
    const product = await answered(
      await admin.json('POST', '/api/shop', {
        title: 'Sticker',
        description: 'Glossy.',
        price: 6.5,
        discountPrice: '',
        category: printsId,
        width: '',
      }),
      201,
    );
    expect(product).toMatchObject({
      discountPrice: null,
      dimensions: { width: null, height: null },
      stock: 1,
      published: true,
      featured: false,
      images: [],
    });
  });

  it('refuses a discount price that is not below the price', async () => {
    const response = await admin.json('POST', '/api/shop', { ...form, discountPrice: 68 });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Discount price must be below the price',
      errors: { discountPrice: 'Discount price must be below the price' },
    });
  });

  it('refuses a category that does not exist', async () => {
    const response = await admin.json('POST', '/api/shop', { ...form, category: 'gone' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Category not found',
      errors: { category: 'Category not found' },
    });
  });

  it('refuses invalid numbers with an error per field', async () => {
    const response = await admin.json('POST', '/api/shop', {
      ...form,
      price: -1,
      stock: 1.5,
      title: '',
    });
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(errors).toMatchObject({
      title: 'Title is required',
      price: 'Price must be 0 or more',
      stock: 'Stock must be a whole number',
    });
  });
});

describe('PUT /api/shop/:id', () => {
  it('replaces the fields, keeps the rating and bumps the version', async () => {
    const stored = buildProduct(suite.app.db, {
      categoryId: plushId,
      images: [KEPT_A, KEPT_B],
      ratingStars: 4.5,
      ratingCount: 8,
    });
    const product = await answered(
      await admin.json('PUT', `/api/shop/${stored.id}`, {
        ...form,
        title: 'Renamed',
        category: printsId,
        existingImages: [KEPT_B],
        version: 1,
      }),
    );
    expect(product).toMatchObject({
      title: 'Renamed',
      category: { _id: printsId, name: 'Art Prints' },
      images: [KEPT_B],
      rating: { stars: 4.5, count: 8 },
      version: 2,
      createdAt: stored.createdAt,
    });
  });

  it('answers 409 with the current product for a stale version', async () => {
    const stored = buildProduct(suite.app.db, { title: 'Current', version: 4 });
    const response = await admin.json('PUT', `/api/shop/${stored.id}`, { ...form, version: 3 });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      message: 'This item was changed by someone else',
      current: { _id: stored.id, title: 'Current', version: 4 },
    });
  });
});

describe('unpublished products', () => {
  it('are hidden from visitors and shown to admins, on the list and by id', async () => {
    const hidden = buildProduct(suite.app.db, { title: 'Secret Plush', published: false });
    const visitorTitles = ((await (await suite.app.get('/api/shop')).json()) as Product[]).map(
      (product) => product.title,
    );
    expect(visitorTitles).not.toContain('Secret Plush');
    expect((await suite.app.get(`/api/shop/${hidden.id}`)).status).toBe(404);

    const drafts = (await (
      await suite.app.get('/api/shop?published=false', { headers: suite.staff })
    ).json()) as Product[];
    expect(drafts.map((product) => product.title)).toEqual(['Secret Plush']);
    expect((await suite.app.get(`/api/shop/${hidden.id}`, { headers: suite.staff })).status).toBe(
      200,
    );
  });
});

describe('DELETE /api/shop/:id', () => {
  it('deletes with 200 and a message, then answers 404', async () => {
    const stored = buildProduct(suite.app.db);
    const response = await admin.delete(`/api/shop/${stored.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Product deleted' });
    expect((await suite.app.get(`/api/shop/${stored.id}`, { headers: suite.staff })).status).toBe(
      404,
    );
    expect((await admin.delete(`/api/shop/${stored.id}`)).status).toBe(404);
  });
});
