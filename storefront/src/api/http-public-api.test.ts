import { describe, expect, it } from 'vitest';
import { createHttpPublicApi } from './http-public-api.ts';
import { ApiError } from '@kawaii/shared';
import type { Fetch } from './client.ts';

function fakeFetch(answer: (url: string) => Response = () => Response.json([])) {
  const urls: string[] = [];
  const fetchImpl: Fetch = async (input) => {
    const url = String(input);
    urls.push(url);
    return answer(url);
  };
  return { fetchImpl, urls };
}

describe('createHttpPublicApi', () => {
  it('builds the contract URLs, leaving out undefined filters', async () => {
    const { fetchImpl, urls } = fakeFetch();
    const api = createHttpPublicApi(fetchImpl);
    await api.listArtworks({ featured: true, limit: 3 });
    await api.listArtworks({ type: undefined, year: 2024, sort: 'name-asc' });
    await api.listPosts({ published: true, tag: 'dolls & bows' });
    await api.listProducts({ category: 'c1', minPrice: 25, maxPrice: 50, sort: 'price-low' });
    await api.listCategories({ active: true });
    await api.listGames();
    expect(urls).toEqual([
      '/api/artworks?featured=true&limit=3',
      '/api/artworks?year=2024&sort=name-asc',
      '/api/blog?published=true&tag=dolls+%26+bows',
      '/api/shop?category=c1&minPrice=25&maxPrice=50&sort=price-low',
      '/api/categories?active=true',
      '/api/games',
    ]);
  });

  it('encodes ids and slugs as one path segment and prefixes the base URL', async () => {
    const { fetchImpl, urls } = fakeFetch(() => Response.json({}));
    const api = createHttpPublicApi(fetchImpl, 'https://shop.example');
    await api.getArtworkBySlug('a/b');
    await api.getArtworkById('id 1');
    await api.getPostBySlug('spring-dolls');
    await api.getProduct('p?1');
    await api.getSettings();
    expect(urls).toEqual([
      'https://shop.example/api/artworks/slug/a%2Fb',
      'https://shop.example/api/artworks/id/id%201',
      'https://shop.example/api/blog/slug/spring-dolls',
      'https://shop.example/api/shop/p%3F1',
      'https://shop.example/api/settings',
    ]);
  });

  it('answers null for a missing record', async () => {
    const { fetchImpl } = fakeFetch(() =>
      Response.json({ message: 'Post not found' }, { status: 404 }),
    );
    await expect(createHttpPublicApi(fetchImpl).getPostBySlug('nope')).resolves.toBeNull();
  });

  it("throws the server's message for other failures", async () => {
    const { fetchImpl } = fakeFetch(() =>
      Response.json({ message: 'Invalid sort' }, { status: 400 }),
    );
    const failure = createHttpPublicApi(fetchImpl).listArtworks();
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400, message: 'Invalid sort' });
  });

  it('still fails plainly when the error body is not JSON', async () => {
    const { fetchImpl } = fakeFetch(() => new Response('Bad gateway', { status: 502 }));
    await expect(createHttpPublicApi(fetchImpl).getSettings()).rejects.toMatchObject({
      status: 502,
      message: '',
    });
  });

  it('asks for alt texts by repeated path, and not at all without paths', async () => {
    const { fetchImpl, urls } = fakeFetch(() => Response.json({ '/uploads/a.webp': 'A bunny' }));
    const api = createHttpPublicApi(fetchImpl);
    expect(await api.getImageAlts([])).toEqual({});
    expect(urls).toEqual([]);
    expect(await api.getImageAlts(['/uploads/a.webp', '/uploads/b.webp'])).toEqual({
      '/uploads/a.webp': 'A bunny',
    });
    expect(urls).toEqual(['/api/media/alt?path=%2Fuploads%2Fa.webp&path=%2Fuploads%2Fb.webp']);
  });
});
