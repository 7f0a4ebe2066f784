import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Artwork } from '@kawaii/shared';
import { buildArtwork } from '../test/factories.ts';
import { solidPng } from '../test/image-factories.ts';
import { asCustomer, asStaff, useStaffApp } from '../test/staff-app.ts';

const suite = useStaffApp('admin', { customer: true });
const admin = asStaff(suite);
const customer = asCustomer(suite);
let png: Buffer;

// Images the admin uploaded before saving (POST /api/media), as the forms do.
let KEPT_A: string;
let KEPT_B: string;

const form = {
  title: 'Strawberry Bunny',
  slug: 'strawberry-bunny',
  type: 'painting',
  year: '2025',
  featured: 'true',
  description: 'A bunny in a strawberry hat.',
  tags: 'bunny, strawberry, ',
};

beforeAll(async () => {
  png = await solidPng(12);
  KEPT_A = await admin.upload(await solidPng(10, 10, '#ffc8dd'));
  KEPT_B = await admin.upload(await solidPng(10, 10, '#bde0fe'));
});

async function created(response: Response): Promise<Artwork> {
  expect(response.status).toBe(201);
  return (await response.json()) as Artwork;
}

describe('POST /api/artworks', () => {
  it('creates from the multipart form: kept images first, then the new files, stored', async () => {
    const artwork = await created(
      await admin.form('POST', '/api/artworks', { ...form, existingImages: KEPT_A }, [
        { field: 'images', content: png },
        { field: 'images', content: await solidPng(14) },
      ]),
    );
    expect(artwork).toMatchObject({
      title: 'Strawberry Bunny',
      slug: 'strawberry-bunny',
      type: 'painting',
      year: 2025,
      featured: true,
      tags: ['bunny', 'strawberry'],
      listingType: 'display',
      price: null,
      version: 1,
    });
    expect(artwork.images).toHaveLength(3);
    expect(artwork.images[0]).toBe(KEPT_A);
    expect(artwork.images[1]).toMatch(/^\/uploads\/[a-z0-9]+-12x12\.webp$/);
    expect(artwork.images[2]).toMatch(/^\/uploads\/[a-z0-9]+-14x14\.webp$/);
    for (const path of artwork.images.slice(1)) {
      expect(existsSync(join(suite.app.uploadsDir, path.slice('/uploads/'.length)))).toBe(true);
    }
    const bySlug = await suite.app.get('/api/artworks/slug/strawberry-bunny');
    expect(await bySlug.json()).toEqual(artwork);
  });

  it('creates from JSON with already uploaded paths, in the order given', async () => {
    const artwork = await created(
      await admin.json('POST', '/api/artworks', {
        ...form,
        slug: 'json-bunny',
        year: 2024,
        featured: false,
        tags: ['bunny'],
        listingType: 'sale',
        price: 120.5,
        existingImages: [KEPT_B, KEPT_A],
      }),
    );
    expect(artwork).toMatchObject({ images: [KEPT_B, KEPT_A], listingType: 'sale', price: 120.5 });
  });

  it('refuses a duplicate slug with 409 and a slug error', async () => {
    buildArtwork(suite.app.db, { slug: 'taken-slug' });
    const response = await admin.json('POST', '/api/artworks', { ...form, slug: 'taken-slug' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: 'That URL slug is already used',
      errors: { slug: 'That URL slug is already used' },
    });
  });

  it('refuses invalid fields with 400 and an error per field', async () => {
    const response = await admin.json('POST', '/api/artworks', {
      ...form,
      title: ' ',
      type: 'watercolour',
      year: 'soon',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(body.errors).toEqual({
      title: 'Title is required',
      type: expect.stringContaining('Type must be one of'),
      year: 'Year must be a number',
    });
  });

  it.each([
    'https://elsewhere.example/cat.png',
    '/uploads/../data/test.db',
    '/uploads/sub/dir.webp',
    '/secret.webp',
  ])('refuses the kept image path %s with 400', async (path) => {
    const response = await admin.json('POST', '/api/artworks', {
      ...form,
      slug: 'bad-path',
      existingImages: [KEPT_A, path],
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: object }).errors).toHaveProperty('existingImages');
    expect((await suite.app.get('/api/artworks/slug/bad-path')).status).toBe(404);
  });

  it('refuses a file that is not an image with 415 and saves nothing', async () => {
    const response = await admin.form('POST', '/api/artworks', { ...form, slug: 'not-image' }, [
      { field: 'images', content: Buffer.from('<?php echo "hi"; ?>'), name: 'cute.png' },
    ]);
    expect(response.status).toBe(415);
    expect((await suite.app.get('/api/artworks/slug/not-image')).status).toBe(404);
  });

  it('answers 401 without a token and 403 for a customer', async () => {
    const anonymous = await suite.app.get('/api/artworks', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...form, slug: 'anonymous' }),
    });
    expect(anonymous.status).toBe(401);
    expect((await customer.json('POST', '/api/artworks', { ...form, slug: 'cust' })).status).toBe(
      403,
    );
  });
});

describe('PUT /api/artworks/:id', () => {
  it('keeps exactly the kept images in their new order plus the new file, and bumps the version', async () => {
    const stored = buildArtwork(suite.app.db, {
      slug: 'reorder-me',
      images: [KEPT_A, KEPT_B, '/uploads/cccc-10x10.webp'],
      medium: 'Felt',
      listingType: 'sale',
      priceCents: 4500,
    });
    const response = await admin.form(
      'PUT',
      `/api/artworks/${stored.id}`,
      { ...form, slug: 'reorder-me', existingImages: [KEPT_B, KEPT_A], version: '1' },
      [{ field: 'images', content: png }],
    );
    expect(response.status).toBe(200);
    const artwork = (await response.json()) as Artwork;
    expect(artwork.images.slice(0, 2)).toEqual([KEPT_B, KEPT_A]);
    expect(artwork.images).toHaveLength(3);
    expect(artwork.images[2]).toMatch(/-12x12\.webp$/);
    expect(artwork.version).toBe(2);
    expect(artwork.updatedAt).not.toBe(stored.updatedAt);
    expect(artwork.createdAt).toBe(stored.createdAt);
    // Fields the web form does not send keep their stored values.
    expect(artwork).toMatchObject({ medium: 'Felt', listingType: 'sale', price: 45 });
  });

  it('answers 409 with the current record for a stale version', async () => {
    const stored = buildArtwork(suite.app.db, { slug: 'edited-elsewhere', version: 3 });
    const response = await admin.json('PUT', `/api/artworks/${stored.id}`, {
      ...form,
      slug: 'edited-elsewhere',
      title: 'My old draft',
      version: 2,
    });
    expect(response.status).toBe(409);
    const body = (await response.json()) as { message: string; current: Artwork };
    expect(body.message).toBe('This item was changed by someone else');
    expect(body.current).toMatchObject({ _id: stored.id, title: stored.title, version: 3 });
    const unchanged = (await (
      await suite.app.get(`/api/artworks/id/${stored.id}`)
    ).json()) as Artwork;
    expect(unchanged.title).toBe(stored.title);
  });

  it("refuses another artwork's slug but keeps its own", async () => {
    const stored = buildArtwork(suite.app.db, { slug: 'mine' });
    buildArtwork(suite.app.db, { slug: 'theirs' });
    const taken = await admin.json('PUT', `/api/artworks/${stored.id}`, {
      ...form,
      slug: 'theirs',
    });
    expect(taken.status).toBe(409);
    const own = await admin.json('PUT', `/api/artworks/${stored.id}`, { ...form, slug: 'mine' });
    expect(own.status).toBe(200);
  });

  it('answers 404 for an unknown artwork', async () => {
    const response = await admin.json('PUT', '/api/artworks/nope', form);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Artwork not found' });
  });
});

describe('DELETE /api/artworks/:id', () => {
  it('deletes with 200 and a message, then answers 404', async () => {
    const stored = buildArtwork(suite.app.db, { slug: 'goodbye' });
    const response = await admin.delete(`/api/artworks/${stored.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Artwork deleted' });
    expect((await suite.app.get('/api/artworks/slug/goodbye')).status).toBe(404);
    expect((await admin.delete(`/api/artworks/${stored.id}`)).status).toBe(404);
  });
});
