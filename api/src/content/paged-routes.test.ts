import { describe, expect, it } from 'vitest';
import type { Artwork, BlogPost, ListPage, Product } from '@kawaii/shared';
import { buildArtwork, buildPost, buildProduct, day } from '../test/factories.ts';
import { useStaffApp } from '../test/staff-app.ts';

const suite = useStaffApp('admin');

async function page<T>(path: string): Promise<ListPage<T>> {
  const response = await suite.app.get(path);
  expect(response.status).toBe(200);
  return (await response.json()) as ListPage<T>;
}

describe('the paged public lists', () => {
  it('answer 24 items by default, the total and the next page, and page on with ?page', async () => {
    for (let index = 0; index < 30; index += 1) {
      buildProduct(suite.app.db, { title: `Plush ${index}`, createdAt: day(index + 1) });
    }
    buildProduct(suite.app.db, { title: 'Draft', published: false });

    const first = await page<Product>('/api/paged/shop');
    expect(first.items).toHaveLength(24);
    expect(first).toMatchObject({ total: 30, page: 1, nextPage: 2 });
    expect(first.items[0]!.title).toBe('Plush 29');

    const second = await page<Product>('/api/paged/shop?page=2');
    expect(second.items.map((product) => product.title)).toEqual([
      'Plush 5',
      'Plush 4',
      'Plush 3',
      'Plush 2',
      'Plush 1',
      'Plush 0',
    ]);
    expect(second).toMatchObject({ total: 30, page: 2, nextPage: null });

    const sorted = await page<Product>('/api/paged/shop?sort=title-asc&limit=2&page=3');
    expect(sorted.items.map((product) => product.title)).toEqual(['Plush 12', 'Plush 13']);
    expect(sorted).toMatchObject({ total: 30, nextPage: 4 });

    expect((await page<Product>('/api/paged/shop?page=9')).items).toEqual([]);
  });

  it('give the blog as cards, without the full text', async () => {
    buildPost(suite.app.db, { title: 'Sewing Diary', content: 'A very long text' });
    const posts = await page<BlogPost>('/api/paged/blog?limit=1');
    expect(posts.items[0]!.content).toBe('');
    expect(posts.items[0]!.excerpt).not.toBe('');
    expect(posts).toMatchObject({ total: 1, nextPage: null });
  });

  it('page the artworks too, and refuse a page that is not a whole number from 1', async () => {
    buildArtwork(suite.app.db);
    buildArtwork(suite.app.db);
    const artworks = await page<Artwork>('/api/paged/artworks?limit=1');
    expect(artworks).toMatchObject({ total: 2, nextPage: 2 });
    expect(artworks.items).toHaveLength(1);
    for (const bad of ['0', '-1', '1.5', 'two']) {
      expect((await suite.app.get(`/api/paged/artworks?page=${bad}`)).status).toBe(400);
    }
  });

  it('keep the plain lists whole: limit=3 answers three, no limit everything', async () => {
    const three = (await (await suite.app.get('/api/shop?limit=3')).json()) as Product[];
    expect(three).toHaveLength(3);
    const all = (await (await suite.app.get('/api/shop')).json()) as Product[];
    expect(all).toHaveLength(30);
  });
});
