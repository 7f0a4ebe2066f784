// Two staff members taking turns on one studio, against the REAL shop API: the artist signs out
// and her helper signs in on the same computer. Her unsynced drafts are the shop's work on this
// computer and stay (listed for the helper, sent with the helper's sign-in); nothing still on its
// way from the artist's sign-in may end or change the helper's.
import type { BlogPost } from '@kawaii/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StudioServices } from './studio-services.ts';
import { holdingNetwork, type HoldingNetwork } from './test/held-network.ts';
import { postInput } from './test/inputs.ts';
import { ADMIN, startShopServer, type ShopServer } from './test/shop-server.ts';
import { addHelper, HELPER } from './test/staff.ts';
import { newDataDir, openStudio, removeDataDir } from './test/studio-fixture.ts';
import { PATIENCE } from './test/patience.ts';

let shop: ShopServer;
let dataDir: string;
let network: HoldingNetwork;
let studio: StudioServices;

beforeEach(async () => {
  shop = await startShopServer();
  await addHelper(shop);
  dataDir = newDataDir();
  network = holdingNetwork();
  studio = openStudio(dataDir, { fetch: network.fetch });
  await studio.signIn({ serverUrl: shop.url, email: ADMIN.email, password: ADMIN.password });
});

afterEach(async () => {
  await studio.close();
  removeDataDir(dataDir);
  await shop.close();
});

const signInAs = (account: { email: string; password: string }) =>
  studio.signIn({ serverUrl: shop.url, email: account.email, password: account.password });

// Sign-ins against the real shop: more than the default 5 seconds on a busy machine.
describe('the artist signs out and her helper signs in', { timeout: 30_000 }, () => {
  it('keeps her unsynced draft listed through the sign-out, and sends it with the helper’s sign-in', async () => {
    await shop.stop();
    const draft = await studio.adminApi.savePost(null, postInput({ title: 'Spring doll diary' }));
    expect(draft.author?.name).toBe(ADMIN.name);
    await shop.restart();

    studio.signOut();
    expect((await studio.adminApi.listPosts()).map((post) => post.title)).toEqual([
      'Spring doll diary',
    ]);

    await signInAs(HELPER);
    const onTheShop = await shop.api<BlogPost[]>('GET', '/blog');
    expect(onTheShop.map((post) => post.title)).toEqual(['Spring doll diary']);
    expect(studio.sync.status()).toMatchObject({ pending: 0, lastError: null, signedIn: true });
  });

  it('is not signed out by a refusal of the artist’s token that arrives after the helper signed in', async () => {
    await studio.adminApi.savePost(null, postInput({ title: 'Bunny restock' }));
    const sending = network.hold('POST /api/blog');
    const artistsRun = studio.sync.syncNow();
    const held = await sending;

    studio.signOut();
    const helperSigningIn = signInAs(HELPER);
    // Her sign-in hashes the password on the shop: on a busy machine that takes seconds.
    await expect.poll(() => studio.session().user?.email, PATIENCE).toBe(HELPER.email);
    // The shop refuses the artist's request (her session was revoked meanwhile).
    held.answer(Response.json({ message: 'Authentication required' }, { status: 401 }));
    await artistsRun;
    await helperSigningIn;

    expect(studio.session().user?.email).toBe(HELPER.email);
    const status = studio.sync.status();
    expect(status).toMatchObject({ signedIn: true, signInNeeded: null, lastError: null });
    // The change the refused request carried went up with the helper's own sync.
    expect(status.pending).toBe(0);
    const onTheShop = await shop.api<BlogPost[]>('GET', '/blog');
    expect(onTheShop.map((post) => post.title)).toEqual(['Bunny restock']);
  });

  it('still pauses for a sign-in when the refused token is the one in use', async () => {
    await studio.adminApi.savePost(null, postInput({ title: 'Sticker sheet' }));
    const sending = network.hold('POST /api/blog');
    const run = studio.sync.syncNow();
    (await sending).answer(Response.json({ message: 'Authentication required' }, { status: 401 }));
    await run;
    expect(studio.session().user).toBeNull();
    expect(studio.sync.status().signInNeeded).toMatchObject({
      reason: 'expired',
      email: ADMIN.email,
      waitingChanges: 1,
    });
  });
});
