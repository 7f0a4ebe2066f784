import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicApi } from '@kawaii/shared';
import { createMediaStore } from '../media/store.ts';
import { createServices } from '../services.ts';
import {
  buildArtwork,
  buildCategory,
  buildGame,
  buildPost,
  buildProduct,
} from '../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { createInProcessPublicApi } from './in-process-api.ts';

let database: TestDatabase;
let api: PublicApi;

beforeAll(() => {
  database = createTestDatabase();
  api = createInProcessPublicApi(createServices(database.db));
  const { db } = database;
  buildArtwork(db, { slug: 'bunny-tea', title: 'Bunny Tea', featured: true });
  buildArtwork(db, { slug: 'whale', title: 'Whale' });
  buildPost(db, { slug: 'published-post' });
  buildPost(db, { slug: 'draft-post', published: false });
  const active = buildCategory(db, { name: 'Plush' });
  buildCategory(db, { name: 'Old', isActive: false });
  buildProduct(db, { title: 'Bunny Plush', categoryId: active.id });
  buildProduct(db, { title: 'Hidden', published: false });
  buildGame(db, { slug: 'dress-up' });
  buildGame(db, { slug: 'draft-game', published: false });
  const media = createMediaStore(db);
  for (const [path, alt] of [
    ['/uploads/a-1x1.webp', 'A bunny'],
    ['/uploads/b-1x1.webp', ''],
  ] as const) {
    media.insert({
      path,
      width: 1,
      height: 1,
      alt,
      uploadedBy: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
  }
});

afterAll(() => database.cleanup());

describe('createInProcessPublicApi', () => {
  it('reads artworks with the same filters as the HTTP API', async () => {
    expect((await api.listArtworks({ featured: true })).map((a) => a.title)).toEqual(['Bunny Tea']);
    expect(await api.listArtworks()).toHaveLength(2);
    expect((await api.getArtworkBySlug('whale'))?.title).toBe('Whale');
    const [first] = await api.listArtworks();
    // A single record leaves out the list card's alt text.
    const { imageAlt: _listOnly, ...record } = first!;
    expect(await api.getArtworkById(first!._id)).toEqual(record);
  });

  it('resolves to null for what does not exist', async () => {
    expect(await api.getArtworkBySlug('nope')).toBeNull();
    expect(await api.getArtworkById('nope')).toBeNull();
    expect(await api.getPostBySlug('nope')).toBeNull();
    expect(await api.getProduct('nope')).toBeNull();
  });

  it('sees what an anonymous visitor sees', async () => {
    expect((await api.listPosts({ published: false })).map((p) => p.slug)).toEqual([
      'published-post',
    ]);
    expect(await api.getPostBySlug('draft-post')).toBeNull();
    expect((await api.listProducts({ published: false })).map((p) => p.title)).toEqual([
      'Bunny Plush',
    ]);
    expect((await api.listGames()).map((g) => g.slug)).toEqual(['dress-up']);
  });

  it('lists categories, optionally only the active ones', async () => {
    expect((await api.listCategories()).map((c) => c.name)).toEqual(['Old', 'Plush']);
    expect((await api.listCategories({ active: true })).map((c) => c.name)).toEqual(['Plush']);
  });

  it('answers the settings', async () => {
    expect((await api.getSettings()).shopName).toBe('Kawaii Atelier');
  });

  it('answers stored alt texts, leaving out paths without one', async () => {
    expect(
      await api.getImageAlts(['/uploads/a-1x1.webp', '/uploads/b-1x1.webp', '/uploads/c-1x1.webp']),
    ).toEqual({ '/uploads/a-1x1.webp': 'A bunny' });
    expect(await api.getImageAlts([])).toEqual({});
  });
});
