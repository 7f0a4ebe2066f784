// Quitting whatever the network does, against the REAL shop API: closing the studio while a
// request is on its way ends that request at once; what it carried stays queued and goes up at
// the next start, once, even when the shop did receive it.
import type { BlogPost } from '@kawaii/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StudioServices } from './studio-services.ts';
import type { Fetch } from './shop-client.ts';
import { holdingNetwork, type HoldingNetwork } from './test/held-network.ts';
import { postInput } from './test/inputs.ts';
import { ADMIN, startShopServer, type ShopServer } from './test/shop-server.ts';
import { newDataDir, openStudio, removeDataDir } from './test/studio-fixture.ts';

let shop: ShopServer;
let dataDir: string;
let studio: StudioServices | null;
let network: HoldingNetwork;

beforeEach(async () => {
  shop = await startShopServer();
  dataDir = newDataDir();
  network = holdingNetwork();
  studio = openStudio(dataDir, { fetch: network.fetch });
  await studio.signIn({ serverUrl: shop.url, email: ADMIN.email, password: ADMIN.password });
});

afterEach(async () => {
  await studio?.close();
  removeDataDir(dataDir);
  await shop.close();
});

/** How long `close()` took, in ms. */
async function timeClose(services: StudioServices): Promise<number> {
  const started = performance.now();
  await services.close();
  return performance.now() - started;
}

describe('closing the studio while a request is on its way', () => {
  it('ends the push at once and keeps the change for the next start, sent once', async () => {
    // The shop gets the post and saves it, but its answer is slow to come back: she quits first.
    let reachedTheShop!: () => void;
    const received = new Promise<void>((resolve) => (reachedTheShop = resolve));
    const slowAnswers: Fetch = async (input, init) => {
      if (init?.method !== 'POST' || !String(input).endsWith('/api/blog')) {
        return network.fetch(input, init);
      }
      await (await fetch(input, { ...init, signal: undefined })).arrayBuffer();
      reachedTheShop();
      return new Promise<Response>(() => {}); // an answer that never arrives, abort or not
    };
    await studio!.close();
    studio = openStudio(dataDir, { fetch: slowAnswers });
    await studio.adminApi.savePost(null, postInput({ title: 'Written before quitting' }));
    const pushing = studio.sync.syncNow();
    await received;

    expect(await timeClose(studio)).toBeLessThan(1000);
    await pushing;
    expect((await shop.api<BlogPost[]>('GET', '/blog')).length).toBe(1);

    studio = openStudio(dataDir);
    expect(studio.sync.status().pending).toBe(1);
    const synced = await studio.sync.syncNow();
    expect(synced).toMatchObject({ pending: 0, lastError: null });
    const titles = (await shop.api<BlogPost[]>('GET', '/blog')).map((post) => post.title);
    expect(titles).toEqual(['Written before quitting']);
  });

  it('ends a pull at once and keeps what was pulled before', async () => {
    await shop.api<BlogPost>('POST', '/blog', postInput({ title: 'Pulled earlier' }));
    await studio!.sync.syncNow();
    const held = network.hold('GET /api/blog');
    const pulling = studio!.sync.syncNow();
    await held;

    expect(await timeClose(studio!)).toBeLessThan(1000);
    await pulling;
    studio = openStudio(dataDir);
    expect((await studio.adminApi.listPosts()).map((post) => post.title)).toEqual([
      'Pulled earlier',
    ]);
  });
});
