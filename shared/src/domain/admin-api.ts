// The one seam between the admin screens and wherever their data lives. The web admin gets an
// implementation that speaks HTTP to /api; the studio gets one that speaks to its main process,
// which answers from the local store and queues changes for sync. The screens never call fetch.

import type { OperationName, Operations } from '../contract/operations.ts';
import type { OutputOf } from '../contract/operation.ts';
import type { AdminOrder, OrderStatus } from './commerce.ts';
import type { EnquiryStatus } from './enquiry.ts';
import type { PreviewKind } from './preview.ts';
import type { ArtworkInput } from '../schemas/artwork.ts';
import type { CategoryInput } from '../schemas/category.ts';
import type { GameInput } from '../schemas/game.ts';
import type { PostInput } from '../schemas/post.ts';
import type { ProductInput } from '../schemas/product.ts';
import type { SettingsInput } from '../schemas/settings.ts';
import type { EmailQuery, EnquiryQuery, MediaQuery, OrderQuery } from '../schemas/queries.ts';

/**
 * A failed AdminApi call is the one ApiError of the typed client, whatever the transport (HTTP on
 * the web, IPC in the studio); these names are kept for the screens and studio services.
 */
export {
  ApiError as AdminApiError,
  type ApiFailure as AdminApiFailure,
} from '../contract/failure.ts';

/** A save: the record's fields (images as stored paths) plus the version it was edited from. */
export type Save<Input> = Input & {
  version?: number;
  /**
   * The record as the form opened it: an update then sends only the fields that changed from it
   * (a PATCH), so a change made elsewhere to another field, like a sale's stock, is never undone.
   */
  editedFrom?: unknown;
  /** A create's key: sent again (an answer lost on the way), it never makes a second record. */
  idempotencyKey?: string;
};

export interface UploadedImage {
  path: string;
  width: number;
  height: number;
}

export interface UploadOptions {
  /** Called with 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** What a status move may carry besides its note. */
export interface OrderMoveDetails {
  /** Show the note to the customer (order page and email). */
  visibleToCustomer?: boolean;
  /** Marking as shipped: both required. */
  carrier?: string;
  trackingNumber?: string;
}

/** The answer type an operation is declared with, so the AdminApi cannot drift from the contract. */
type AnswerOf<Name extends OperationName> = OutputOf<Operations[Name]>;

/**
 * The operations behind each AdminApi method (a save creates, patches or replaces). A method the
 * contract does not declare fails to compile; api/src/contract.test.ts checks each is mounted.
 */
export const ADMIN_API_OPERATIONS = {
  listPosts: ['listPosts'],
  savePost: ['createPost', 'patchPost', 'updatePost'],
  deletePost: ['deletePost'],
  previewLink: ['createPreviewLink'],
  listArtworks: ['listArtworks'],
  saveArtwork: ['createArtwork', 'patchArtwork', 'updateArtwork'],
  deleteArtwork: ['deleteArtwork'],
  listProducts: ['listProducts'],
  saveProduct: ['createProduct', 'patchProduct', 'updateProduct'],
  deleteProduct: ['deleteProduct'],
  listCategories: ['listCategories'],
  saveCategory: ['createCategory', 'patchCategory', 'updateCategory'],
  deleteCategory: ['deleteCategory'],
  listGames: ['listGames'],
  saveGame: ['createGame', 'patchGame', 'updateGame'],
  deleteGame: ['deleteGame'],
  getSettings: ['getSettings'],
  saveSettings: ['updateSettings'],
  uploadImage: ['uploadImage'],
  listMedia: ['listMedia'],
  setMediaAlt: ['setMediaAlt'],
  deleteMedia: ['deleteMedia'],
  mediaUsage: ['getMediaUsage'],
  listUnusedMedia: ['listUnusedMedia'],
  cleanUpMedia: ['cleanUpMedia'],
  listOrders: ['listOrders'],
  exportOrdersCsv: ['exportOrders'],
  getOrder: ['getOrder'],
  reservedStock: ['reservedStock'],
  updateOrderStatus: ['changeOrderStatus'],
  listEmails: ['listEmails'],
  getEmail: ['getEmail'],
  listEnquiries: ['listEnquiries'],
  setEnquiryStatus: ['setEnquiryStatus'],
  listUsers: ['listUsers'],
  promoteUser: ['promoteUser'],
  demoteUser: ['demoteUser'],
  listActivity: ['listActivity'],
} as const satisfies Record<keyof AdminApi, readonly OperationName[]>;

export interface AdminApi {
  listPosts(): Promise<AnswerOf<'listPosts'>>;
  /** Creates when id is null. */
  savePost(id: string | null, post: Save<PostInput>): Promise<AnswerOf<'createPost'>>;
  deletePost(id: string): Promise<void>;
  /** A signed, short-lived link to the public page of a saved post or product, draft or not. */
  previewLink(kind: PreviewKind, id: string): Promise<AnswerOf<'createPreviewLink'>>;

  listArtworks(): Promise<AnswerOf<'listArtworks'>>;
  saveArtwork(id: string | null, artwork: Save<ArtworkInput>): Promise<AnswerOf<'createArtwork'>>;
  deleteArtwork(id: string): Promise<void>;

  listProducts(): Promise<AnswerOf<'listProducts'>>;
  saveProduct(id: string | null, product: Save<ProductInput>): Promise<AnswerOf<'createProduct'>>;
  deleteProduct(id: string): Promise<void>;

  listCategories(): Promise<AnswerOf<'listCategories'>>;
  saveCategory(
    id: string | null,
    category: Save<CategoryInput>,
  ): Promise<AnswerOf<'createCategory'>>;
  deleteCategory(id: string): Promise<void>;

  listGames(): Promise<AnswerOf<'listGames'>>;
  saveGame(id: string | null, game: Save<GameInput>): Promise<AnswerOf<'createGame'>>;
  deleteGame(id: string): Promise<void>;

  getSettings(): Promise<AnswerOf<'getSettings'>>;
  saveSettings(settings: Save<SettingsInput>): Promise<AnswerOf<'updateSettings'>>;

  /** One image on its own (POST /api/media), so a form can show real per-file progress. */
  uploadImage(
    file: Blob,
    fileName: string,
    options?: UploadOptions,
  ): Promise<AnswerOf<'uploadImage'>>;
  /** A page of the library (30 by default); `offset` is the number of items shown already. */
  listMedia(query?: MediaQuery): Promise<AnswerOf<'listMedia'>>;
  setMediaAlt(path: string, alt: string): Promise<void>;
  deleteMedia(path: string): Promise<void>;
  /** The records showing an image, named in its delete dialog. */
  mediaUsage(path: string): Promise<AnswerOf<'getMediaUsage'>>;
  /** Superadmin: the files a clean-up would remove (nothing names them, older than a day). */
  listUnusedMedia(): Promise<AnswerOf<'listUnusedMedia'>>;
  /** Superadmin: removes the confirmed files that are still unused when checked again. */
  cleanUpMedia(paths: string[]): Promise<AnswerOf<'cleanUpMedia'>>;

  /** A page of the desk (50, newest first) with the counts per status. */
  listOrders(query?: OrderQuery): Promise<AnswerOf<'listOrders'>>;
  /** The desk's orders matching the filter (status, search), all pages, as CSV text. */
  exportOrdersCsv(query?: OrderQuery): Promise<AnswerOf<'exportOrders'>>;
  getOrder(id: string): Promise<AdminOrder>;
  /** Units of each product (by id) held by unpaid orders; products with none are left out. */
  reservedStock(): Promise<AnswerOf<'reservedStock'>['reserved']>;
  updateOrderStatus(
    id: string,
    status: OrderStatus,
    note?: string,
    details?: OrderMoveDetails,
  ): Promise<AnswerOf<'changeOrderStatus'>>;

  /** The shop's outgoing mail, newest first, a page at a time. */
  listEmails(query?: EmailQuery): Promise<AnswerOf<'listEmails'>>;
  getEmail(id: string): Promise<AnswerOf<'getEmail'>>;

  /** Visitors' questions about artworks for sale, newest first, a page at a time. */
  listEnquiries(query?: EnquiryQuery): Promise<AnswerOf<'listEnquiries'>>;
  /** Marks an enquiry answered, or open again. */
  setEnquiryStatus(id: string, status: EnquiryStatus): Promise<AnswerOf<'setEnquiryStatus'>>;

  /** Superadmin only. */
  listUsers(query?: { q?: string }): Promise<AnswerOf<'listUsers'>>;
  promoteUser(id: string): Promise<AnswerOf<'promoteUser'>['user']>;
  demoteUser(id: string): Promise<AnswerOf<'demoteUser'>['user']>;
  /** Superadmin only: who changed what (roles, settings, prices, stock, deletes), newest first. */
  listActivity(query?: { limit?: number }): Promise<AnswerOf<'listActivity'>>;
}
