import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@kawaii/shared';
import { buildCategory, day } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  buildCategory(app.db, { name: 'stickers', createdAt: day(1) });
  buildCategory(app.db, {
    name: 'Art Prints',
    description: 'Giclée prints.',
    image: '/uploads/c1-10x10.webp',
    createdAt: day(2),
  });
  buildCategory(app.db, { name: 'Workshops', isActive: false, createdAt: day(3) });
});

afterAll(() => app.close());

const names = async (query: string) => {
  const response = await app.get(`/api/categories${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as Category[]).map((category) => category.name);
};

describe('GET /api/categories', () => {
  it('lists every category by name', async () => {
    expect(await names('')).toEqual(['Art Prints', 'stickers', 'Workshops']);
  });

  it('lists only active ones with ?active=true (the shop filter)', async () => {
    expect(await names('?active=true')).toEqual(['Art Prints', 'stickers']);
  });

  it('presents the whitelisted fields', async () => {
    const response = await app.get('/api/categories?active=true');
    expect(((await response.json()) as Category[])[0]).toEqual({
      _id: expect.any(String),
      name: 'Art Prints',
      description: 'Giclée prints.',
      isActive: true,
      image: '/uploads/c1-10x10.webp',
      createdAt: day(2),
      updatedAt: day(2),
      version: 1,
    });
  });

  it('refuses a malformed active flag with 400', async () => {
    const response = await app.get('/api/categories?active=sometimes');
    expect(response.status).toBe(400);
  });
});
