// The artist's offline day, against the REAL shop API (the api workspace's app on a temporary
// database): edits made while the shop is down are kept across restarts of the studio and reach
// the shop in order when it returns; web edits made meanwhile become conflicts; local images go
// up exactly once.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Artwork, BlogPost, Category, Product } from '@kawaii/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StudioServices } from './studio-services.ts';
import { ADMIN, startShopServer, type ShopServer } from './test/shop-server.ts';
import { newDataDir, openStudio, removeDataDir } from './test/studio-fixture.ts';
import { PATIENCE } from './test/patience.ts';
import { artworkInput, categoryInput, postInput, productInput } from './test/inputs.ts';

let shop: ShopServer;
let dataDir: string;
let studio: StudioServices;

beforeEach(async () => {
  shop = await startShopServer();
  dataDir = newDataDir();
  studio = openStudio(dataDir);
  await studio.signIn({ serverUrl: shop.url, email: ADMIN.email, password: ADMIN.password });
});

afterEach(async () => {
  await studio.close();
  removeDataDir(dataDir);
  await shop.close();
});

const isLocal = (id: string) => id.startsWith('local-');

describe('editing while the shop is unreachable', () => {
  it('keeps the edits across a restart of the studio and pushes them in order when the shop returns', async () => {
    const doomed = await shop.api<BlogPost>('POST', '/blog', postInput({ title: 'Old news' }));
    await studio.sync.syncNow();
    await shop.stop();

    const api = studio.adminApi;
    const category = await api.saveCategory(null, categoryInput({ name: 'Plushies' }));
    const product = await api.saveProduct(null, productInput(category._id, { title: 'Bunny' }));
    const draft = await api.savePost(null, postInput({ title: 'Diary, first draft' }));
    await api.savePost(draft._id, postInput({ title: 'Diary, final', slug: draft.slug }));
    await api.deletePost(doomed._id);
    expect(isLocal(category._id) && isLocal(product._id) && isLocal(draft._id)).toBe(true);
    expect(product.category).toEqual({ _id: category._id, name: 'Plushies' });

    const offline = await studio.sync.syncNow();
    expect(offline.online).toBe(false);
    // The draft's second save replaced its waiting create: four changes, not five.
    expect(offline.pending).toBe(4);
    expect(offline.lastError).toContain('will sync when the shop is reachable');
    expect(offline.nextRetryAt).not.toBeNull();

    // The studio quits and opens again, still offline: nothing is lost.
    await studio.close();
    studio = openStudio(dataDir);
    expect(studio.session().user?.email).toBe(ADMIN.email);
    expect((await studio.sync.syncNow()).pending).toBe(4);
    const postsOffline = await studio.adminApi.listPosts();
    expect(postsOffline.map((post) => post.title)).toContain('Diary, final');
    expect(postsOffline.map((post) => post._id)).not.toContain(doomed._id);

    await shop.restart();
    const synced = await studio.sync.syncNow();
    expect(synced).toMatchObject({ online: true, pending: 0, lastError: null, conflicts: [] });
    expect(synced.lastSyncAt).not.toBeNull();

    const serverPosts = await shop.api<BlogPost[]>('GET', '/blog');
    const diary = serverPosts.find((post) => post.slug === draft.slug);
    // Created once, already with its final title.
    expect(diary).toMatchObject({ title: 'Diary, final', version: 1 });
    expect(serverPosts.map((post) => post._id)).not.toContain(doomed._id);
    const categories = await shop.api<Category[]>('GET', '/categories');
    const plushies = categories.find((item) => item.name === 'Plushies');
    const products = await shop.api<Product[]>('GET', '/shop');
    // The product went up with the category's server id, not the temporary one.
    expect(products.find((item) => item.title === 'Bunny')?.category).toEqual({
      _id: plushies?._id,
      name: 'Plushies',
    });

    const localPosts = await studio.adminApi.listPosts();
    expect(localPosts.some((post) => isLocal(post._id))).toBe(false);
    expect(localPosts.find((post) => post.slug === draft.slug)?._id).toBe(diary?._id);
  });

  it('retries on its own with back-off and syncs once the shop is back', async () => {
    await studio.close();
    studio = openStudio(dataDir, { retryDelayMs: () => 50, pushDelayMs: 10 });
    await shop.stop();
    const post = await studio.adminApi.savePost(null, postInput({ title: 'Queued' }));
    await expect.poll(() => studio.sync.status().lastError, PATIENCE).toContain('reach');

    await shop.restart();
    await expect.poll(() => studio.sync.status().pending, PATIENCE).toBe(0);
    await studio.sync.idle();
    const titles = (await shop.api<BlogPost[]>('GET', '/blog')).map((item) => item.title);
    expect(titles).toContain('Queued');
    expect(studio.sync.status().online).toBe(true);
    expect(isLocal(post._id)).toBe(true);
  });
});

describe('a web edit made while the studio was offline', () => {
  async function editedOnBothSides(): Promise<BlogPost> {
    const post = await shop.api<BlogPost>('POST', '/blog', postInput({ title: 'Shared post' }));
    await studio.sync.syncNow();
    await shop.stop();
    await studio.adminApi.savePost(
      post._id,
      postInput({ title: 'Mine', slug: post.slug, version: post.version }),
    );
    await shop.restart();
    await shop.api('PUT', `/blog/${post._id}`, {
      ...postInput({ title: 'Web', slug: post.slug }),
      version: post.version,
    });
    return post;
  }

  it('becomes a conflict showing what differs; keeping mine resends it on the server version', async () => {
    const post = await editedOnBothSides();

    const status = await studio.sync.syncNow();
    expect(status.pending).toBe(1);
    expect(status.conflicts).toHaveLength(1);
    const [conflict] = status.conflicts;
    expect(conflict).toMatchObject({
      kind: 'edited-on-server',
      collection: 'posts',
      title: 'Mine',
    });
    expect(conflict?.differences).toContainEqual({ field: 'title', mine: 'Mine', server: 'Web' });
    // Both versions are kept: the studio still shows the artist's.
    const local = (await studio.adminApi.listPosts()).find((item) => item._id === post._id);
    expect(local?.title).toBe('Mine');

    const settled = await studio.sync.resolveConflict(conflict!.id, 'mine');
    expect(settled).toMatchObject({ pending: 0, conflicts: [] });
    const onServer = (await shop.api<BlogPost[]>('GET', '/blog')).find(
      (item) => item._id === post._id,
    );
    expect(onServer).toMatchObject({ title: 'Mine', version: 3 });
  });

  it("taking the server's drops the local change and keeps the web version", async () => {
    const post = await editedOnBothSides();
    const [conflict] = (await studio.sync.syncNow()).conflicts;

    const settled = await studio.sync.resolveConflict(conflict!.id, 'server');
    expect(settled).toMatchObject({ pending: 0, conflicts: [] });
    const local = (await studio.adminApi.listPosts()).find((item) => item._id === post._id);
    expect(local).toMatchObject({ title: 'Web', version: 2 });
    const onServer = (await shop.api<BlogPost[]>('GET', '/blog')).find(
      (item) => item._id === post._id,
    );
    expect(onServer).toMatchObject({ title: 'Web', version: 2 });
  });

  it('deleted on the web: keeping mine brings the record back', async () => {
    const post = await shop.api<BlogPost>('POST', '/blog', postInput({ title: 'Fragile' }));
    await studio.sync.syncNow();
    await shop.stop();
    await studio.adminApi.savePost(
      post._id,
      postInput({ title: 'Saved by the studio', slug: post.slug }),
    );
    await shop.restart();
    await shop.api('DELETE', `/blog/${post._id}`);

    const [conflict] = (await studio.sync.syncNow()).conflicts;
    expect(conflict).toMatchObject({ kind: 'deleted-on-server', title: 'Saved by the studio' });
    await studio.sync.resolveConflict(conflict!.id, 'mine');

    const titles = (await shop.api<BlogPost[]>('GET', '/blog')).map((item) => item.title);
    expect(titles).toContain('Saved by the studio');
    expect(studio.sync.status().pending).toBe(0);
  });
});

describe('a refused change', () => {
  it('stays as a conflict with the server’s reason instead of being dropped', async () => {
    const taken = await shop.api<BlogPost>('POST', '/blog', postInput({ title: 'First' }));
    await studio.adminApi.savePost(null, postInput({ title: 'Second', slug: taken.slug }));

    const [conflict] = (await studio.sync.syncNow()).conflicts;
    expect(conflict).toMatchObject({ kind: 'rejected', title: 'Second' });
    expect(conflict?.message).toContain('slug');
    expect(studio.sync.status().pending).toBe(1);

    await studio.sync.resolveConflict(conflict!.id, 'server');
    const titles = (await studio.adminApi.listPosts()).map((post) => post.title);
    expect(titles).not.toContain('Second');
    expect(studio.sync.status().pending).toBe(0);
  });
});

describe('local images', () => {
  let pictures: string;

  beforeEach(async () => {
    pictures = mkdtempSync(join(tmpdir(), 'kawaii-studio-pictures-'));
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#ff8fb8' } })
      .png()
      .toFile(join(pictures, 'pink-bunny.png'));
  });

  afterEach(() => rmSync(pictures, { recursive: true, force: true }));

  const uploadedMasters = () =>
    existsSync(shop.uploadsDir)
      ? readdirSync(shop.uploadsDir).filter((name) => !name.includes('@'))
      : [];

  it('is uploaded once, when the first record using it syncs, and both records get its path', async () => {
    await studio.media.addFolder(pictures);
    const [image] = (await studio.adminApi.listMedia({ q: 'bunny' })).items;
    expect(image).toMatchObject({ title: 'pink-bunny.png' });
    expect(image?.path).toMatch(/^studio-local:\/\/[a-z0-9]+$/);

    await shop.stop();
    await studio.adminApi.saveArtwork(
      null,
      artworkInput({ title: 'Bunny', existingImages: [image!.path] }),
    );
    await studio.adminApi.savePost(
      null,
      postInput({ title: 'Bunny diary', existingImages: [image!.path], coverImage: image!.path }),
    );
    expect((await studio.sync.syncNow()).pending).toBe(3); // one upload, two records
    expect(uploadedMasters()).toEqual([]);

    await shop.restart();
    expect((await studio.sync.syncNow()).pending).toBe(0);
    await studio.sync.syncNow();

    expect(uploadedMasters()).toHaveLength(1);
    const serverPath = `/uploads/${uploadedMasters()[0]}`;
    const artwork = (await shop.api<Artwork[]>('GET', '/artworks')).find(
      (item) => item.title === 'Bunny',
    );
    expect(artwork?.images).toEqual([serverPath]);
    const post = (await shop.api<BlogPost[]>('GET', '/blog')).find(
      (item) => item.title === 'Bunny diary',
    );
    expect(post).toMatchObject({ coverImage: serverPath, images: [serverPath] });

    // A later save with the same local image uses the uploaded path, without a second upload.
    await studio.adminApi.saveArtwork(
      null,
      artworkInput({ title: 'Bunny again', existingImages: [image!.path] }),
    );
    await studio.sync.syncNow();
    expect(uploadedMasters()).toHaveLength(1);
  });

  /** A post saved offline with the folder's picture, whose file then leaves the folder. */
  async function postWithVanishedPicture(): Promise<{ conflictId: string }> {
    await studio.media.addFolder(pictures);
    const [image] = (await studio.adminApi.listMedia({ q: 'bunny' })).items;
    await shop.stop();
    await studio.adminApi.savePost(
      null,
      postInput({ title: 'Bunny diary', existingImages: [image!.path], coverImage: image!.path }),
    );
    rmSync(join(pictures, 'pink-bunny.png'));
    await shop.restart();

    const status = await studio.sync.syncNow();
    expect(status.pending).toBe(2); // the picture and the post waiting for it
    const [conflict] = status.conflicts;
    expect(conflict).toMatchObject({
      kind: 'missing-file',
      collection: 'media',
      title: 'pink-bunny.png',
      missingFile: {
        filePath: join(pictures, 'pink-bunny.png'),
        hasPreview: true,
        waiting: [{ type: 'blog', title: 'Bunny diary' }],
      },
    });
    // Nothing is lost meanwhile: the post is still hers, with its picture, in the studio.
    const local = (await studio.adminApi.listPosts()).find((post) => post.title === 'Bunny diary');
    expect(local?.coverImage).toBe(image!.path);
    expect(uploadedMasters()).toEqual([]);
    return { conflictId: conflict!.id };
  }

  const syncedPost = async () =>
    (await shop.api<BlogPost[]>('GET', '/blog')).find((post) => post.title === 'Bunny diary');

  it('a picture gone before sync holds its post back until she uses the saved preview', async () => {
    const { conflictId } = await postWithVanishedPicture();
    expect(await syncedPost()).toBeUndefined();

    const status = await studio.sync.replaceMissingFile(conflictId, null);
    expect(status).toMatchObject({ pending: 0, conflicts: [] });
    const post = await syncedPost();
    expect(post?.coverImage).toMatch(/^\/uploads\/[a-z0-9]+-64x48\.webp$/);
    expect(post?.images).toEqual([post?.coverImage]);
  });

  it('or another file she chooses in its place; a file the shop would refuse is refused at once', async () => {
    const { conflictId } = await postWithVanishedPicture();
    const elsewhere = mkdtempSync(join(tmpdir(), 'kawaii-studio-moved-'));
    try {
      writeFileSync(join(elsewhere, 'notes.txt'), 'not a picture');
      await expect(
        studio.sync.replaceMissingFile(conflictId, join(elsewhere, 'notes.txt')),
      ).rejects.toMatchObject({ status: 415 });
      expect(studio.sync.status().conflicts).toHaveLength(1);

      await sharp({ create: { width: 80, height: 60, channels: 3, background: '#b7e4ff' } })
        .png()
        .toFile(join(elsewhere, 'pink-bunny-moved.png'));
      const status = await studio.sync.replaceMissingFile(
        conflictId,
        join(elsewhere, 'pink-bunny-moved.png'),
      );
      expect(status).toMatchObject({ pending: 0, conflicts: [] });
      expect((await syncedPost())?.coverImage).toMatch(/^\/uploads\/[a-z0-9]+-80x60\.webp$/);
      // The chosen file is copied into the studio: it can't go missing a second time.
      rmSync(join(elsewhere, 'pink-bunny-moved.png'));
      const [kept] = studio.media.search('moved');
      expect(kept?.filePath.startsWith(dataDir)).toBe(true);
      expect(existsSync(kept!.filePath)).toBe(true);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
