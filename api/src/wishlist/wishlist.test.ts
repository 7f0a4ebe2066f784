import type { WishlistItem } from '@kawaii/shared';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../test/auth.ts';
import { buildArtwork, buildCategory, buildProduct, buildUser } from '../test/factories.ts';
import { useStaffApp } from '../test/staff-app.ts';
import { createWishlistStore } from './store.ts';

const suite = useStaffApp('admin');

function call(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  return suite.app.get(path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function items(response: Response): Promise<WishlistItem[]> {
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: WishlistItem[] }).items;
}

describe('the wishlist API', () => {
  it('adds products and artworks once each, newest first, and removes them', async () => {
    const { headers } = await signedIn(suite.app);
    const doll = buildProduct(suite.app.db, { title: 'Moon Doll', priceCents: 4500, stock: 2 });
    const art = buildArtwork(suite.app.db, { title: 'Starry Tea', slug: 'starry-tea' });
    await items(await call('PUT', `/api/wishlist/product/${doll.id}`, headers));
    await items(await call('PUT', `/api/wishlist/product/${doll.id}`, headers));
    const list = await items(await call('PUT', `/api/wishlist/artwork/${art.id}`, headers));
    expect(list.map(({ kind, title, path }) => ({ kind, title, path }))).toEqual([
      { kind: 'artwork', title: 'Starry Tea', path: '/artwork/starry-tea' },
      { kind: 'product', title: 'Moon Doll', path: `/shop/${doll.id}` },
    ]);
    expect(list[1]).toMatchObject({ price: 45, stock: 2, discountPrice: null });

    const after = await items(await call('DELETE', `/api/wishlist/artwork/${art.id}`, headers));
    expect(after.map((item) => item.title)).toEqual(['Moon Doll']);
    expect(await items(await call('GET', '/api/wishlist', headers))).toEqual(after);
  });

  it('shows the sale price and its end while a sale runs, and the plain price after', async () => {
    const { headers } = await signedIn(suite.app);
    const dolls = buildCategory(suite.app.db, { name: 'Sale dolls' });
    const doll = buildProduct(suite.app.db, { priceCents: 4000, categoryId: dolls.id, stock: 2 });
    await call('PUT', `/api/wishlist/product/${doll.id}`, headers);
    const endsAt = new Date(Date.now() + 1_500).toISOString();
    const sale = await call('POST', '/api/sales', suite.staff, {
      name: 'Doll days',
      type: 'percent',
      value: 25,
      categoryIds: [dolls.id],
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt,
    });
    expect(sale.status).toBe(201);
    const [during] = await items(await call('GET', '/api/wishlist', headers));
    expect(during).toMatchObject({
      price: 40,
      discountPrice: null,
      salePrice: 30,
      saleEndsAt: endsAt,
    });
    await new Promise((resolve) => setTimeout(resolve, Date.parse(endsAt) - Date.now() + 50));
    const [after] = await items(await call('GET', '/api/wishlist', headers));
    expect(after).toMatchObject({ price: 40 });
    expect(after!.salePrice).toBeUndefined();
  });

  it('refuses unknown records, hidden products, bad kinds and guests, changing nothing', async () => {
    const { headers } = await signedIn(suite.app);
    const hidden = buildProduct(suite.app.db, { published: false });
    expect((await call('PUT', '/api/wishlist/product/nope', headers)).status).toBe(404);
    expect((await call('PUT', `/api/wishlist/product/${hidden.id}`, headers)).status).toBe(404);
    expect((await call('PUT', '/api/wishlist/post/x', headers)).status).toBe(400);
    expect((await call('GET', '/api/wishlist', {})).status).toBe(401);
    expect(await items(await call('GET', '/api/wishlist', headers))).toEqual([]);
  });

  it("merges a guest's list at sign-in, skipping what no longer exists", async () => {
    const { headers } = await signedIn(suite.app);
    const kept = buildProduct(suite.app.db, { title: 'Kept Bunny' });
    const art = buildArtwork(suite.app.db, { title: 'Saved Art' });
    await call('PUT', `/api/wishlist/product/${kept.id}`, headers);
    const merged = await items(
      await call('POST', '/api/wishlist/merge', headers, {
        items: [
          { kind: 'product', id: kept.id },
          { kind: 'artwork', id: art.id },
          { kind: 'product', id: 'deleted-since' },
        ],
      }),
    );
    expect(merged.map((item) => item.title).sort()).toEqual(['Kept Bunny', 'Saved Art']);
    const tooMany = Array.from({ length: 201 }, (_, i) => ({ kind: 'product', id: `p${i}` }));
    expect((await call('POST', '/api/wishlist/merge', headers, { items: tooMany })).status).toBe(
      400,
    );
  });
});

describe('back in stock', () => {
  it('queues one email to each customer wishing for a sold-out product when it is restocked', async () => {
    const mia = buildUser(suite.app.db, { name: 'Mia', email: 'mia@example.test' });
    const bo = buildUser(suite.app.db, { name: 'Bo', email: 'bo@example.test' });
    const plush = buildCategory(suite.app.db, { name: 'Plush' });
    const soldOut = buildProduct(suite.app.db, {
      title: 'Cloud Sheep',
      stock: 0,
      categoryId: plush.id,
    });
    const store = createWishlistStore(suite.app.db);
    store.add(mia.id, 'product', soldOut.id, new Date().toISOString());
    store.add(bo.id, 'product', soldOut.id, new Date().toISOString());
    const outbox = () =>
      suite.app.db
        .prepare(
          "SELECT to_address, subject, text_body FROM mail_outbox WHERE kind = 'back-in-stock' ORDER BY to_address",
        )
        .all() as { to_address: string; subject: string; text_body: string }[];

    const setStock = async (stock: number) => {
      const current = (await (await suite.app.get(`/api/shop/${soldOut.id}`)).json()) as {
        version: number;
      };
      const response = await call('PATCH', `/api/shop/${soldOut.id}`, suite.staff, {
        version: current.version,
        stock,
      });
      expect(`${response.status} ${await response.text()}`).toMatch(/^200 /);
    };
    await setStock(0);
    expect(outbox()).toEqual([]);
    await setStock(3);
    const mails = outbox();
    expect(mails.map((mail) => mail.to_address)).toEqual(['bo@example.test', 'mia@example.test']);
    expect(mails[0]!.subject).toBe('Back in stock: Cloud Sheep');
    expect(mails[1]!.text_body).toContain('Good news, Mia!');
    expect(mails[1]!.text_body).toContain(
      '“Cloud Sheep” from your wishlist is back in stock (3 available)',
    );
    // More stock on top of stock is no news.
    await setStock(5);
    expect(outbox()).toHaveLength(2);
  });
});
