import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Artwork } from '@kawaii/shared';
import { buildArtwork, day } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

let app: TestApp;

async function list(query = ''): Promise<Artwork[]> {
  const response = await app.get(`/api/artworks${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Artwork[];
}

const titles = (artworks: Artwork[]) => artworks.map((artwork) => artwork.title);

beforeAll(async () => {
  app = await startTestApp();
  buildArtwork(app.db, {
    slug: 'bunny-tea',
    title: 'Bunny Tea',
    type: 'painting',
    year: 2024,
    featured: true,
    listingType: 'sale',
    priceCents: 24050,
    tags: ['bunny'],
    images: ['/uploads/a1-10x10.webp', '/uploads/a2-10x10.webp'],
    createdAt: day(1),
  });
  buildArtwork(app.db, { title: 'cloud Sheep', type: 'digital', year: 2023, createdAt: day(2) });
  buildArtwork(app.db, {
    title: 'Acorn Bear',
    type: 'sculpture',
    year: 2024,
    featured: true,
    createdAt: day(3),
  });
  buildArtwork(app.db, { title: 'Whale', type: 'photography', year: 2020, createdAt: day(4) });
  buildArtwork(app.db, {
    slug: null,
    title: 'Drift',
    type: 'mixed-media',
    year: 2026,
    createdAt: day(5),
  });
});

afterAll(() => app.close());

describe('GET /api/artworks', () => {
  it('lists newest first by year, then by creation', async () => {
    expect(titles(await list())).toEqual([
      'Drift',
      'Acorn Bear',
      'Bunny Tea',
      'cloud Sheep',
      'Whale',
    ]);
  });

  it('sorts oldest first and by name either way, ignoring case', async () => {
    expect(titles(await list('?sort=oldest'))).toEqual([
      'Whale',
      'cloud Sheep',
      'Bunny Tea',
      'Acorn Bear',
      'Drift',
    ]);
    expect(titles(await list('?sort=name-asc'))).toEqual([
      'Acorn Bear',
      'Bunny Tea',
      'cloud Sheep',
      'Drift',
      'Whale',
    ]);
    expect(titles(await list('?sort=name-desc'))).toEqual([
      'Whale',
      'Drift',
      'cloud Sheep',
      'Bunny Tea',
      'Acorn Bear',
    ]);
  });

  it('filters by featured with a limit (the home page call)', async () => {
    expect(titles(await list('?featured=true&limit=3'))).toEqual(['Acorn Bear', 'Bunny Tea']);
    expect(titles(await list('?featured=true&limit=1'))).toEqual(['Acorn Bear']);
  });

  it('filters by type and by year', async () => {
    expect(titles(await list('?type=digital'))).toEqual(['cloud Sheep']);
    expect(titles(await list('?year=2024'))).toEqual(['Acorn Bear', 'Bunny Tea']);
    expect(titles(await list('?type=painting&year=2024'))).toEqual(['Bunny Tea']);
    expect(await list('?type=painting&year=2023')).toEqual([]);
  });

  it("treats 'all' as no filter", async () => {
    expect(await list('?type=all&year=all')).toHaveLength(5);
  });

  it('presents the whitelisted fields with the price in dollars', async () => {
    const [artwork] = await list('?type=painting');
    expect(artwork).toEqual({
      _id: expect.any(String),
      slug: 'bunny-tea',
      title: 'Bunny Tea',
      type: 'painting',
      medium: 'Gouache on paper',
      year: 2024,
      description: 'A test artwork.',
      tags: ['bunny'],
      featured: true,
      images: ['/uploads/a1-10x10.webp', '/uploads/a2-10x10.webp'],
      listingType: 'sale',
      price: 240.5,
      artist: { bio: 'Momo Sakura paints.' },
      createdAt: day(1),
      updatedAt: day(1),
      version: 1,
      imageAlt: '',
    });
  });

  it.each([
    ['?sort=popular', 'sort'],
    ['?type=watercolour', 'type'],
    ['?year=twenty', 'year'],
    ['?limit=0', 'limit'],
    ['?featured=maybe', 'featured'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const response = await app.get(`/api/artworks${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(body.message).toEqual(expect.any(String));
    expect(Object.keys(body.errors)).toEqual([field]);
  });
});

describe('GET /api/artworks/id/:id and /slug/:slug', () => {
  it('finds an artwork by id and by slug', async () => {
    const [drift] = await list('?type=mixed-media');
    const byId = await app.get(`/api/artworks/id/${drift!._id}`);
    // A single record leaves out the list card's alt text.
    const { imageAlt, ...record } = drift!;
    expect(imageAlt).toBe('');
    expect(await byId.json()).toEqual(record);
    const bySlug = await app.get('/api/artworks/slug/bunny-tea');
    expect(((await bySlug.json()) as Artwork).title).toBe('Bunny Tea');
  });

  it('answers 404 "Artwork not found" for unknown ones', async () => {
    for (const path of ['/api/artworks/id/nope', '/api/artworks/slug/nope']) {
      const response = await app.get(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Artwork not found' });
    }
  });
});
