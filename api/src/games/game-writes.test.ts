import { beforeEach, describe, expect, it } from 'vitest';
import type { Game } from '@kawaii/shared';
import { buildGame } from '../test/factories.ts';
import { solidPng } from '../test/image-factories.ts';
import { asStaff, useStaffApp } from '../test/staff-app.ts';

// A shop of its own for each test: the list a test reads holds only the games it made, whichever
// tests ran before.
const suite = useStaffApp('admin', { perTest: true });
const admin = asStaff(suite);

const game = {
  title: 'Sticker Puzzle',
  slug: 'sticker-puzzle',
  category: 'puzzle',
  tags: ['puzzle', 'kawaii'],
  description: 'Slide the stickers into place.',
  status: 'coming-soon',
};

beforeEach(() => {
  buildGame(suite.app.db, { slug: 'dress-up', position: 0 });
  buildGame(suite.app.db, { slug: 'coloring-book', position: 5 });
});

const slugs = async (headers: Record<string, string> = {}) =>
  ((await (await suite.app.get('/api/games', { headers })).json()) as Game[]).map(
    (entry) => entry.slug,
  );

describe('POST /api/games', () => {
  it('creates from JSON and lists the new game last', async () => {
    const response = await admin.json('POST', '/api/games', game);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      _id: expect.any(String),
      ...game,
      thumbnail: null,
      published: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      version: 1,
    });
    expect(await slugs()).toEqual(['dress-up', 'coloring-book', 'sticker-puzzle']);
  });

  it('creates from multipart with a thumbnail file', async () => {
    const response = await admin.form(
      'POST',
      '/api/games',
      { ...game, slug: 'pattern-maker', tags: 'patterns, creative', category: 'creative' },
      [{ field: 'thumbnail', content: await solidPng(16) }],
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      tags: ['patterns', 'creative'],
      thumbnail: expect.stringMatching(/^\/uploads\/.+-16x16\.webp$/),
    });
  });

  it('refuses a duplicate slug with 409 and an unknown category with 400', async () => {
    const taken = await admin.json('POST', '/api/games', { ...game, slug: 'dress-up' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ errors: { slug: 'That URL slug is already used' } });
    const invalid = await admin.json('POST', '/api/games', {
      ...game,
      slug: 'x',
      category: 'racing',
    });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { errors: object }).errors).toHaveProperty('category');
  });
});

describe('PUT /api/games/:id', () => {
  it('updates in place (same position), keeping the thumbnail left out', async () => {
    const stored = buildGame(suite.app.db, {
      slug: 'memory',
      thumbnail: '/uploads/tttt-10x10.webp',
      position: 1,
    });
    const response = await admin.json('PUT', `/api/games/${stored.id}`, {
      ...game,
      slug: 'memory-match',
      status: 'available',
      version: 1,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      slug: 'memory-match',
      status: 'available',
      thumbnail: '/uploads/tttt-10x10.webp',
      version: 2,
    });
    expect((await slugs()).indexOf('memory-match')).toBe(1);
  });

  it('answers 409 with the current game for a stale version', async () => {
    const stored = buildGame(suite.app.db, { slug: 'stale-game', version: 2 });
    const response = await admin.json('PUT', `/api/games/${stored.id}`, {
      ...game,
      slug: 'stale-game',
      version: 1,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      message: 'This item was changed by someone else',
      current: { _id: stored.id, version: 2 },
    });
  });
});

describe('unpublished games', () => {
  it('are listed for admins only', async () => {
    buildGame(suite.app.db, { slug: 'secret-game', published: false });
    expect(await slugs()).not.toContain('secret-game');
    expect(await slugs(suite.staff)).toContain('secret-game');
  });
});

describe('DELETE /api/games/:id', () => {
  it('deletes with 200 and a message, then answers 404', async () => {
    const stored = buildGame(suite.app.db, { slug: 'bye-game' });
    const response = await admin.delete(`/api/games/${stored.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Game deleted' });
    expect(await slugs(suite.staff)).not.toContain('bye-game');
    expect((await admin.delete(`/api/games/${stored.id}`)).status).toBe(404);
  });
});
