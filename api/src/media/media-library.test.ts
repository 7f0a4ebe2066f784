import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem, MediaPage } from '@kawaii/shared';
import { signedIn } from '../test/auth.ts';
import { buildArtwork, buildPost, buildProduct, day } from '../test/factories.ts';
import { useStaffApp, type StaffApp } from '../test/staff-app.ts';

const media = useStaffApp('admin');
let artworkId: string;
let postId: string;
let productId: string;

beforeAll(async () => {
  artworkId = buildArtwork(media.app.db, {
    title: 'Bunny Tea',
    images: ['/uploads/bunny-10x10.webp', '/uploads/shared-10x10.webp'],
    createdAt: day(1),
  }).id;
  postId = buildPost(media.app.db, {
    title: 'Studio Diary',
    published: false,
    coverImage: '/uploads/diary-10x10.webp',
    mainImage: '/uploads/diary-10x10.webp',
    images: ['/uploads/diary-10x10.webp', '/uploads/shared-10x10.webp'],
    createdAt: day(3),
  }).id;
  productId = buildProduct(media.app.db, {
    title: 'Bunny Sticker',
    images: ['/uploads/sticker-10x10.webp'],
    createdAt: day(2),
  }).id;
});

async function page(query = ''): Promise<MediaPage> {
  const response = await media.app.get(`/api/media${query}`, { headers: media.staff });
  expect(response.status).toBe(200);
  return (await response.json()) as MediaPage;
}

async function library(query = ''): Promise<MediaItem[]> {
  const { items, hasMore } = await page(query);
  expect(hasMore).toBe(false);
  return items;
}

const paths = (items: MediaItem[]) => items.map((item) => item.path);

function putAlt(body: unknown, headers = media.staff) {
  return media.app.get('/api/media/alt', {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('GET /api/media', () => {
  it('lists every image of posts, products and artworks, newest record first, each path once', async () => {
    const items = await library();
    expect(paths(items)).toEqual([
      '/uploads/diary-10x10.webp',
      '/uploads/shared-10x10.webp',
      '/uploads/sticker-10x10.webp',
      '/uploads/bunny-10x10.webp',
    ]);
    expect(items[0]).toEqual({
      id: `blog-${postId}-0`,
      path: '/uploads/diary-10x10.webp',
      title: 'Studio Diary',
      type: 'blog',
      sourceId: postId,
      date: day(3),
      alt: '',
    });
    expect(items[2]).toMatchObject({
      type: 'product',
      sourceId: productId,
      title: 'Bunny Sticker',
    });
    expect(items[3]).toMatchObject({ type: 'artwork', sourceId: artworkId, date: day(1) });
  });

  it('filters by type and by title, ignoring case', async () => {
    expect(paths(await library('?type=artwork'))).toEqual([
      '/uploads/bunny-10x10.webp',
      '/uploads/shared-10x10.webp',
    ]);
    expect(paths(await library('?type=product'))).toEqual(['/uploads/sticker-10x10.webp']);
    expect(paths(await library('?q=BUNNY'))).toEqual([
      '/uploads/sticker-10x10.webp',
      '/uploads/bunny-10x10.webp',
      '/uploads/shared-10x10.webp',
    ]);
    expect(await library('?type=blog&q=bunny')).toEqual([]);
  });

  it('finds an image by its alt text or its path too', async () => {
    // Not the diary's picture: the first test reads it as still without an alt text.
    await putAlt({ path: '/uploads/sticker-10x10.webp', alt: 'A glittery star' });
    expect(paths(await library('?q=glitter'))).toEqual(['/uploads/sticker-10x10.webp']);
    expect(paths(await library('?q=diary-10'))).toEqual(['/uploads/diary-10x10.webp']);
  });

  it('refuses an unknown type, a page outside 20-100, and anyone but an admin', async () => {
    const unknownType = await media.app.get('/api/media?type=video', { headers: media.staff });
    expect(unknownType.status).toBe(400);
    for (const query of ['?limit=19', '?limit=101', '?offset=-1', '?offset=two']) {
      expect((await media.app.get(`/api/media${query}`, { headers: media.staff })).status).toBe(
        400,
      );
    }
    expect((await media.app.get('/api/media')).status).toBe(401);
    const customer = await signedIn(media.app);
    expect((await media.app.get('/api/media', { headers: customer.headers })).status).toBe(403);
  });
});

describe('alt texts', () => {
  it('stores an alt text, shows it in the library and to the pages, and replaces it', async () => {
    const saved = await putAlt({
      path: '/uploads/bunny-10x10.webp',
      alt: '  A bunny sipping tea ',
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      path: '/uploads/bunny-10x10.webp',
      alt: 'A bunny sipping tea',
    });

    const bunny = (await library('?type=artwork')).find((item) => item.path.includes('bunny'));
    expect(bunny?.alt).toBe('A bunny sipping tea');

    await putAlt({ path: '/uploads/bunny-10x10.webp', alt: 'A bunny with a teacup' });
    // Public: pages ask without a token, with the paths repeated. The shared image is one no test
    // gives an alt text, so its absence from the answer holds whichever tests ran before.
    const alts = await media.app.get(
      '/api/media/alt?path=%2Fuploads%2Fbunny-10x10.webp&path=%2Fuploads%2Fshared-10x10.webp',
    );
    expect(alts.status).toBe(200);
    expect(await alts.json()).toEqual({ '/uploads/bunny-10x10.webp': 'A bunny with a teacup' });
    const single = await media.app.get('/api/media/alt?path=%2Fuploads%2Fbunny-10x10.webp');
    expect(await single.json()).toEqual({ '/uploads/bunny-10x10.webp': 'A bunny with a teacup' });
    expect(await (await media.app.get('/api/media/alt')).json()).toEqual({});
  });

  it('keeps the size of a stored image name on the new media_files row', async () => {
    await putAlt({ path: '/uploads/sticker-10x10.webp', alt: 'Sticker' });
    const row = media.app.db
      .prepare('SELECT width, height, alt FROM media_files WHERE path = ?')
      .get('/uploads/sticker-10x10.webp');
    expect(row).toEqual({ width: 10, height: 10, alt: 'Sticker' });
  });

  it('refuses paths outside the uploads folder, and callers who are not admins', async () => {
    for (const path of ['/etc/passwd', '/uploads/../kawaii-atelier.db', '/uploads/a/b.webp']) {
      const response = await putAlt({ path, alt: 'x' });
      expect(response.status).toBe(400);
    }
    const customer = await signedIn(media.app);
    const refused = await putAlt({ path: '/uploads/bunny-10x10.webp', alt: 'x' }, customer.headers);
    expect(refused.status).toBe(403);
  });

  it('answers at most 100 paths at once', async () => {
    const many = Array.from({ length: 101 }, (_, n) => `path=%2Fuploads%2F${n}.webp`).join('&');
    expect((await media.app.get(`/api/media/alt?${many}`)).status).toBe(400);
  });
});

/**
 * A library of its own, holding only 65 products with one image each, product n created on day n:
 * newest first is 65, 64, ... Each paging test gets one, so a deletion in one cannot shift the
 * pages another reads.
 */
function pagedLibrary() {
  const paged = useStaffApp('admin');
  beforeAll(() => {
    for (let n = 1; n <= 65; n += 1) {
      buildProduct(paged.app.db, {
        title: `Sticker ${n}`,
        images: [`/uploads/sticker${n}-10x10.webp`],
        createdAt: day(n),
      });
    }
  });
  return paged;
}

const numbers = (items: MediaItem[]) => items.map((item) => Number(item.title.split(' ')[1]));

async function pageOf(paged: StaffApp, query: string): Promise<MediaPage> {
  const response = await paged.app.get(`/api/media${query}`, { headers: paged.staff });
  expect(response.status).toBe(200);
  return (await response.json()) as MediaPage;
}

describe('paging', () => {
  const paged = pagedLibrary();

  it('answers 30 at a time, newest first, and says whether more follow', async () => {
    const first = await pageOf(paged, '');
    expect(numbers(first.items)).toEqual(Array.from({ length: 30 }, (_, n) => 65 - n));
    expect(first.hasMore).toBe(true);
    const second = await pageOf(paged, '?offset=30');
    expect(numbers(second.items)[0]).toBe(35);
    expect(second.hasMore).toBe(true);
    // The last 5: a short page is the end.
    const last = await pageOf(paged, '?offset=60');
    expect(numbers(last.items)).toEqual([5, 4, 3, 2, 1]);
    expect(last.hasMore).toBe(false);
    // A full page that ends the list exactly says so too.
    const exact = await pageOf(paged, '?offset=35');
    expect(exact.items).toHaveLength(30);
    expect(exact.hasMore).toBe(false);
    expect(await pageOf(paged, '?offset=500')).toEqual({ items: [], hasMore: false });
    expect((await pageOf(paged, '?limit=20')).items).toHaveLength(20);
  });
});

describe('paging while images are deleted', () => {
  const paged = pagedLibrary();

  it('skips nothing when a shown item is deleted before the next page', async () => {
    const first = await pageOf(paged, '');
    const deleted = first.items[3]!.path;
    writeFileSync(join(paged.app.uploadsDir, deleted.slice('/uploads/'.length)), 'x');
    const response = await paged.app.get(`/api/media/${encodeURIComponent(deleted)}`, {
      method: 'DELETE',
      headers: paged.staff,
    });
    expect(response.status).toBe(200);
    // The library asks from the number of items it still shows: 29.
    const next = await pageOf(paged, '?offset=29');
    expect(numbers(next.items)[0]).toBe(35);
    const seen = [...first.items.filter((item) => item.path !== deleted), ...next.items];
    expect(new Set(seen.map((item) => item.path)).size).toBe(59);
  });
});
