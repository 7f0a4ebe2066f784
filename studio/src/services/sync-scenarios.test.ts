// Each way the studio used to lose or double the artist's work, replayed against the REAL shop
// API with lost answers and server failures injected. Every scenario ends with no duplicate, no
// silent overwrite and no lost copy.
import type { BlogPost, Category, Product } from '@kawaii/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StudioServices } from './studio-services.ts';
import { faultyNetwork, type FaultyNetwork } from './test/faulty-network.ts';
import { categoryInput, postInput, productInput } from './test/inputs.ts';
import { ADMIN, startShopServer, type ShopServer } from './test/shop-server.ts';
import { newDataDir, openStudio, removeDataDir } from './test/studio-fixture.ts';

let shop: ShopServer;
let network: FaultyNetwork;
let dataDir: string;
let studio: StudioServices;

beforeEach(async () => {
  shop = await startShopServer();
  network = faultyNetwork();
  dataDir = newDataDir();
  studio = openStudio(dataDir, { fetch: network.fetch, entryRetryDelayMs: () => 0 });
  await studio.signIn({ serverUrl: shop.url, email: ADMIN.email, password: ADMIN.password });
});

afterEach(async () => {
  await studio.close();
  removeDataDir(dataDir);
  await shop.close();
});

async function serverProducts(): Promise<Product[]> {
  return shop.api<Product[]>('GET', '/shop');
}

async function plushCategory(): Promise<Category> {
  const category = await shop.api<Category>(
    'POST',
    '/categories',
    categoryInput({ name: 'Plush' }),
  );
  await studio.sync.syncNow();
  return category;
}

/** A customer buys `quantity`: the stock and the version move, as checkout moves them. */
function sell(productId: string, quantity = 1): void {
  shop.db
    .prepare('UPDATE products SET stock = stock - ?, version = version + 1 WHERE id = ?')
    .run(quantity, productId);
}

describe('a create whose answer is lost after the shop committed it', () => {
  it('is sent again with its key and answered from the first time: one doll, not two', async () => {
    const plush = await plushCategory();
    network.loseAnswer('POST /api/shop');
    await studio.adminApi.saveProduct(
      null,
      productInput(plush._id, { title: 'Moon doll', stock: 1 }),
    );

    const dropped = await studio.sync.syncNow();
    expect(dropped.online).toBe(false);
    expect(dropped.pending).toBe(1);
    expect(Object.values(dropped.recordStates)).toEqual(['pending']);
    expect((await serverProducts()).filter((item) => item.title === 'Moon doll')).toHaveLength(1);

    const synced = await studio.sync.syncNow();
    expect(synced).toMatchObject({ pending: 0, conflicts: [] });
    expect((await serverProducts()).filter((item) => item.title === 'Moon doll')).toHaveLength(1);
    const local = (await studio.adminApi.listProducts()).filter(
      (item) => item.title === 'Moon doll',
    );
    expect(local).toHaveLength(1);
    expect(local[0]?._id.startsWith('local-')).toBe(false);
  });

  it('a save made while the answer was lost goes up as a change of that one doll', async () => {
    const plush = await plushCategory();
    network.loseAnswer('POST /api/shop');
    const doll = await studio.adminApi.saveProduct(
      null,
      productInput(plush._id, { title: 'Sun doll', stock: 1 }),
    );
    await studio.sync.syncNow();
    await studio.adminApi.saveProduct(
      doll._id,
      productInput(plush._id, {
        title: 'Sun doll',
        description: 'With a golden ribbon.',
        stock: 1,
      }),
    );
    expect((await studio.sync.syncNow()).pending).toBe(0);
    const dolls = (await serverProducts()).filter((item) => item.title === 'Sun doll');
    expect(dolls).toHaveLength(1);
    expect(dolls[0]?.description).toBe('With a golden ribbon.');
  });
});

describe('an offline delete of a record edited on the web meanwhile', () => {
  it('is refused with the web version kept, and she decides', async () => {
    const post = await shop.api<BlogPost>('POST', '/blog', postInput({ title: 'Spring' }));
    await studio.sync.syncNow();
    await shop.stop();
    await studio.adminApi.deletePost(post._id);
    await shop.restart();
    await shop.api('PATCH', `/blog/${post._id}`, { version: 1, excerpt: 'Edited on the web' });

    const status = await studio.sync.syncNow();
    const [conflict] = status.conflicts;
    expect(conflict).toMatchObject({ kind: 'edited-on-server', change: 'delete' });
    const onServer = (await shop.api<BlogPost[]>('GET', '/blog')).find(
      (item) => item._id === post._id,
    );
    expect(onServer?.excerpt).toBe('Edited on the web');

    // Take the server's: the post is back in the studio with the web edit.
    await studio.sync.resolveConflict(conflict!.id, 'server');
    const local = (await studio.adminApi.listPosts()).find((item) => item._id === post._id);
    expect(local?.excerpt).toBe('Edited on the web');
    expect(studio.sync.status().pending).toBe(0);
  });

  it('keeping mine deletes it knowing the web version', async () => {
    const post = await shop.api<BlogPost>('POST', '/blog', postInput({ title: 'Autumn' }));
    await studio.sync.syncNow();
    await studio.adminApi.deletePost(post._id);
    await shop.api('PATCH', `/blog/${post._id}`, { version: 1, excerpt: 'Edited on the web' });
    const [conflict] = (await studio.sync.syncNow()).conflicts;
    await studio.sync.resolveConflict(conflict!.id, 'mine');
    const titles = (await shop.api<BlogPost[]>('GET', '/blog')).map((item) => item.title);
    expect(titles).not.toContain('Autumn');
  });
});

describe('an offline edit of a product a customer bought meanwhile', () => {
  it('keeps an offline price of one variant and the sale of another, without loss', async () => {
    const plush = await plushCategory();
    const sizes = [{ name: 'Size', values: ['1/3', '1/6'] }];
    const dress = await shop.api<Product>(
      'POST',
      '/shop',
      productInput(plush._id, {
        options: sizes,
        variants: [
          { options: { Size: '1/3' }, stock: 2 },
          { options: { Size: '1/6' }, stock: 5 },
        ],
      }),
    );
    const [big, small] = dress.variants;
    await studio.sync.syncNow();
    await shop.stop();
    // Offline: the 1/3 dress gets a price of its own and two more units.
    await studio.adminApi.saveProduct(
      dress._id,
      productInput(plush._id, {
        title: dress.title,
        options: sizes,
        variants: [
          { _id: big!._id, options: { Size: '1/3' }, stock: 4, price: 48 },
          { _id: small!._id, options: { Size: '1/6' }, stock: 5 },
        ],
        version: dress.version,
      }),
    );
    await shop.restart();
    // Meanwhile a customer buys a 1/6 dress and one of the 1/3 ones.
    shop.db
      .prepare('UPDATE product_variants SET stock = stock - 1 WHERE id IN (?, ?)')
      .run(small!._id, big!._id);
    shop.db
      .prepare('UPDATE products SET stock = stock - 2, version = version + 1 WHERE id = ?')
      .run(dress._id);

    expect(await studio.sync.syncNow()).toMatchObject({ pending: 0, conflicts: [] });
    const onServer = (await serverProducts()).find((item) => item._id === dress._id);
    expect(onServer?.variants).toEqual([
      { _id: big!._id, options: { Size: '1/3' }, price: 48, stock: 3 },
      { _id: small!._id, options: { Size: '1/6' }, stock: 4 },
    ]);
    expect(onServer?.stock).toBe(7);
  });

  it('merges by itself: her description, the sale’s stock', async () => {
    const plush = await plushCategory();
    const bunny = await shop.api<Product>('POST', '/shop', productInput(plush._id, { stock: 5 }));
    await studio.sync.syncNow();
    await shop.stop();
    await studio.adminApi.saveProduct(
      bunny._id,
      productInput(plush._id, {
        title: bunny.title,
        description: 'Now with a bow.',
        stock: 5,
        version: bunny.version,
      }),
    );
    await shop.restart();
    sell(bunny._id);

    expect(await studio.sync.syncNow()).toMatchObject({ pending: 0, conflicts: [] });
    const onServer = (await serverProducts()).find((item) => item._id === bunny._id);
    expect(onServer).toMatchObject({ description: 'Now with a bow.', stock: 4 });
  });

  it('"Keep mine" on a real conflict keeps her title and the sold unit sold', async () => {
    const plush = await plushCategory();
    const bunny = await shop.api<Product>('POST', '/shop', productInput(plush._id, { stock: 5 }));
    await studio.sync.syncNow();
    await studio.adminApi.saveProduct(
      bunny._id,
      productInput(plush._id, { title: 'Her title', stock: 5, version: bunny.version }),
    );
    await shop.api('PATCH', `/shop/${bunny._id}`, { version: 1, title: 'Web title' });
    sell(bunny._id);

    const [conflict] = (await studio.sync.syncNow()).conflicts;
    expect(conflict?.conflictingFields).toEqual(['title']);
    await studio.sync.resolveConflict(conflict!.id, 'mine');
    const onServer = (await serverProducts()).find((item) => item._id === bunny._id);
    expect(onServer).toMatchObject({ title: 'Her title', stock: 4 });
  });

  it('a restock made offline adds to what is left after the sale', async () => {
    const plush = await plushCategory();
    const bunny = await shop.api<Product>('POST', '/shop', productInput(plush._id, { stock: 5 }));
    await studio.sync.syncNow();
    await studio.adminApi.saveProduct(
      bunny._id,
      productInput(plush._id, { title: bunny.title, stock: 8, version: bunny.version }),
    );
    sell(bunny._id, 2);
    await studio.sync.syncNow();
    expect((await serverProducts()).find((item) => item._id === bunny._id)?.stock).toBe(6);
  });
});

describe('a create the shop refused', () => {
  async function refusedPost(): Promise<{ taken: BlogPost; mine: BlogPost }> {
    const taken = await shop.api<BlogPost>('POST', '/blog', postInput({ title: 'First' }));
    const mine = await studio.adminApi.savePost(
      null,
      postInput({ title: 'Second', slug: taken.slug }),
    );
    const status = await studio.sync.syncNow();
    const [conflict] = status.conflicts;
    expect(conflict).toMatchObject({ kind: 'rejected', change: 'create', canKeepBoth: true });
    // Her card in the list says so.
    expect(status.recordStates[mine._id]).toBe('conflict');
    return { taken, mine };
  }

  it('is repaired by saving it again: the fixed record replaces the refused one', async () => {
    const { mine } = await refusedPost();
    await studio.adminApi.savePost(mine._id, postInput({ title: 'Second', slug: 'second-post' }));
    expect(await studio.sync.syncNow()).toMatchObject({ pending: 0, conflicts: [] });
    const posts = await shop.api<BlogPost[]>('GET', '/blog');
    expect(posts.filter((post) => post.title === 'Second').map((post) => post.slug)).toEqual([
      'second-post',
    ]);
  });

  it('"Keep both" sends hers under the next free address', async () => {
    const { taken } = await refusedPost();
    const [conflict] = studio.sync.status().conflicts;
    await studio.sync.resolveConflict(conflict!.id, 'both');
    const slugs = (await shop.api<BlogPost[]>('GET', '/blog')).map((post) => post.slug);
    expect(slugs).toEqual(expect.arrayContaining([taken.slug, `${taken.slug}-2`]));
    expect(studio.sync.status().pending).toBe(0);
  });

  it('"Take the server\'s" keeps her post under Set aside, to restore later', async () => {
    await refusedPost();
    const [conflict] = studio.sync.status().conflicts;
    await studio.sync.resolveConflict(conflict!.id, 'server');
    expect((await studio.adminApi.listPosts()).map((post) => post.title)).not.toContain('Second');
    const [copy] = studio.setAside.list();
    expect(copy).toMatchObject({ collection: 'posts', title: 'Second' });

    const stillAside = studio.setAside.restore(copy!.id);
    expect(stillAside).toEqual([]);
    // Restored as it was: refused again for its slug, and repaired by a save.
    const [again] = (await studio.sync.syncNow()).conflicts;
    expect(again).toMatchObject({ kind: 'rejected', title: 'Second' });
  });

  it('a product waiting on a refused category goes up once the category is fixed', async () => {
    await shop.api('POST', '/categories', categoryInput({ name: 'Dolls' }));
    const dolls = await studio.adminApi.saveCategory(null, categoryInput({ name: 'Dolls' }));
    await studio.adminApi.saveProduct(null, productInput(dolls._id, { title: 'Rag doll' }));
    const refused = await studio.sync.syncNow();
    expect(refused.conflicts).toHaveLength(1);
    expect(refused.pending).toBe(2);

    await studio.adminApi.saveCategory(dolls._id, categoryInput({ name: 'Rag dolls' }));
    expect(await studio.sync.syncNow()).toMatchObject({ pending: 0, conflicts: [] });
    const ragDoll = (await serverProducts()).find((item) => item.title === 'Rag doll');
    expect(ragDoll?.category?.name).toBe('Rag dolls');
  });
});

describe('a shop that fails one change', () => {
  it('retries it with pauses without holding up the others, then marks it stuck', async () => {
    const post = await shop.api<BlogPost>('POST', '/blog', postInput({ title: 'Stubborn' }));
    await studio.sync.syncNow();
    network.fail(`PATCH /api/blog/${post._id}`, 500);
    await studio.adminApi.savePost(
      post._id,
      postInput({ title: 'Stubborn, edited', slug: post.slug, version: post.version }),
    );
    await studio.adminApi.savePost(null, postInput({ title: 'Unrelated' }));

    const first = await studio.sync.syncNow();
    expect(first.conflicts).toEqual([]);
    expect(first.pending).toBe(1);
    expect(first.nextRetryAt).not.toBeNull();
    const titles = (await shop.api<BlogPost[]>('GET', '/blog')).map((item) => item.title);
    expect(titles).toContain('Unrelated');

    for (let run = 0; run < 4; run += 1) await studio.sync.syncNow();
    const [stuck] = studio.sync.status().conflicts;
    expect(stuck).toMatchObject({ kind: 'stuck', title: 'Stubborn, edited' });
    expect(stuck?.message).toContain('5 times');

    network.clear();
    await studio.sync.resolveConflict(stuck!.id, 'mine');
    const onServer = (await shop.api<BlogPost[]>('GET', '/blog')).find(
      (item) => item._id === post._id,
    );
    expect(onServer?.title).toBe('Stubborn, edited');
  });

  it('a 403 pauses sync like an expired sign-in: nothing is marked refused', async () => {
    network.fail('POST /api/blog', 403, 1, 'You do not have permission to do this');
    await studio.adminApi.savePost(null, postInput({ title: 'Waiting' }));
    const paused = await studio.sync.syncNow();
    expect(paused.conflicts).toEqual([]);
    expect(paused.pending).toBe(1);
    expect(paused.signInNeeded).toMatchObject({
      reason: 'forbidden',
      email: ADMIN.email,
      waitingChanges: 1,
    });
    await studio.signIn({ serverUrl: shop.url, email: ADMIN.email, password: ADMIN.password });
    expect(studio.sync.status()).toMatchObject({ pending: 0, signInNeeded: null });
  });
});

describe('her own earlier save', () => {
  it('saving the same form twice around a sync is not a conflict with herself', async () => {
    const post = await shop.api<BlogPost>('POST', '/blog', postInput({ title: 'Draft one' }));
    await studio.sync.syncNow();
    const form = postInput({ title: 'Draft two', slug: post.slug, version: post.version });
    await studio.adminApi.savePost(post._id, form);
    await studio.sync.syncNow();
    // The form is still open with the version it was opened on.
    await studio.adminApi.savePost(post._id, { ...form, title: 'Draft three' });
    expect(await studio.sync.syncNow()).toMatchObject({ pending: 0, conflicts: [] });
    const onServer = (await shop.api<BlogPost[]>('GET', '/blog')).find(
      (item) => item._id === post._id,
    );
    expect(onServer).toMatchObject({ title: 'Draft three', version: 3 });
  });

  it('a change whose answer was lost, saved again, is not a conflict either', async () => {
    const post = await shop.api<BlogPost>('POST', '/blog', postInput({ title: 'Lost one' }));
    await studio.sync.syncNow();
    network.loseAnswer(`PATCH /api/blog/${post._id}`);
    const form = postInput({ title: 'Lost two', slug: post.slug, version: post.version });
    await studio.adminApi.savePost(post._id, form);
    await studio.sync.syncNow();
    await studio.adminApi.savePost(post._id, { ...form, title: 'Lost three' });
    expect(await studio.sync.syncNow()).toMatchObject({ pending: 0, conflicts: [] });
    const onServer = (await shop.api<BlogPost[]>('GET', '/blog')).find(
      (item) => item._id === post._id,
    );
    expect(onServer?.title).toBe('Lost three');
  });
});

describe('an expired sign-in', () => {
  it('says why, with the waiting changes and conflicts, and keeps her email', async () => {
    const taken = await shop.api<BlogPost>('POST', '/blog', postInput({ title: 'Taken' }));
    await studio.adminApi.savePost(null, postInput({ title: 'Clash', slug: taken.slug }));
    await studio.sync.syncNow();
    network.fail('POST /api/blog', 401, 1, 'Invalid or expired token');
    await studio.adminApi.savePost(null, postInput({ title: 'Later' }));
    const status = await studio.sync.syncNow();
    expect(status.signedIn).toBe(false);
    expect(status.signInNeeded).toEqual({
      reason: 'expired',
      message: expect.stringContaining('expired'),
      email: ADMIN.email,
      waitingChanges: 1,
      conflicts: 1,
    });
  });
});
