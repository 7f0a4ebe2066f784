import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type SignedIn } from '../test/auth.ts';
import { buildArtwork, buildCategory, buildProduct } from '../test/factories.ts';
import { useStaffApp } from '../test/staff-app.ts';

interface Line {
  actor: { _id: string | null; email: string };
  action: string;
  subjectType: string;
  subjectId: string | null;
  summary: string;
}

// The signed-in staff member is the artist (the superadmin, who alone reads the log); the helper
// is an admin who makes most of the changes.
const suite = useStaffApp('superadmin', { staffFields: { email: 'artist@shop.test' } });
let helper: SignedIn;
beforeAll(async () => {
  helper = await signedIn(suite.app, { role: 'admin', email: 'helper@shop.test' });
});

function send(who: Record<string, string>, method: string, path: string, body?: unknown) {
  return suite.app.get(path, {
    method,
    headers: { ...who, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const newestLines = async (count: number) =>
  (
    (await (await send(suite.staff, 'GET', `/api/activity?limit=${count}`)).json()) as Line[]
  ).reverse();

describe('the activity log of staff changes', () => {
  it('records price and stock edits, one line each, with who made them', async () => {
    const product = buildProduct(suite.app.db, {
      title: 'Bunny Doll',
      priceCents: 2500,
      stock: 3,
      categoryId: buildCategory(suite.app.db).id,
    });
    const patched = await send(helper.headers, 'PATCH', `/api/shop/${product.id}`, {
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
    const renamed = await send(helper.headers, 'PATCH', `/api/shop/${product.id}`, {
      version,
      title: 'Bunny Doll (pink)',
    });
    expect(renamed.status).toBe(200);
    expect(await newestLines(500)).toHaveLength(before);
  });

  it('records deletes of products and artworks, and not a refused delete', async () => {
    const product = buildProduct(suite.app.db, { title: 'Old Keychain' });
    const artwork = buildArtwork(suite.app.db, { title: 'Moon Rabbit' });
    expect(
      (await send(helper.headers, 'DELETE', `/api/shop/${product.id}?version=99`)).status,
    ).toBe(409);
    expect((await send(helper.headers, 'DELETE', `/api/shop/${product.id}`)).status).toBe(200);
    expect((await send(suite.staff, 'DELETE', `/api/artworks/${artwork.id}`)).status).toBe(200);
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
    expect((await send(helper.headers, 'GET', '/api/activity')).status).toBe(403);
  });
});
