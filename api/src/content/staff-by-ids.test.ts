import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_IDS_MAX, type RecordsById } from '@kawaii/shared';
import { buildArtwork, buildPost, buildProduct, day } from '../test/factories.ts';
import { useStaffApp } from '../test/staff-app.ts';

// The staff forms' pickers show what a promotion, a sale, a reward or a campaign has chosen by
// reading just those records by id, not the whole list.
const suite = useStaffApp('admin', { customer: true });
const ids = { products: [] as string[], artworks: [] as string[], posts: [] as string[] };

beforeAll(() => {
  const { db } = suite.app;
  for (let index = 0; index < 3; index += 1) {
    const hidden = index === 1;
    ids.products.push(
      buildProduct(db, { title: `Plush ${index}`, published: !hidden, createdAt: day(index) }).id,
    );
    ids.artworks.push(buildArtwork(db, { title: `Sketch ${index}`, createdAt: day(index) }).id);
    ids.posts.push(
      buildPost(db, { title: `Diary ${index}`, published: !hidden, createdAt: day(index) }).id,
    );
  }
});

async function read(path: string, headers = suite.staff) {
  const response = await suite.app.get(path, { headers });
  return {
    status: response.status,
    body: (await response.json()) as RecordsById<{ _id: string; title: string }> & {
      message?: string;
    },
  };
}

const COLLECTIONS = [
  ['/api/staff/shop/by-ids', 'products', 'Plush'],
  ['/api/staff/artworks/by-ids', 'artworks', 'Sketch'],
  ['/api/staff/blog/by-ids', 'posts', 'Diary'],
] as const;

describe.each(COLLECTIONS)('GET %s', (path, collection, name) => {
  it('answers the records asked for in the order asked, drafts too, leaving out unknown ids', async () => {
    const [first, hidden, last] = ids[collection];
    const answer = await read(`${path}?ids=${last},no-such-record,${hidden},${first},${last}`);
    expect(answer.status).toBe(200);
    expect(answer.body.items.map((item) => item.title)).toEqual([
      `${name} 2`,
      `${name} 1`,
      `${name} 0`,
    ]);
    expect((await read(`${path}?ids=gone`)).body).toEqual({ items: [] });
  });

  it(`refuses callers who are not staff, bad ids and more than ${STAFF_IDS_MAX} ids`, async () => {
    const one = ids[collection][0]!;
    expect((await read(`${path}?ids=${one}`, suite.customer.headers)).status).toBe(403);
    expect((await read(`${path}?ids=${one}`, {})).status).toBe(401);

    const refused = async (query: string) => {
      const answer = await read(`${path}${query}`);
      expect(answer.status, query).toBe(400);
      return answer.body.message;
    };
    for (const query of ['', '?ids=', '?ids=a,,b', '?ids=a%20b', `?ids=${one}&ids=${one}`]) {
      await refused(query);
    }
    const many = Array.from({ length: STAFF_IDS_MAX + 1 }, (_, n) => `id${n}`).join(',');
    expect(await refused(`?ids=${many}`)).toContain(`at most ${STAFF_IDS_MAX} records`);
    const enough = Array.from({ length: STAFF_IDS_MAX }, (_, n) => `id${n}`).join(',');
    expect((await read(`${path}?ids=${enough},${one}`)).status).toBe(400);
    expect((await read(`${path}?ids=${enough}`)).status).toBe(200);
  });
});

describe('GET /api/staff/blog/categories', () => {
  it("answers the blog's categories, drafts' too, each once and sorted, to staff only", async () => {
    const { db } = suite.app;
    buildPost(db, { title: 'Winter diary', category: ' Studio Diary ', published: false });
    buildPost(db, { title: 'Glue tips', category: 'Tips' });
    buildPost(db, { title: 'More glue tips', category: 'Tips' });
    buildPost(db, { title: 'Uncategorised', category: '' });
    const response = await suite.app.get('/api/staff/blog/categories', { headers: suite.staff });
    expect(response.status).toBe(200);
    const { categories } = (await response.json()) as { categories: string[] };
    expect(categories).toEqual(expect.arrayContaining(['Studio Diary', 'Tips']));
    expect(categories).toEqual([...new Set(categories)].sort((a, b) => a.localeCompare(b)));
    expect(categories).not.toContain('');
    const customer = await suite.app.get('/api/staff/blog/categories', {
      headers: suite.customer.headers,
    });
    expect(customer.status).toBe(403);
  });
});
