// The read operations the storefront's route loaders need. Two implementations exist: on the
// server, an in-process client over the API's services (no HTTP hop while rendering); in the
// browser, a fetch client over /api. Loaders only ever see this interface. Each method is named
// after its operation and answers that operation's declared answer type (a read of one record:
// null for "no such record"), so the in-process answers cannot drift from the API's.

import type { OutputOf } from '../contract/operation.ts';
import type { OperationName, Operations } from '../contract/operations.ts';
import type { ArtworkQuery, CategoryQuery, GameQuery, PostQuery, ProductQuery } from './queries.ts';

type AnswerOf<Name extends OperationName> = OutputOf<Operations[Name]>;

export interface PublicApi {
  listArtworks(query?: ArtworkQuery): Promise<AnswerOf<'listArtworks'>>;
  /** Resolves to null when there is no such artwork. */
  getArtworkBySlug(slug: string): Promise<AnswerOf<'getArtworkBySlug'> | null>;
  getArtworkById(id: string): Promise<AnswerOf<'getArtworkById'> | null>;
  listPosts(query?: PostQuery): Promise<AnswerOf<'listPosts'>>;
  getPostBySlug(slug: string): Promise<AnswerOf<'getPostBySlug'> | null>;
  listProducts(query?: ProductQuery): Promise<AnswerOf<'listProducts'>>;
  getProduct(id: string): Promise<AnswerOf<'getProduct'> | null>;
  listCategories(query?: CategoryQuery): Promise<AnswerOf<'listCategories'>>;
  listGames(query?: GameQuery): Promise<AnswerOf<'listGames'>>;
  getSettings(): Promise<AnswerOf<'getSettings'>>;
  /** Alt texts stored for image paths; paths without one are left out. */
  getImageAlts(paths: string[]): Promise<AnswerOf<'getImageAlts'>>;
  /** The draft a preview link shows; null when the link is not valid (forged, expired, revoked). */
  getPreview(token: string): Promise<AnswerOf<'getPreview'> | null>;
}

/**
 * Every PublicApi method, each named after a declared operation: a method that is not one (or is
 * left out here) fails to compile, and api/src/contract.test.ts checks each is mounted and public.
 */
export const PUBLIC_API_OPERATIONS: {
  readonly [Name in keyof PublicApi]: Name extends OperationName ? true : never;
} = {
  listArtworks: true,
  getArtworkBySlug: true,
  getArtworkById: true,
  listPosts: true,
  getPostBySlug: true,
  listProducts: true,
  getProduct: true,
  listCategories: true,
  listGames: true,
  getSettings: true,
  getImageAlts: true,
  getPreview: true,
};
