// The browser's PublicApi: the public read operations through the typed client. The server renders
// with an in-process PublicApi over the same services instead.

import { orNull, type ApiClient, type PublicApi } from '@kawaii/shared';
import type { Fetch } from './client.ts';

/** The typed client's module (every operation's wire declaration). Hydration takes the page's
 * data from its HTML, so a page that is only looked at never needs it: it is fetched at the first
 * read, and the browser entry fetches it as a navigation starts, alongside the next page's chunk. */
export const loadApiClient = () => import('./client.ts');

export function createHttpPublicApi(fetchImpl: Fetch, baseUrl = ''): PublicApi {
  let client: Promise<ApiClient> | null = null;
  const api = () =>
    (client ??= loadApiClient().then(({ apiClient }) => apiClient(fetchImpl, null, baseUrl)));
  return {
    listArtworks: async (query = {}) => (await api()).listArtworks({ query }),
    getArtworkBySlug: (slug) =>
      orNull(api().then((it) => it.getArtworkBySlug({ params: { slug } }))),
    getArtworkById: (id) => orNull(api().then((it) => it.getArtworkById({ params: { id } }))),
    listPosts: async (query = {}) => (await api()).listPosts({ query }),
    getPostBySlug: (slug) => orNull(api().then((it) => it.getPostBySlug({ params: { slug } }))),
    listProducts: async (query = {}) => (await api()).listProducts({ query }),
    getProduct: (id) => orNull(api().then((it) => it.getProduct({ params: { id } }))),
    listCategories: async (query = {}) => (await api()).listCategories({ query }),
    listGames: async (query = {}) => (await api()).listGames({ query }),
    getSettings: async () => (await api()).getSettings(),
    getImageAlts: async (paths) =>
      paths.length === 0 ? {} : (await api()).getImageAlts({ query: { path: paths } }),
    getPreview: (token) => orNull(api().then((it) => it.getPreview({ params: { token } }))),
  };
}
