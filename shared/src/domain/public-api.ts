// The read operations the storefront's route loaders need. Two implementations exist: on the
// server, an in-process client over the API's services (no HTTP hop while rendering); in the
// browser, a fetch client over /api. Loaders only ever see this interface. Each method is named
// after its operation and answers that operation's declared answer type (a read of one record:
// null for "no such record"), so the in-process answers cannot drift from the API's.

import type { InputOf, OutputOf } from '../contract/operation.ts';
import type { OperationName, Operations } from '../contract/operations.ts';
import type {
  ArtworkPageQuery,
  ArtworkQuery,
  CategoryQuery,
  GameQuery,
  PostPageQuery,
  PostQuery,
  ProductPageQuery,
  ProductQuery,
} from './queries.ts';

type AnswerOf<Name extends OperationName> = OutputOf<Operations[Name]>;

export interface PublicApi {
  listArtworks(query?: ArtworkQuery): Promise<AnswerOf<'listArtworks'>>;
  listArtworkPage(query?: ArtworkPageQuery): Promise<AnswerOf<'listArtworkPage'>>;
  /** Resolves to null when there is no such artwork. */
  getArtworkBySlug(slug: string): Promise<AnswerOf<'getArtworkBySlug'> | null>;
  getArtworkById(id: string): Promise<AnswerOf<'getArtworkById'> | null>;
  listPosts(query?: PostQuery): Promise<AnswerOf<'listPosts'>>;
  listPostPage(query?: PostPageQuery): Promise<AnswerOf<'listPostPage'>>;
  getPostBySlug(slug: string): Promise<AnswerOf<'getPostBySlug'> | null>;
  listProducts(query?: ProductQuery): Promise<AnswerOf<'listProducts'>>;
  listProductPage(query?: ProductPageQuery): Promise<AnswerOf<'listProductPage'>>;
  getProduct(id: string): Promise<AnswerOf<'getProduct'> | null>;
  listCategories(query?: CategoryQuery): Promise<AnswerOf<'listCategories'>>;
  listGames(query?: GameQuery): Promise<AnswerOf<'listGames'>>;
  getSettings(): Promise<AnswerOf<'getSettings'>>;
  /** Alt texts stored for image paths; paths without one are left out. */
  getImageAlts(paths: string[]): Promise<AnswerOf<'getImageAlts'>>;
  /** The draft a preview link shows; null when the link is not valid (forged, expired, revoked). */
  getPreview(token: string): Promise<AnswerOf<'getPreview'> | null>;
  /** Whether commissions are open, the slots left, the intro, terms and stages. */
  getCommissionOpenings(): Promise<AnswerOf<'getCommissionOpenings'>>;
}

/**
 * A PublicApi method as a call of its operation: the operation's input shaped from the method's
 * arguments, and `missing: null` exactly for a method that may answer null (a read of one record,
 * whose 404 answers null). An entry whose operation answers anything the method does not promise
 * is `never`, so it fails to compile.
 */
type PublicCallOf<Method> = Method extends (...args: infer Args) => Promise<infer Result>
  ? {
      [Name in OperationName]: AnswerOf<Name> extends Result
        ? {
            operation: Name;
            input: (...args: Args) => InputOf<Operations[Name]>;
          } & (null extends Result ? { missing: null } : { missing?: never })
        : never;
    }[OperationName]
  : never;

/**
 * Every PublicApi method, each a call of the declared operation of its own name. The browser's
 * PublicApi is derived from this table alone; api/src/contract.test.ts checks each operation is a
 * mounted public read and that the server's in-process PublicApi answers what it answers over HTTP.
 */
export const PUBLIC_API_CALLS = {
  listArtworks: { operation: 'listArtworks', input: (query = {}) => ({ query }) },
  listArtworkPage: { operation: 'listArtworkPage', input: (query = {}) => ({ query }) },
  getArtworkBySlug: {
    operation: 'getArtworkBySlug',
    input: (slug) => ({ params: { slug } }),
    missing: null,
  },
  getArtworkById: {
    operation: 'getArtworkById',
    input: (id) => ({ params: { id } }),
    missing: null,
  },
  listPosts: { operation: 'listPosts', input: (query = {}) => ({ query }) },
  listPostPage: { operation: 'listPostPage', input: (query = {}) => ({ query }) },
  getPostBySlug: {
    operation: 'getPostBySlug',
    input: (slug) => ({ params: { slug } }),
    missing: null,
  },
  listProducts: { operation: 'listProducts', input: (query = {}) => ({ query }) },
  listProductPage: { operation: 'listProductPage', input: (query = {}) => ({ query }) },
  getProduct: { operation: 'getProduct', input: (id) => ({ params: { id } }), missing: null },
  listCategories: { operation: 'listCategories', input: (query = {}) => ({ query }) },
  listGames: { operation: 'listGames', input: (query = {}) => ({ query }) },
  getSettings: { operation: 'getSettings', input: () => ({}) },
  getImageAlts: { operation: 'getImageAlts', input: (paths) => ({ query: { path: paths } }) },
  getPreview: { operation: 'getPreview', input: (token) => ({ params: { token } }), missing: null },
  getCommissionOpenings: { operation: 'getCommissionOpenings', input: () => ({}) },
} satisfies {
  [Method in keyof PublicApi]: PublicCallOf<PublicApi[Method]> & { operation: Method };
};
