import { describe, expect, it } from 'vitest';
import type { Category, Product } from '@kawaii/shared';
import { buildCategory, buildProduct } from '../test/factories.ts';
import { solidPng } from '../test/image-factories.ts';
import { asStaff, useStaffApp } from '../test/staff-app.ts';

const suite = useStaffApp('admin');
const admin = asStaff(suite);

async function answered(response: Response, status = 200): Promise<Category> {
  expect(response.status).toBe(status);
  return (await response.json()) as Category;
}

describe('POST /api/categories', () => {
  it("creates from JSON {name}: the product form's inline new category", async () => {
    const category = await answered(
      await admin.json('POST', '/api/categories', { name: '  Keychains ' }),
      201,
    );
    expect(category).toEqual({
      _id: expect.any(String),
      name: 'Keychains',
      description: '',
      isActive: true,
      image: null,
      createdAt: expect.any(String),
      updatedAt: category.createdAt,
      version: 1,
    });
  });

  it('creates from the multipart form with an image file', async () => {
    const category = await answered(
      await admin.form(
        'POST',
        '/api/categories',
        { name: 'Workshops', description: 'Learn to sew.', isActive: 'false' },
        [{ field: 'image', content: await solidPng(20) }],
      ),
      201,
    );
    expect(category).toMatchObject({
      name: 'Workshops',
      description: 'Learn to sew.',
      isActive: false,
      image: expect.stringMatching(/^\/uploads\/.+-20x20\.webp$/),
    });
    const served = await suite.app.get(category.image!);
    expect(served.status).toBe(200);
  });

  it('refuses a name that exists in any case with 409', async () => {
    buildCategory(suite.app.db, { name: 'Plush Dolls' });
    const response = await admin.json('POST', '/api/categories', { name: 'plush DOLLS' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: 'A category with this name already exists',
      errors: { name: 'A category with this name already exists' },
    });
  });

  it('requires a name', async () => {
    const response = await admin.json('POST', '/api/categories', { name: '   ' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Category name is required',
      errors: { name: 'Category name is required' },
    });
  });
});

describe('PUT /api/categories/:id', () => {
  it('keeps the image when no new one is sent, and bumps the version', async () => {
    const stored = buildCategory(suite.app.db, {
      name: 'Prints',
      image: '/uploads/pppp-10x10.webp',
    });
    const category = await answered(
      await admin.form('PUT', `/api/categories/${stored.id}`, {
        name: 'Art Prints',
        description: 'Giclée.',
        isActive: 'true',
        version: '1',
      }),
    );
    expect(category).toMatchObject({
      name: 'Art Prints',
      description: 'Giclée.',
      image: '/uploads/pppp-10x10.webp',
      version: 2,
    });
  });

  it('may change only the case of its own name', async () => {
    const stored = buildCategory(suite.app.db, { name: 'stickers' });
    const category = await answered(
      await admin.json('PUT', `/api/categories/${stored.id}`, { name: 'Stickers' }),
    );
    expect(category.name).toBe('Stickers');
  });

  it("refuses another category's name with 409", async () => {
    buildCategory(suite.app.db, { name: 'Badges' });
    const stored = buildCategory(suite.app.db, { name: 'Pins' });
    const response = await admin.json('PUT', `/api/categories/${stored.id}`, { name: 'BADGES' });
    expect(response.status).toBe(409);
  });

  it('answers 409 with the current category for a stale version', async () => {
    const stored = buildCategory(suite.app.db, { name: 'Zines', version: 2 });
    const response = await admin.json('PUT', `/api/categories/${stored.id}`, {
      name: 'Comics',
      version: 1,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      message: 'This item was changed by someone else',
      current: { _id: stored.id, name: 'Zines', version: 2 },
    });
  });
});

describe('DELETE /api/categories/:id', () => {
  it('deletes the category and leaves its products uncategorized', async () => {
    const stored = buildCategory(suite.app.db, { name: 'Retired' });
    const product = buildProduct(suite.app.db, { categoryId: stored.id });
    const response = await admin.delete(`/api/categories/${stored.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Category deleted' });

    const after = (await (await suite.app.get(`/api/shop/${product.id}`)).json()) as Product;
    expect(after.category).toBeNull();
    const names = ((await (await suite.app.get('/api/categories')).json()) as Category[]).map(
      (category) => category.name,
    );
    expect(names).not.toContain('Retired');
    expect((await admin.delete(`/api/categories/${stored.id}`)).status).toBe(404);
  });
});
