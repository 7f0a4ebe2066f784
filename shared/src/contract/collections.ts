// The operations of each content collection the admin edits and the studio syncs: one table, so
// the web admin's saves and the studio's pulls and pushes cannot call different operations.

import type { SyncedCollection } from '../rules/record-inputs.ts';
import type { AnyOperation } from './operation.ts';
import { operations } from './operations.ts';

export interface CollectionOperations {
  /** Every record the caller may see (staff: drafts too). */
  list: AnyOperation;
  /** A new record; honours an Idempotency-Key. */
  create: AnyOperation;
  /** The whole record replaced. */
  update: AnyOperation;
  /** The changed fields on a stated version (409 with `current` when it is stale). */
  patch: AnyOperation;
  /** Deletes it; an `If-Match` version refuses to delete what changed since. */
  remove: AnyOperation;
}

const collectionOperations = {
  posts: {
    list: operations.listPosts,
    create: operations.createPost,
    update: operations.updatePost,
    patch: operations.patchPost,
    remove: operations.deletePost,
  },
  artworks: {
    list: operations.listArtworks,
    create: operations.createArtwork,
    update: operations.updateArtwork,
    patch: operations.patchArtwork,
    remove: operations.deleteArtwork,
  },
  products: {
    list: operations.listProducts,
    create: operations.createProduct,
    update: operations.updateProduct,
    patch: operations.patchProduct,
    remove: operations.deleteProduct,
  },
  categories: {
    list: operations.listCategories,
    create: operations.createCategory,
    update: operations.updateCategory,
    patch: operations.patchCategory,
    remove: operations.deleteCategory,
  },
  games: {
    list: operations.listGames,
    create: operations.createGame,
    update: operations.updateGame,
    patch: operations.patchGame,
    remove: operations.deleteGame,
  },
  promotions: {
    list: operations.listPromotions,
    create: operations.createPromotion,
    update: operations.updatePromotion,
    patch: operations.patchPromotion,
    remove: operations.deletePromotion,
  },
  sales: {
    list: operations.listSales,
    create: operations.createSale,
    update: operations.updateSale,
    patch: operations.patchSale,
    remove: operations.deleteSale,
  },
  campaigns: {
    list: operations.listCampaigns,
    create: operations.createCampaign,
    update: operations.updateCampaign,
    patch: operations.patchCampaign,
    remove: operations.deleteCampaign,
  },
} satisfies Record<SyncedCollection, CollectionOperations>;

/** Callers that pick a collection at run time see every entry as plain operations. */
export const COLLECTION_OPERATIONS: Record<SyncedCollection, CollectionOperations> =
  collectionOperations;

/**
 * The operations of one collection with their own types (input schemas, answers), for code that
 * serves a known collection: the API mounts each collection's handlers from this table.
 */
export type CollectionOperationsOf<Collection extends SyncedCollection> =
  (typeof collectionOperations)[Collection];
