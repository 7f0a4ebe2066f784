// Answers that are not the shop's, against the REAL shop API: a hotel Wi-Fi's sign-in page
// answering every request with 200 and HTML, a pull the shop fails with a 5xx, and pauses set by
// a clock that was wrong by weeks. None of them ends a sync run in a crash, counts as a success,
// or loses a change: the studio tries again later, and syncs once the shop answers.
import type { BlogPost } from '@kawaii/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Fetch } from './shop-client.ts';
import type { StudioServices } from './studio-services.ts';
const LONGEST_WAIT_MS = 300_000;
import { faultyNetwork, type FaultyNetwork } from './test/faulty-network.ts';
import { postInput } from './test/inputs.ts';
import { PATIENCE } from './test/patience.ts';
import { ADMIN, startShopServer, type ShopServer } from './test/shop-server.ts';
import { newDataDir, openStudio, removeDataDir } from './test/studio-fixture.ts';

const SIGN_IN_PAGE = '<!doctype html><title>Hotel Wi-Fi</title><p>Accept the terms to continue';

/** A network whose every answer, while `on`, is the Wi-Fi's sign-in page (200, HTML). */
function captivePortal(realFetch: Fetch) {
  const portal = {
    on: false,
    seen: [] as string[],
    fetch: (async (input, init) => {
      if (!portal.on) return realFetch(input, init);
      portal.seen.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
      return new Response(SIGN_IN_PAGE, {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    }) as Fetch,
  };
  return portal;
}

let shop: ShopServer;
let dataDir: string;
let studio: StudioServices;
let network: FaultyNetwork;
let portal: ReturnType<typeof captivePortal>;
const retryDelayMs = vi.fn((_failures: number) => 60_000);
const entryRetryDelayMs = vi.fn((_attempts: number) => 60_000);

beforeEach(async () => {
  shop = await startShopServer();
  dataDir = newDataDir();
  network = faultyNetwork();
  portal = captivePortal(network.fetch);
  retryDelayMs.mockReset().mockReturnValue(60_000);
  entryRetryDelayMs.mockReset().mockReturnValue(60_000);
  studio = openStudio(dataDir, { fetch: portal.fetch, retryDelayMs, entryRetryDelayMs });
  await studio.signIn({ serverUrl: shop.url, email: ADMIN.email, password: ADMIN.password });
});

afterEach(async () => {
  await studio.close();
  removeDataDir(dataDir);
  await shop.close();
});

const shopPosts = () => shop.api<BlogPost[]>('GET', '/blog');

describe('a Wi-Fi sign-in page answering for the shop', () => {
  it('is a failure to retry: no crash, no change taken as done, all of them sent later', async () => {
    const kept = await shop.api<BlogPost>('POST', '/blog', postInput({ title: 'Kept' }));
    const doomed = await shop.api<BlogPost>('POST', '/blog', postInput({ title: 'Doomed' }));
    await studio.sync.syncNow();
    portal.on = true;

    await studio.adminApi.savePost(null, postInput({ title: 'Written at the hotel' }));
    await studio.adminApi.savePost(kept._id, postInput({ title: 'Kept, edited', slug: kept.slug }));
    await studio.adminApi.deletePost(doomed._id);
    const atTheHotel = await studio.sync.syncNow();

    expect(portal.seen.length).toBeGreaterThan(0);
    expect(atTheHotel).toMatchObject({ online: false, pending: 3, conflicts: [] });
    expect(atTheHotel.lastError).toBe(
      'The shop could not be reached. Your changes are kept and will sync when the shop is reachable.',
    );
    expect(atTheHotel.nextRetryAt).not.toBeNull();
    // The delete was answered with the page: it is not done, on either side.
    expect((await shopPosts()).map((post) => post.title).sort()).toEqual(['Doomed', 'Kept']);
    expect((await studio.adminApi.listPosts()).some((post) => post._id === doomed._id)).toBe(false);

    portal.on = false;
    const back = await studio.sync.syncNow();
    expect(back).toMatchObject({ online: true, pending: 0, lastError: null, conflicts: [] });
    expect((await shopPosts()).map((post) => post.title).sort()).toEqual([
      'Kept, edited',
      'Written at the hotel',
    ]);
  });

  it('never passes for the shop’s refusal either (a 401 page does not sign her out)', async () => {
    await studio.adminApi.savePost(null, postInput({ title: 'Diary' }));
    const realFetch = portal.fetch;
    const studioFetch: Fetch = async (input, init) => {
      await realFetch(input, init);
      return new Response(SIGN_IN_PAGE, { status: 401, headers: { 'content-type': 'text/html' } });
    };
    await studio.close();
    studio = openStudio(dataDir, { fetch: studioFetch, retryDelayMs, entryRetryDelayMs });
    const status = await studio.sync.syncNow();
    expect(status).toMatchObject({ signedIn: true, online: false, pending: 1, signInNeeded: null });
  });

  it('is not a pull: the lists kept from the last one stay', async () => {
    await shop.api<BlogPost>('POST', '/blog', postInput({ title: 'On the shop' }));
    await studio.sync.syncNow();
    portal.on = true;
    const status = await studio.sync.syncNow();
    expect(status.online).toBe(false);
    expect((await studio.adminApi.listPosts()).map((post) => post.title)).toEqual(['On the shop']);
  });
});

describe('a pull the shop fails (5xx)', () => {
  it('is tried again after a pause that grows, until the shop answers', async () => {
    await shop.api<BlogPost>('POST', '/blog', postInput({ title: 'Fresh from the web' }));
    retryDelayMs.mockReturnValue(30);
    network.fail('GET /api/blog', 503, 2, 'The shop is busy');

    const failed = await studio.sync.syncNow();
    expect(failed.lastError).toBe(
      'The shop is busy. Your changes are kept and will sync when the shop is reachable.',
    );
    expect(failed.nextRetryAt).not.toBeNull();
    await expect.poll(() => studio.sync.status().lastError, PATIENCE).toBeNull();
    expect(retryDelayMs.mock.calls.map(([failures]) => failures)).toEqual([1, 2]);
    expect((await studio.adminApi.listPosts()).map((post) => post.title)).toContain(
      'Fresh from the web',
    );
  });
});

describe('pauses set by a clock that was wrong', () => {
  it('never wait longer than the longest pause, so no timer overflows', async () => {
    const fortyDays = 40 * 24 * 3600_000;
    retryDelayMs.mockReturnValue(fortyDays);
    await shop.stop();
    const before = Date.now();
    const offline = await studio.sync.syncNow();
    expect(Date.parse(offline.nextRetryAt!) - before).toBeLessThanOrEqual(LONGEST_WAIT_MS + 1000);
    // A timer Node cannot hold would fire at once, and the studio would retry in a loop.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(retryDelayMs).toHaveBeenCalledTimes(1);
    await shop.restart();
  });

  it('sends a change deferred to weeks ahead at the next sync', async () => {
    entryRetryDelayMs.mockReturnValue(40 * 24 * 3600_000);
    await studio.adminApi.savePost(null, postInput({ title: 'Deferred by a wrong clock' }));
    network.fail('POST /api/blog', 503, 1);
    const deferred = await studio.sync.syncNow();
    expect(deferred.pending).toBe(1);
    expect(Date.parse(deferred.nextRetryAt!) - Date.now()).toBeLessThanOrEqual(LONGEST_WAIT_MS);

    const sent = await studio.sync.syncNow();
    expect(sent.pending).toBe(0);
    expect((await shopPosts()).map((post) => post.title)).toEqual(['Deferred by a wrong clock']);
  });
});
