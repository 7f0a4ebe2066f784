import { beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost } from '@kawaii/shared';
import { signedIn } from '../test/auth.ts';
import { buildArtwork, buildPost } from '../test/factories.ts';
import { solidPng } from '../test/image-factories.ts';
import { asCustomer, asStaff, useStaffApp } from '../test/staff-app.ts';

const suite = useStaffApp('admin', { staffFields: { name: 'Helper Hana' }, customer: true });
const admin = asStaff(suite);
const customer = asCustomer(suite);
let bunnyId: string;
let bearId: string;

// Images the admin uploaded before saving (POST /api/media), as the forms do.
let KEPT_A: string;
let KEPT_B: string;

const form = {
  title: 'Sewing a Bunny',
  slug: 'sewing-a-bunny',
  category: 'Tutorials',
  tags: '["sewing","dolls"]',
  excerpt: 'Six pattern pieces.',
  content: 'Cut.\n\nSew.',
  published: 'true',
  featured: 'false',
};

beforeAll(async () => {
  KEPT_A = await admin.upload(await solidPng(10, 10, '#ffc8dd'));
  KEPT_B = await admin.upload(await solidPng(10, 10, '#bde0fe'));
  bunnyId = buildArtwork(suite.app.db, { title: 'Bunny Tea', images: [KEPT_A] }).id;
  bearId = buildArtwork(suite.app.db, { title: 'Bear Knight', slug: null }).id;
});

async function answered(response: Response, status = 200): Promise<BlogPost> {
  expect(response.status).toBe(status);
  return (await response.json()) as BlogPost;
}

describe('POST /api/blog', () => {
  it('creates from the multipart form with a new cover file, authored by the admin', async () => {
    const post = await answered(
      await admin.form(
        'POST',
        '/api/blog',
        { ...form, existingImages: [KEPT_A], relatedArtworks: JSON.stringify([bearId, bunnyId]) },
        [
          { field: 'images', content: await solidPng(10) },
          { field: 'coverImage', content: await solidPng(16) },
        ],
      ),
      201,
    );
    expect(post).toMatchObject({
      title: 'Sewing a Bunny',
      slug: 'sewing-a-bunny',
      category: 'Tutorials',
      tags: ['sewing', 'dolls'],
      published: true,
      featured: false,
      author: { name: suite.staffUser.name },
      version: 1,
    });
    // The new cover is not among the images sent, so it leads them; the cover is also the main image.
    expect(post.coverImage).toMatch(/-16x16\.webp$/);
    expect(post.mainImage).toBe(post.coverImage);
    expect(post.images).toEqual([post.coverImage, KEPT_A, expect.stringMatching(/-10x10\.webp$/)]);
    expect(post.relatedArtworks.map((artwork) => artwork.title)).toEqual([
      'Bear Knight',
      'Bunny Tea',
    ]);
    expect(post.relatedArtworks[1]).toEqual({
      _id: bunnyId,
      title: 'Bunny Tea',
      slug: expect.any(String),
      images: [KEPT_A],
    });
  });

  it('stores a cover file that is also one of the new images once, in its place', async () => {
    const cover = await solidPng(18);
    const post = await answered(
      await admin.form('POST', '/api/blog', { ...form, slug: 'one-cover' }, [
        { field: 'images', content: await solidPng(10) },
        { field: 'images', content: cover },
        { field: 'coverImage', content: cover },
      ]),
      201,
    );
    expect(post.images).toHaveLength(2);
    expect(post.coverImage).toBe(post.images[1]);
  });

  it('creates from JSON with a kept cover path, and defaults to published', async () => {
    const post = await answered(
      await admin.json('POST', '/api/blog', {
        ...form,
        slug: 'json-post',
        tags: ['studio'],
        published: undefined,
        existingImages: [KEPT_A, KEPT_B],
        coverImage: KEPT_B,
        relatedArtworks: [bunnyId],
      }),
      201,
    );
    expect(post).toMatchObject({
      published: true,
      images: [KEPT_A, KEPT_B],
      coverImage: KEPT_B,
      mainImage: KEPT_B,
      relatedArtworks: [{ _id: bunnyId, title: 'Bunny Tea' }],
    });
  });

  it('refuses unknown related artworks with 400', async () => {
    const response = await admin.json('POST', '/api/blog', {
      ...form,
      slug: 'unknown-related',
      relatedArtworks: [bunnyId, 'no-such-artwork'],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Related artwork not found',
      errors: { relatedArtworks: 'Related artwork not found' },
    });
  });

  it('refuses missing required fields with 400 and an error per field', async () => {
    const response = await admin.json('POST', '/api/blog', { title: 'Only a title' });
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(Object.keys(errors).sort()).toEqual(['category', 'content', 'excerpt', 'slug']);
  });

  it('refuses a cover that is not an uploaded image', async () => {
    const response = await admin.json('POST', '/api/blog', {
      ...form,
      slug: 'bad-cover',
      coverImage: 'https://elsewhere.example/cover.png',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: object }).errors).toHaveProperty('coverImage');
  });

  it('refuses a duplicate slug with 409', async () => {
    buildPost(suite.app.db, { slug: 'taken-post' });
    const response = await admin.json('POST', '/api/blog', { ...form, slug: 'taken-post' });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      message: 'That URL slug is already used',
      errors: { slug: 'That URL slug is already used' },
    });
  });

  it('answers 401 without a token and 403 for a customer', async () => {
    expect((await suite.app.get('/api/blog', { method: 'POST' })).status).toBe(401);
    expect((await customer.json('POST', '/api/blog', form)).status).toBe(403);
  });
});

describe('PUT /api/blog/:id', () => {
  it('replaces the fields, images and related artworks and bumps the version', async () => {
    const stored = buildPost(
      suite.app.db,
      { slug: 'to-edit', images: [KEPT_A, KEPT_B], coverImage: KEPT_B, mainImage: KEPT_B },
      [bunnyId],
    );
    const post = await answered(
      await admin.form(
        'PUT',
        `/api/blog/${stored.id}`,
        {
          ...form,
          slug: 'to-edit',
          title: 'Edited',
          existingImages: [KEPT_B, KEPT_A],
          coverImage: KEPT_A,
          relatedArtworks: `${bearId}`,
          version: '1',
        },
        [{ field: 'images', content: await solidPng(10) }],
      ),
    );
    expect(post).toMatchObject({
      title: 'Edited',
      coverImage: KEPT_A,
      relatedArtworks: [{ _id: bearId }],
      version: 2,
      createdAt: stored.createdAt,
    });
    expect(post.images.slice(0, 2)).toEqual([KEPT_B, KEPT_A]);
    expect(post.images).toHaveLength(3);
  });

  it('moves the cover to the first image when the old cover was removed', async () => {
    const stored = buildPost(suite.app.db, { images: [KEPT_A, KEPT_B], coverImage: KEPT_A });
    const post = await answered(
      await admin.json('PUT', `/api/blog/${stored.id}`, {
        ...form,
        slug: stored.slug,
        existingImages: [KEPT_B],
      }),
    );
    expect(post).toMatchObject({ images: [KEPT_B], coverImage: KEPT_B });
  });

  it('answers 409 with the current post for a stale version', async () => {
    const stored = buildPost(suite.app.db, {
      slug: 'stale-post',
      title: 'Newer title',
      version: 2,
    });
    const response = await admin.json('PUT', `/api/blog/${stored.id}`, {
      ...form,
      slug: 'stale-post',
      version: 1,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      message: 'This item was changed by someone else',
      current: { _id: stored.id, title: 'Newer title', version: 2 },
    });
  });
});

describe('unpublished posts', () => {
  it('are hidden from visitors and shown to admins, on the list and by slug', async () => {
    buildPost(suite.app.db, { slug: 'draft-post', published: false });
    const visitorList = (await (
      await suite.app.get('/api/blog?published=false')
    ).json()) as BlogPost[];
    expect(visitorList.map((post) => post.slug)).not.toContain('draft-post');
    expect((await suite.app.get('/api/blog/slug/draft-post')).status).toBe(404);

    const headers = (await signedIn(suite.app, { role: 'superadmin' })).headers;
    const drafts = (await (
      await suite.app.get('/api/blog?published=false', { headers })
    ).json()) as BlogPost[];
    expect(drafts.map((post) => post.slug)).toEqual(['draft-post']);
    const draft = await suite.app.get('/api/blog/slug/draft-post', { headers });
    expect(draft.status).toBe(200);
  });
});

describe('DELETE /api/blog/:id', () => {
  it('deletes with 200 and a message, then answers 404', async () => {
    const stored = buildPost(suite.app.db, { slug: 'farewell' }, [bunnyId]);
    const response = await admin.delete(`/api/blog/${stored.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Post deleted' });
    expect((await suite.app.get('/api/blog/slug/farewell')).status).toBe(404);
    expect((await admin.delete(`/api/blog/${stored.id}`)).status).toBe(404);
    // The related artwork itself stays.
    expect((await suite.app.get(`/api/artworks/id/${bunnyId}`)).status).toBe(200);
  });
});
