// The admin screens' cache in the studio window belongs to the staff member signed in: the window
// picks it by cacheIdentity(session), as StudioApp does, and reads through the bridge AdminApi.
// The main process is a stand-in here whose answers the test releases one by one (the real shop
// behind the real bridge is the studio browser flow's, e2e/studio).
import { describe, expect, it } from 'vitest';
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import type { User } from '@kawaii/shared';
import { adminQuery, createSessionCaches } from '@kawaii/storefront/admin';
import type { SignInRequest, StudioInvoke, StudioSession } from '../bridge/studio-operations.ts';
import { createBridgeAdminApi } from './bridge-admin-api.ts';
import { cacheIdentity } from './cache-identity.ts';
import { createStudioCall } from './studio-calls.ts';

const SHOP = 'https://kawaii-atelier.example';
const account = (id: string, role: User['role']) =>
  ({ _id: id, name: id, email: `${id}@kawaii-atelier.example`, role }) as User;
const artist = account('artist', 'superadmin');
const helper = account('helper', 'admin');
const session = (user: User | null, serverUrl = SHOP): StudioSession => ({
  serverUrl,
  user,
  tokenPersisted: true,
  builtInShopUrl: null,
});

/** The main process: who is signed in, and each read's answer held until the test sends it. */
function mainProcess() {
  let current = session(artist);
  const waiting: { operation: string; send(value: unknown): void }[] = [];
  const invoke = (async (operation: string, ...args: unknown[]): Promise<unknown> => {
    if (operation === 'signOut') current = session(null);
    if (operation === 'signIn') {
      const { email } = args[0] as SignInRequest;
      current = session([artist, helper].find((user) => user.email === email) ?? null);
    }
    if (operation === 'signOut' || operation === 'signIn') return { ok: true, value: current };
    return new Promise((resolve) =>
      waiting.push({ operation, send: (value) => resolve({ ok: true, value }) }),
    );
  }) as StudioInvoke;
  const call = createStudioCall(invoke);
  return {
    api: createBridgeAdminApi(call),
    session: () => current,
    signOut: () => call('signOut'),
    signIn: (user: User) =>
      call('signIn', { serverUrl: SHOP, email: user.email, password: 'sparkle' }),
    /** Answers the oldest waiting read of `operation`. */
    answer(operation: string, value: unknown) {
      const index = waiting.findIndex((read) => read.operation === operation);
      waiting.splice(index, 1)[0]!.send(value);
    },
  };
}

/** What a screen of the window shows for `query` right now, without asking again. */
function shown(cache: QueryClient, query: { queryKey: readonly unknown[] }): unknown {
  return new QueryObserver(cache, { queryKey: query.queryKey, enabled: false }).getCurrentResult()
    .data;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('cacheIdentity', () => {
  it('is nobody while signed out, and tells accounts and shops apart', () => {
    expect(cacheIdentity(null)).toBeNull();
    expect(cacheIdentity(session(null))).toBeNull();
    expect(cacheIdentity(session(artist))).toBe(cacheIdentity(session({ ...artist })));
    expect(cacheIdentity(session(artist))).not.toBe(cacheIdentity(session(helper)));
    expect(cacheIdentity(session(artist))).not.toBe(
      cacheIdentity(session(artist, 'http://localhost:3000')),
    );
  });
});

describe('the studio window’s admin answers', () => {
  it('are gone once the artist signs out, even when she signs in again', async () => {
    const main = mainProcess();
    const caches = createSessionCaches();
    const screens = () => caches.cacheFor(cacheIdentity(main.session()));
    const users = adminQuery(main.api, 'listUsers', {});
    const reading = screens().fetchQuery(users);
    main.answer('listUsers', [{ _id: 'c1', email: 'mia@example.com' }]);
    await reading;
    expect(shown(screens(), users)).toEqual([{ _id: 'c1', email: 'mia@example.com' }]);

    await main.signOut();
    expect(shown(screens(), users)).toBeUndefined();
    await main.signIn(artist);
    expect(shown(screens(), users)).toBeUndefined();
  });

  it('never take an answer for the artist that arrives after her helper signed in', async () => {
    const main = mainProcess();
    const caches = createSessionCaches();
    const screens = () => caches.cacheFor(cacheIdentity(main.session()));
    const orders = adminQuery(main.api, 'listOrders', {});
    const artistsRead = screens()
      .fetchQuery(orders)
      .catch(() => null);

    await main.signOut();
    screens();
    await main.signIn(helper);
    const helpersScreens = screens();
    const helpersRead = helpersScreens.fetchQuery(orders);
    // The shop answers the artist's request first, then the helper's.
    main.answer('listOrders', { items: [{ orderId: 'KA-1 read for the artist' }] });
    await artistsRead;
    await settle();
    expect(shown(helpersScreens, orders)).toBeUndefined();
    main.answer('listOrders', { items: [{ orderId: 'KA-2 read for the helper' }] });
    await helpersRead;
    expect(shown(helpersScreens, orders)).toEqual({
      items: [{ orderId: 'KA-2 read for the helper' }],
    });
  });

  it('stay while the same staff member stays signed in', async () => {
    const main = mainProcess();
    const caches = createSessionCaches();
    const screens = () => caches.cacheFor(cacheIdentity(main.session()));
    const before = screens();
    const orders = adminQuery(main.api, 'listOrders', {});
    const reading = before.fetchQuery(orders);
    main.answer('listOrders', { items: [] });
    await reading;
    expect(screens()).toBe(before);
    expect(shown(screens(), orders)).toEqual({ items: [] });
  });
});
