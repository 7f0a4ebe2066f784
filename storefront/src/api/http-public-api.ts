// The browser's PublicApi: the contract's public GET endpoints over fetch (spec.md section 7,
// api-contract.md "Content"). The server renders with an in-process PublicApi instead.

import type {
  Artwork,
  BlogPost,
  Category,
  Game,
  Preview,
  Product,
  PublicApi,
  ShopSettings,
} from '@kawaii/shared';
import { requestJson, requestJsonOrNull, withQuery, type Fetch } from './http-json.ts';

export function createHttpPublicApi(fetchImpl: Fetch, baseUrl = ''): PublicApi {
  const url = (path: string) => `${baseUrl}/api${path}`;
  const get = <T>(path: string) => requestJson<T>(fetchImpl, url(path));
  const getOrNull = <T>(path: string) => requestJsonOrNull<T>(fetchImpl, url(path));
  const segment = encodeURIComponent;

  return {
    listArtworks: (query = {}) => get<Artwork[]>(withQuery('/artworks', { ...query })),
    getArtworkBySlug: (slug) => getOrNull<Artwork>(`/artworks/slug/${segment(slug)}`),
    getArtworkById: (id) => getOrNull<Artwork>(`/artworks/id/${segment(id)}`),
    listPosts: (query = {}) => get<BlogPost[]>(withQuery('/blog', { ...query })),
    getPostBySlug: (slug) => getOrNull<BlogPost>(`/blog/slug/${segment(slug)}`),
    listProducts: (query = {}) => get<Product[]>(withQuery('/shop', { ...query })),
    getProduct: (id) => getOrNull<Product>(`/shop/${segment(id)}`),
    listCategories: (query = {}) => get<Category[]>(withQuery('/categories', { ...query })),
    listGames: (query = {}) => get<Game[]>(withQuery('/games', { ...query })),
    getSettings: () => get<ShopSettings>('/settings'),
    getImageAlts: async (paths) => {
      if (paths.length === 0) return {};
      const search = new URLSearchParams(paths.map((path) => ['path', path]));
      return get<Record<string, string>>(`/media/alt?${search.toString()}`);
    },
    getPreview: (token) => getOrNull<Preview>(`/previews/${segment(token)}`),
  };
}
