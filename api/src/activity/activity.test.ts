import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type SignedIn } from '../test/auth.ts';
import { buildArtwork, buildCategory, buildProduct } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

interface Line {
  actor: { _id: string | null; email: string };
  action: string;
  subjectType: string;
  subjectId: string | null;
  summary: string;
}

let app: TestApp;
let artist: SignedIn;
let helper: SignedIn;
beforeAll(async () => {
  app = await startTestApp();
  artist = await signedIn(app, { role: 'superadmin', email: 'artist@shop.test' });
  helper = await signedIn(app, { role: 'admin', email: 'helper@shop.test' });
});
afterAll(() => app.close());

function send(who: SignedIn, method: string, path: string, body?: unknown) {
  return app.get(path, {
    method,
    headers: { ...who.headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const newestLines = async (count: number) =>
  ((await (await send(artist, 'GET', `/api/activity?limit=${count}`)).json()) as Line[]).reverse();

describe('the activity log of staff changes', () => {
  it('records price and stock edits, one line each, with who made them', async () => {
    const product = buildProduct(app.db, {
      title: 'Bunny Doll',
      priceCents: 2500,
      stock: 3,
      categoryId: buildCategory(app.db).id,
    });
    const patched = await send(helper, 'PATCH', `/api/shop/${product.id}`, {
      version: product.version,
      price: 30,
      discountPrice: 27.5,
      stock: 5,
    });
    expect(patched.status).toBe(200);
    expect(await newestLines(3)).toEqual([
      {
        actor: { _id: helper.user.id, email: 'helper@shop.test' },
        action: 'product.price',
        subjectType: 'product',
        subjectId: product.id,
        summary: 'Changed the price of “Bunny Doll” from $25.00 to $30.00',
        _id: expect.any(String),
        createdAt: expect.any(String),
      },
      expect.objectContaining({
        action: 'product.price',
        summary: 'Changed the sale price of “Bunny Doll” from none to $27.50',
      }),
      expect.objectContaining({
        action: 'product.stock',
        summary: 'Changed the stock of “Bunny Doll” from 3 to 5',
      }),
    ]);

    // A save that changes neither adds nothing.
    const before = (await newestLines(500)).length;
    const { version } = (await patched.json()) as { version: number };
    const renamed = await send(helper, 'PATCH', `/api/shop/${product.id}`, {
      version,
      title: 'Bunny Doll (pink)',
    });
    expect(renamed.status).toBe(200);
    expect(await newestLines(500)).toHaveLength(before);
  });

  it('records deletes of products and artworks, and not a refused delete', async () => {
    const product = buildProduct(app.db, { title: 'Old Keychain' });
    const artwork = buildArtwork(app.db, { title: 'Moon Rabbit' });
    expect((await send(helper, 'DELETE', `/api/shop/${product.id}?version=99`)).status).toBe(409);
    expect((await send(helper, 'DELETE', `/api/shop/${product.id}`)).status).toBe(200);
    expect((await send(artist, 'DELETE', `/api/artworks/${artwork.id}`)).status).toBe(200);
    expect(await newestLines(2)).toMatchObject([
      {
        actor: { email: 'helper@shop.test' },
        action: 'product.delete',
        subjectId: product.id,
        summary: 'Deleted the product “Old Keychain”',
      },
      {
        actor: { email: 'artist@shop.test' },
        action: 'artwork.delete',
        subjectId: artwork.id,
        summary: 'Deleted the artwork “Moon Rabbit”',
      },
    ]);
  });

  it('is for the superadmin only', async () => {
    expect((await send(helper, 'GET', '/api/activity')).status).toBe(403);
  });
});
