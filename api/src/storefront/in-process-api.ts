import type { PublicApi } from '@kawaii/shared';
import { ANONYMOUS_VIEWER } from '../core/viewer.ts';
import type { Services } from '../services.ts';

/**
 * The PublicApi the storefront's loaders use while rendering on the server: the API's own
 * services called in-process, seen as an anonymous visitor (pages are the same for everyone
 * and may be cached; signed-in data loads in the browser).
 *
 * Why a line per method, not a table: each line is the service call itself, the same call the
 * operation's route handler makes, with the one difference that matters here (the anonymous
 * visitor instead of the request's viewer, and null instead of a 404). A table from operation to
 * service would hold these same thirteen calls, plus a wrapper to undo the 404. The rule each line
 * keeps: it calls the service of the operation PUBLIC_API_CALLS names for its method, and answers
 * what that operation answers an anonymous visitor over HTTP. in-process-api.contract.test.ts
 * checks exactly that, method for method, against the HTTP PublicApi; the PublicApi type refuses
 * a missing or extra method.
 */
export function createInProcessPublicApi(services: Services): PublicApi {
  const visitor = ANONYMOUS_VIEWER;
  return {
    listArtworks: async (query = {}) => services.artworks.list(query),
    listArtworkPage: async (query = {}) => services.artworks.page(query),
    getArtworkBySlug: async (slug) => services.artworks.getBySlug(slug),
    getArtworkById: async (id) => services.artworks.getById(id),
    listPosts: async (query = {}) => services.posts.list(query, visitor),
    listPostPage: async (query = {}) => services.posts.page(query, visitor),
    getPostBySlug: async (slug) => services.posts.getBySlug(slug, visitor),
    listProducts: async (query = {}) => services.products.list(query, visitor),
    listProductPage: async (query = {}) => services.products.page(query, visitor),
    getProduct: async (id) => services.products.getById(id, visitor),
    listCategories: async (query = {}) => services.categories.list(query),
    listGames: async (query = {}) => services.games.list(query, visitor),
    getSettings: async () => services.settings.get(),
    getImageAlts: async (paths) => services.media.imageAlts(paths),
    getPreview: (token) => services.previews.open(token),
    getCommissionOpenings: async () => services.commissions.openings(),
  };
}
