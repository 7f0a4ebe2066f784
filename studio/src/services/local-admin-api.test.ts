// The studio's AdminApi without a shop: lists and saves work from the local store, online-only
// operations say clearly that they need the shop, and each change is written with its outbox
// entry or not at all.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AdminApiError,
  STAFF_PAGE_SIZE,
  type BackupReport,
  type ShopSettings,
} from '@kawaii/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StudioServices } from './studio-services.ts';
import { FAKE_SHOP_URL, fakeAdmin, fakeShop, type FakeShop } from './test/fake-shop.ts';
import { newDataDir, openStudio, removeDataDir } from './test/studio-fixture.ts';
import { artworkInput, categoryInput, postInput, productInput } from './test/inputs.ts';

let shop: FakeShop;

const BACKUP_REPORT: BackupReport = {
  readAt: '2026-11-27T09:00:00.000Z',
  schedule: 'daily at 03:30',
  dueEveryHours: 24,
  offsiteConfigured: true,
  lastBackup: {
    name: 'backup-2026-11-27T03-30-00-000Z',
    takenAt: '2026-11-27T03:30:00.000Z',
    bytes: 4096,
    problems: [],
  },
  offsite: {
    name: 'backup-2026-11-27T03-30-00-000Z',
    location: 's3://backups/shop/backup-2026-11-27T03-30-00-000Z/',
    uploadedAt: '2026-11-27T03:30:05.000Z',
  },
  lastError: null,
};
let dataDir: string;
let studio: StudioServices;

beforeEach(async () => {
  shop = fakeShop({
    'GET /api/settings/backups': BACKUP_REPORT,
    'GET /api/media': {
      items: [
        {
          id: 'm1',
          path: '/uploads/a-1x1.webp',
          title: 'Doll',
          type: 'product',
          sourceId: 'p',
          date: '',
          alt: '',
        },
        ...Array.from({ length: 44 }, (_, n) => ({
          id: `a${n}`,
          path: `/uploads/art${n}-1x1.webp`,
          title: `Art ${n}`,
          type: 'artwork',
          sourceId: `a${n}`,
          date: '',
          alt: '',
        })),
      ],
      hasMore: false,
    },
  });
  dataDir = newDataDir();
  studio = openStudio(dataDir, { fetch: shop.fetch });
  await studio.signIn({ serverUrl: FAKE_SHOP_URL, email: fakeAdmin.email, password: 'secret' });
  shop.online = false;
});

afterEach(async () => {
  await studio.close();
  removeDataDir(dataDir);
});

async function failure(promise: Promise<unknown>): Promise<AdminApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AdminApiError)) throw new Error(`Expected an AdminApiError, got ${error}`);
  return error;
}

describe('offline', () => {
  it('shows a saved post in the list at once and counts it as waiting', async () => {
    const saved = await studio.adminApi.savePost(null, postInput({ title: 'Offline thoughts' }));
    expect((await studio.adminApi.listPosts()).map((post) => post.title)).toEqual([
      'Offline thoughts',
    ]);
    expect(studio.sync.status().pending).toBe(1);

    // Made and deleted before the shop ever had it: nothing is left to send.
    await studio.adminApi.deletePost(saved._id);
    expect(await studio.adminApi.listPosts()).toEqual([]);
    expect(studio.sync.status().pending).toBe(0);
  });

  it('pages and searches the posts offline as the shop does, drafts made here included', async () => {
    for (let n = 0; n < 30; n += 1) {
      await studio.adminApi.savePost(null, postInput({ title: `Diary ${n}`, tags: [`day-${n}`] }));
    }
    const first = await studio.adminApi.listStaffPosts();
    expect(first.items).toHaveLength(STAFF_PAGE_SIZE);
    const rest = await studio.adminApi.listStaffPosts({ cursor: first.nextCursor! });
    expect(rest.items).toHaveLength(30 - STAFF_PAGE_SIZE);
    expect(rest.nextCursor).toBeNull();

    // Found by a tag, beyond the first page.
    const found = await studio.adminApi.listStaffPosts({ q: 'DAY-0', limit: 5 });
    expect(found.items.map((post) => post.title)).toEqual(['Diary 0']);
    expect(found.nextCursor).toBeNull();
    expect((await failure(studio.adminApi.listStaffPosts({ cursor: 'yesterday' }))).status).toBe(
      400,
    );
  });

  it("reads a form's chosen records by id from its own copy, unsynced ones too, unknown ids left out", async () => {
    const first = await studio.adminApi.savePost(null, postInput({ title: 'Chosen first' }));
    const second = await studio.adminApi.savePost(null, postInput({ title: 'Chosen second' }));
    await studio.adminApi.savePost(null, postInput({ title: 'Not chosen' }));
    const posts = await studio.adminApi.listStaffPostsByIds([second._id, 'deleted', first._id]);
    expect(posts.map((post) => post.title)).toEqual(['Chosen second', 'Chosen first']);

    const artwork = await studio.adminApi.saveArtwork(null, artworkInput({ title: 'Owl' }));
    const artworks = await studio.adminApi.listStaffArtworksByIds([artwork._id, artwork._id]);
    expect(artworks.map((item) => item.title)).toEqual(['Owl']);

    const category = await studio.adminApi.saveCategory(null, categoryInput());
    const plush = await studio.adminApi.saveProduct(
      null,
      productInput(category._id, { title: 'Chosen plush' }),
    );
    const products = await studio.adminApi.listStaffProductsByIds([plush._id]);
    expect(products.map((product) => product.title)).toEqual(['Chosen plush']);
    expect(await studio.adminApi.listStaffProductsByIds([])).toEqual([]);
    // Answered here: the shop is not even asked.
    expect(shop.requests.filter((request) => request.includes('by-ids'))).toEqual([]);
  });

  it("suggests the blog's categories from its own copy, a post written here included", async () => {
    await studio.adminApi.savePost(null, postInput({ title: 'Glue', category: 'Tips' }));
    await studio.adminApi.savePost(null, postInput({ title: 'Snow', category: ' Studio Diary ' }));
    await studio.adminApi.savePost(null, postInput({ title: 'Felt', category: 'Tips' }));
    expect(await studio.adminApi.listPostCategories()).toEqual(['Studio Diary', 'Tips']);
    expect(shop.requests.filter((request) => request.includes('/blog/categories'))).toEqual([]);
  });

  it('says orders and users need the shop, with status 0 like a network failure', async () => {
    const orders = await failure(studio.adminApi.listOrders());
    expect(orders.status).toBe(0);
    expect(orders.message).toBe(
      'You are offline: orders are shown only while the studio can reach the shop.',
    );
    expect((await failure(studio.adminApi.promoteUser('u2'))).message).toContain('offline');
    expect((await failure(studio.adminApi.saveSettings({} as never))).message).toContain(
      'settings are saved',
    );
  });

  it('answers the settings and the server’s media library from the last pull', async () => {
    expect(await studio.adminApi.getSettings()).toMatchObject<Partial<ShopSettings>>({
      shopName: 'Kawaii Atelier',
    });
    const media = await studio.adminApi.listMedia({ type: 'product' });
    expect(media.items.map((item) => item.title)).toEqual(['Doll']);
    expect(await studio.adminApi.listMedia({ type: 'blog' })).toEqual({
      items: [],
      hasMore: false,
    });
  });

  it('shows the backup status as last read, marked as such, and says when it never read one', async () => {
    const offline = await failure(studio.adminApi.getBackupStatus());
    expect(offline.message).toBe(
      'You are offline: the backup status is shown only while the studio can reach the shop.',
    );
    shop.online = true;
    expect(await studio.adminApi.getBackupStatus()).toEqual(BACKUP_REPORT);
    shop.online = false;
    expect(await studio.adminApi.getBackupStatus()).toEqual({ ...BACKUP_REPORT, lastKnown: true });
  });

  it('pages the pulled media library offline as the shop pages it: 30, then the rest', async () => {
    const first = await studio.adminApi.listMedia({});
    expect(first.items).toHaveLength(30);
    expect(first.hasMore).toBe(true);
    const rest = await studio.adminApi.listMedia({ offset: 30 });
    expect(rest.items.map((item) => item.title)).toEqual(
      Array.from({ length: 15 }, (_, n) => `Art ${n + 29}`),
    );
    expect(rest.hasMore).toBe(false);
  });

  it('refuses an edit of a record it does not have, writing nothing', async () => {
    const missing = await failure(studio.adminApi.savePost('nope', postInput()));
    expect(missing).toMatchObject({ status: 404, message: 'Post not found' });
    const unknownImage = await failure(
      studio.adminApi.savePost(null, postInput({ existingImages: ['studio-local://ffff'] })),
    );
    expect(unknownImage.status).toBe(400);
    expect(await studio.adminApi.listPosts()).toEqual([]);
    expect(studio.sync.status().pending).toBe(0);
  });
});

describe('the session', () => {
  it('keeps the token sealed on disk and signs back in after a restart', async () => {
    await studio.close();
    const onDisk = readdirSync(dataDir)
      .filter((name) => name.startsWith('studio.db'))
      .map((name) => readFileSync(join(dataDir, name)).toString('latin1'))
      .join('');
    expect(onDisk).not.toContain('token-123');
    studio = openStudio(dataDir, { fetch: shop.fetch });
    expect(studio.session()).toMatchObject({
      serverUrl: FAKE_SHOP_URL,
      user: { email: fakeAdmin.email },
      tokenPersisted: true,
    });
  });

  it('refuses a remote shop over plain http: the password would cross the network in clear', async () => {
    await studio.close();
    removeDataDir(dataDir);
    dataDir = newDataDir();
    studio = openStudio(dataDir, { fetch: shop.fetch });
    const requestsBefore = shop.requests.length;
    const refused = await failure(
      studio.signIn({ serverUrl: 'http://shop.test', email: fakeAdmin.email, password: 'x' }),
    );
    expect(refused).toMatchObject({
      status: 400,
      errors: {
        serverUrl: 'The shop address must start with https:// (http:// is only for this computer)',
      },
    });
    expect(shop.requests).toHaveLength(requestsBefore);
  });

  it('refuses an account that is not staff, keeping nobody signed in', async () => {
    await studio.close();
    removeDataDir(dataDir);
    dataDir = newDataDir();
    const customerShop = fakeShop({
      'POST /api/auth/login': { token: 'token-456', user: { ...fakeAdmin, role: 'user' } },
    });
    studio = openStudio(dataDir, { fetch: customerShop.fetch });
    const refused = await failure(
      studio.signIn({ serverUrl: FAKE_SHOP_URL, email: fakeAdmin.email, password: 'x' }),
    );
    expect(refused).toMatchObject({
      status: 403,
      message: 'Only admins can use the studio: sign in with an admin account.',
    });
    expect(studio.session()).toMatchObject({ user: null });
  });

  it('will not switch to another shop while changes are waiting', async () => {
    shop.online = true;
    await studio.adminApi.savePost(null, postInput());
    shop.online = false;
    const refused = await failure(
      studio.signIn({ serverUrl: 'https://other.test', email: fakeAdmin.email, password: 'x' }),
    );
    expect(refused.status).toBe(409);
    expect(refused.message).toContain('still waiting to sync');
  });
});
