import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '@kawaii/shared';
import { buildGame } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  buildGame(app.db, {
    slug: 'pattern-creator',
    category: 'educational',
    status: 'coming-soon',
    position: 2,
  });
  buildGame(app.db, {
    slug: 'dress-up',
    title: 'Doll Dress-Up',
    category: 'creative',
    tags: ['dress-up', 'fashion', 'character', 'kawaii'],
    thumbnail: '/uploads/g1-10x10.webp',
    position: 0,
  });
  buildGame(app.db, { slug: 'coloring-book', status: 'coming-soon', position: 1 });
  buildGame(app.db, { slug: 'unfinished', published: false, position: 3 });
});

afterAll(() => app.close());

const slugs = async (query = '') => {
  const response = await app.get(`/api/games${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as Game[]).map((game) => game.slug);
};

describe('GET /api/games', () => {
  it('lists published games in page order', async () => {
    expect(await slugs()).toEqual(['dress-up', 'coloring-book', 'pattern-creator']);
  });

  it('filters by category', async () => {
    expect(await slugs('?category=educational')).toEqual(['pattern-creator']);
    expect(await slugs('?category=all')).toHaveLength(3);
    expect((await app.get('/api/games?category=racing')).status).toBe(400);
  });

  it('presents the contract fields', async () => {
    const [dressUp] = (await (await app.get('/api/games')).json()) as Game[];
    expect(dressUp).toEqual({
      _id: expect.any(String),
      slug: 'dress-up',
      title: 'Doll Dress-Up',
      category: 'creative',
      tags: ['dress-up', 'fashion', 'character', 'kawaii'],
      description: '',
      thumbnail: '/uploads/g1-10x10.webp',
      status: 'available',
      published: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      version: 1,
    });
  });
});
