// The browser's PublicApi: the public read operations through the typed client. The server renders
// with an in-process PublicApi over the same services instead.

import { orNull, type PublicApi } from '@kawaii/shared';
import { apiClient, type Fetch } from './client.ts';

export function createHttpPublicApi(fetchImpl: Fetch, baseUrl = ''): PublicApi {
  const api = apiClient(fetchImpl, null, baseUrl);
  return {
    listArtworks: (query = {}) => api.listArtworks({ query }),
    getArtworkBySlug: (slug) => orNull(api.getArtworkBySlug({ params: { slug } })),
    getArtworkById: (id) => orNull(api.getArtworkById({ params: { id } })),
    listPosts: (query = {}) => api.listPosts({ query }),
    getPostBySlug: (slug) => orNull(api.getPostBySlug({ params: { slug } })),
    listProducts: (query = {}) => api.listProducts({ query }),
    getProduct: (id) => orNull(api.getProduct({ params: { id } })),
    listCategories: (query = {}) => api.listCategories({ query }),
    listGames: (query = {}) => api.listGames({ query }),
    getSettings: () => api.getSettings(),
    getImageAlts: async (paths) =>
      paths.length === 0 ? {} : api.getImageAlts({ query: { path: paths } }),
  };
}
