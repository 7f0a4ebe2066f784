// Records may only show images the server really stored: a made-up path, or the path of a file
// deleted since, is a clear 400 that saves nothing; a path the record already shows is kept.

import { beforeAll, describe, expect, it } from 'vitest';
import type { Artwork } from '@kawaii/shared';
import { buildArtwork, buildCategory } from '../test/factories.ts';
import { solidPng } from '../test/image-factories.ts';
import { asStaff, useStaffApp } from '../test/staff-app.ts';
import { missingImageMessage } from './stored-image-paths.ts';

const suite = useStaffApp('admin');
const admin = asStaff(suite);
let categoryId: string;

const MADE_UP = '/uploads/never-uploaded-10x10.webp';

beforeAll(() => {
  categoryId = buildCategory(suite.app.db, { name: 'Plush' }).id;
});

const artwork = {
  title: 'Moon Bunny',
  slug: 'moon-bunny',
  type: 'painting',
  year: 2025,
  description: 'A bunny on the moon.',
};

/** Every kind of record, each naming `path` in its image field (built when the test runs). */
const saves = (path: string) => [
  {
    url: '/api/artworks',
    field: 'existingImages',
    body: () => ({ ...artwork, existingImages: [path] }),
  },
  {
    url: '/api/blog',
    field: 'coverImage',
    body: () => ({
      title: 'Picnic',
      slug: 'picnic',
      category: 'News',
      excerpt: 'A picnic.',
      content: 'We went.',
      existingImages: [],
      coverImage: path,
    }),
  },
  {
    url: '/api/shop',
    field: 'existingImages',
    body: () => ({
      title: 'Bunny Plush',
      description: 'Soft.',
      price: 20,
      category: categoryId,
      stock: 2,
      existingImages: [path],
    }),
  },
  { url: '/api/categories', field: 'image', body: () => ({ name: 'Prints', image: path }) },
  {
    url: '/api/games',
    field: 'thumbnail',
    body: () => ({
      title: 'Sticker Puzzle',
      slug: 'sticker-puzzle',
      category: 'puzzle',
      tags: [],
      description: 'Slide.',
      status: 'coming-soon',
      thumbnail: path,
    }),
  },
];

describe('image paths that are not stored files', () => {
  it.each(saves(MADE_UP))('refuses a made-up path in $url ($field) with 400', async (save) => {
    const listBefore = await (await suite.app.get(save.url)).text();
    const response = await admin.json('POST', save.url, save.body());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: missingImageMessage(MADE_UP),
      errors: { [save.field]: missingImageMessage(MADE_UP) },
    });
    expect(await (await suite.app.get(save.url)).text()).toBe(listBefore);
  });

  it('takes a path once its file was uploaded', async () => {
    const path = await admin.upload(await solidPng(10));
    const response = await admin.json('POST', '/api/artworks', {
      ...artwork,
      slug: 'uploaded-first',
      existingImages: [path],
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as Artwork).images).toEqual([path]);
  });

  it('refuses to put back an image deleted from the media library while a form was open', async () => {
    const path = await admin.upload(await solidPng(11));
    const created = (await (
      await admin.json('POST', '/api/artworks', {
        ...artwork,
        slug: 'open-form',
        existingImages: [path],
      })
    ).json()) as Artwork;
    expect((await admin.delete(`/api/media/${encodeURIComponent(path)}`)).status).toBe(200);

    // The form still holds the old list and the version it opened with... then the new one.
    const stale = await admin.json('PUT', `/api/artworks/${created._id}`, {
      ...artwork,
      slug: 'open-form',
      existingImages: [path],
      version: created.version + 1,
    });
    expect(stale.status).toBe(400);
    expect(((await stale.json()) as { message: string }).message).toBe(missingImageMessage(path));
    const stored = (await (await suite.app.get('/api/artworks/slug/open-form')).json()) as Artwork;
    expect(stored.images).toEqual([]);
  });

  it('lets an edit keep an older image the record already shows, even when its file is gone', async () => {
    const old = buildArtwork(suite.app.db, {
      slug: 'old-one',
      images: ['/uploads/lost-long-ago-8x8.webp'],
    });
    const response = await admin.json('PUT', `/api/artworks/${old.id}`, {
      ...artwork,
      title: 'Renamed',
      slug: 'old-one',
      existingImages: ['/uploads/lost-long-ago-8x8.webp'],
      version: 1,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Artwork).title).toBe('Renamed');
  });

  it('refuses a folder or a symlink-looking name inside the uploads folder', async () => {
    const response = await admin.json('POST', '/api/artworks', {
      ...artwork,
      slug: 'not-a-file',
      existingImages: ['/uploads/..webp'],
    });
    expect(response.status).toBe(400);
  });
});
