// The sync side of the API, for every content resource: idempotent creates, versioned deletes
// and field patches (the studio's offline changes and the web admin's saves both use them).
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../test/auth.ts';
import {
  buildArtwork,
  buildCategory,
  buildGame,
  buildPost,
  buildProduct,
  buildUser,
} from '../test/factories.ts';
import { useStaffApp } from '../test/staff-app.ts';

const suite = useStaffApp('admin');
let otherAdminHeaders: Record<string, string>;
let categoryId: string;

beforeAll(async () => {
  otherAdminHeaders = (await signedIn(suite.app, { role: 'admin' })).headers;
  categoryId = buildCategory(suite.app.db, { name: 'Plush Dolls' }).id;
});

function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return suite.app.get(path, {
    method,
    headers: {
      ...suite.staff,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const productCount = () =>
  (suite.app.db.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number }).n;

function dollForSale(title: string) {
  return { title, description: 'One of a kind.', price: 120, category: categoryId, stock: 1 };
}

describe('Idempotency-Key on creates', () => {
  it('answers a repeated create with the first answer and creates one record', async () => {
    const before = productCount();
    const headers = { 'idempotency-key': 'studio-create-doll-1' };
    const first = await send('POST', '/api/shop', dollForSale('Moon Doll'), headers);
    const again = await send('POST', '/api/shop', dollForSale('Moon Doll'), headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(productCount()).toBe(before + 1);
  });

  it('refuses the same key with a different body (422) and creates nothing', async () => {
    const headers = { 'idempotency-key': 'studio-create-doll-2' };
    expect((await send('POST', '/api/shop', dollForSale('Sun Doll'), headers)).status).toBe(201);
    const before = productCount();
    const other = await send('POST', '/api/shop', dollForSale('Star Doll'), headers);
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({
      message: 'This Idempotency-Key was already used for a different request',
    });
    expect(productCount()).toBe(before);
  });

  it('keeps keys per account: another admin with the same key creates her own', async () => {
    const headers = { 'idempotency-key': 'shared-key' };
    const before = productCount();
    await send('POST', '/api/shop', dollForSale('Cloud Doll'), headers);
    const theirs = await send('POST', '/api/shop', dollForSale('Cloud Doll'), {
      ...headers,
      ...otherAdminHeaders,
    });
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(productCount()).toBe(before + 2);
  });

  it('replays a refusal too, and a new key runs the fixed create', async () => {
    buildPost(suite.app.db, { slug: 'taken-slug' });
    const post = {
      title: 'Spring',
      slug: 'taken-slug',
      category: 'News',
      excerpt: 'Hi',
      content: 'Hello',
    };
    const headers = { 'idempotency-key': 'post-create-1' };
    expect((await send('POST', '/api/blog', post, headers)).status).toBe(409);
    expect((await send('POST', '/api/blog', post, headers)).status).toBe(409);
    const fixed = await send(
      'POST',
      '/api/blog',
      { ...post, slug: 'spring' },
      { 'idempotency-key': 'post-create-2' },
    );
    expect(fixed.status).toBe(201);
  });

  it('forgets a key after 24 hours', async () => {
    const headers = { 'idempotency-key': 'old-key' };
    await send('POST', '/api/shop', dollForSale('Rain Doll'), headers);
    suite.app.db
      .prepare(
        "UPDATE idempotency_keys SET created_at = '2000-01-01T00:00:00.000Z' WHERE idempotency_key = 'old-key'",
      )
      .run();
    const before = productCount();
    const later = await send('POST', '/api/shop', dollForSale('Rain Doll'), headers);
    expect(later.status).toBe(201);
    expect(productCount()).toBe(before + 1);
  });

  it('refuses a key longer than 200 characters', async () => {
    const before = productCount();
    const response = await send('POST', '/api/shop', dollForSale('Long Doll'), {
      'idempotency-key': 'k'.repeat(201),
    });
    expect(response.status).toBe(400);
    expect(productCount()).toBe(before);
  });

  it('documents the header on every creating operation', async () => {
    const spec = (await (await suite.app.get('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { parameters: { name: string }[] }>>;
    };
    const names = spec.paths['/api/shop']!['post']!.parameters.map((parameter) => parameter.name);
    expect(names).toContain('Idempotency-Key');
  });
});

interface Resource {
  name: string;
  path: string;
  build(): { id: string };
  /** A field edit the resource accepts, and how it reads back. */
  edit: Record<string, unknown>;
  untouched: string;
}

const RESOURCES: Resource[] = [
  {
    name: 'products',
    path: '/api/shop',
    build: () => buildProduct(suite.app.db, { categoryId, title: 'Bunny', stock: 5 }),
    edit: { description: 'Now with a bow.' },
    untouched: 'title',
  },
  {
    name: 'posts',
    path: '/api/blog',
    build: () => buildPost(suite.app.db, { authorId: buildUser(suite.app.db).id }),
    edit: { excerpt: 'A new excerpt.' },
    untouched: 'content',
  },
  {
    name: 'artworks',
    path: '/api/artworks',
    build: () => buildArtwork(suite.app.db),
    edit: { description: 'Gouache on paper.' },
    untouched: 'title',
  },
  {
    name: 'categories',
    path: '/api/categories',
    build: () => buildCategory(suite.app.db),
    edit: { description: 'Soft things.' },
    untouched: 'name',
  },
  {
    name: 'games',
    path: '/api/games',
    build: () => buildGame(suite.app.db),
    edit: { description: 'Dress the bunny.' },
    untouched: 'title',
  },
];

describe.each(RESOURCES)('$name: PATCH with the changed fields', (resource) => {
  it('changes only the fields sent and answers the new version', async () => {
    const { id } = resource.build();
    const response = await send('PATCH', `${resource.path}/${id}`, {
      version: 1,
      ...resource.edit,
    });
    expect(response.status).toBe(200);
    const record = (await response.json()) as Record<string, unknown>;
    expect(record).toMatchObject({ _id: id, version: 2, ...resource.edit });
    expect(record[resource.untouched]).toEqual(expect.any(String));
  });

  it('refuses a stale version with 409 and the current record', async () => {
    const { id } = resource.build();
    await send('PATCH', `${resource.path}/${id}`, { version: 1, ...resource.edit });
    const stale = await send('PATCH', `${resource.path}/${id}`, { version: 1, featured: true });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({
      message: 'This item was changed by someone else',
      current: { _id: id, version: 2, ...resource.edit },
    });
  });

  it('requires the version and refuses fields the record does not have', async () => {
    const { id } = resource.build();
    const noVersion = await send('PATCH', `${resource.path}/${id}`, resource.edit);
    expect(noVersion.status).toBe(400);
    expect(await noVersion.json()).toMatchObject({ errors: { version: 'Version is required' } });
    const unknown = await send('PATCH', `${resource.path}/${id}`, { version: 1, colour: 'pink' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ errors: { colour: 'Unknown field' } });
  });

  it('answers 404 for a record that is gone', async () => {
    const response = await send('PATCH', `${resource.path}/no-such-id`, { version: 1 });
    expect(response.status).toBe(404);
  });
});

describe.each(RESOURCES)('$name: DELETE with the version', (resource) => {
  it('refuses a stale If-Match with 409 and the current record, and keeps it', async () => {
    const { id } = resource.build();
    await send('PATCH', `${resource.path}/${id}`, { version: 1, ...resource.edit });
    const stale = await send('DELETE', `${resource.path}/${id}`, undefined, { 'if-match': '"1"' });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ current: { _id: id, version: 2 } });
    const again = await send('PATCH', `${resource.path}/${id}`, { version: 2 });
    expect(again.status).toBe(200);
  });

  it('deletes with the current version (?version=) and then answers 404', async () => {
    const { id } = resource.build();
    const deleted = await send('DELETE', `${resource.path}/${id}?version=1`);
    expect(deleted.status).toBe(200);
    const gone = await send('DELETE', `${resource.path}/${id}?version=1`);
    expect(gone.status).toBe(404);
  });

  it('refuses a version that is not a number', async () => {
    const { id } = resource.build();
    const response = await send('DELETE', `${resource.path}/${id}`, undefined, {
      'if-match': 'soon',
    });
    expect(response.status).toBe(400);
  });
});

describe('a sale and an offline edit of the same product', () => {
  it('keeps the sold unit sold: stockDelta adds to the stock as it is now', async () => {
    const { id } = buildProduct(suite.app.db, { categoryId, stock: 5 });
    // A customer buys one: the stock and the version move.
    suite.app.db
      .prepare('UPDATE products SET stock = stock - 1, version = version + 1 WHERE id = ?')
      .run(id);
    const restock = await send('PATCH', `/api/shop/${id}`, {
      version: 2,
      stockDelta: 3,
      description: 'Restocked!',
    });
    expect(restock.status).toBe(200);
    expect(await restock.json()).toMatchObject({ stock: 7, description: 'Restocked!', version: 3 });
  });

  it('refuses a delta that would take the stock below 0, and changes nothing', async () => {
    const { id } = buildProduct(suite.app.db, { categoryId, stock: 1 });
    const response = await send('PATCH', `/api/shop/${id}`, { version: 1, stockDelta: -2 });
    expect(response.status).toBe(400);
    const stock = suite.app.db.prepare('SELECT stock FROM products WHERE id = ?').pluck().get(id);
    expect(stock).toBe(1);
  });

  it('refuses stock and stockDelta together', async () => {
    const { id } = buildProduct(suite.app.db, { categoryId, stock: 1 });
    const response = await send('PATCH', `/api/shop/${id}`, {
      version: 1,
      stock: 3,
      stockDelta: 1,
    });
    expect(response.status).toBe(400);
  });
});
