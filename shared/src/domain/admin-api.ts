// The one seam between the admin screens and wherever their data lives. The web admin gets an
// implementation that speaks HTTP to /api; the studio gets one that speaks to its main process,
// which answers from the local store and queues changes for sync. The screens never call fetch.

import type { ActivityLine } from './account.ts';
import type { AdminOrder, OrderDeskPage, OrderStatus } from './commerce.ts';
import type { EmailMessage, EmailPage } from './email.ts';
import type { Enquiry, EnquiryPage, EnquiryStatus } from './enquiry.ts';
import type {
  Artwork,
  BlogPost,
  Category,
  Game,
  MediaCleanupResult,
  MediaPage,
  MediaUse,
  UnusedMediaFile,
  Product,
  ShopSettings,
  User,
} from './entities.ts';
import type { PreviewKind, PreviewLink } from './preview.ts';
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

export interface AdminApi {
  listPosts(): Promise<BlogPost[]>;
  /** Creates when id is null. */
  savePost(id: string | null, post: Save<PostInput>): Promise<BlogPost>;
  deletePost(id: string): Promise<void>;
  /** A signed, short-lived link to the public page of a saved post or product, draft or not. */
  previewLink(kind: PreviewKind, id: string): Promise<PreviewLink>;

  listArtworks(): Promise<Artwork[]>;
  saveArtwork(id: string | null, artwork: Save<ArtworkInput>): Promise<Artwork>;
  deleteArtwork(id: string): Promise<void>;

  listProducts(): Promise<Product[]>;
  saveProduct(id: string | null, product: Save<ProductInput>): Promise<Product>;
  deleteProduct(id: string): Promise<void>;

  listCategories(): Promise<Category[]>;
  saveCategory(id: string | null, category: Save<CategoryInput>): Promise<Category>;
  deleteCategory(id: string): Promise<void>;

  listGames(): Promise<Game[]>;
  saveGame(id: string | null, game: Save<GameInput>): Promise<Game>;
  deleteGame(id: string): Promise<void>;

  getSettings(): Promise<ShopSettings>;
  saveSettings(settings: Save<SettingsInput>): Promise<ShopSettings>;

  /** One image on its own (POST /api/media), so a form can show real per-file progress. */
  uploadImage(file: Blob, fileName: string, options?: UploadOptions): Promise<UploadedImage>;
  /** A page of the library (30 by default); `offset` is the number of items shown already. */
  listMedia(query?: MediaQuery): Promise<MediaPage>;
  setMediaAlt(path: string, alt: string): Promise<void>;
  deleteMedia(path: string): Promise<void>;
  /** The records showing an image, named in its delete dialog. */
  mediaUsage(path: string): Promise<MediaUse[]>;
  /** Superadmin: the files a clean-up would remove (nothing names them, older than a day). */
  listUnusedMedia(): Promise<UnusedMediaFile[]>;
  /** Superadmin: removes the confirmed files that are still unused when checked again. */
  cleanUpMedia(paths: string[]): Promise<MediaCleanupResult>;

  /** A page of the desk (50, newest first) with the counts per status. */
  listOrders(query?: OrderQuery): Promise<OrderDeskPage>;
  /** The desk's orders matching the filter (status, search), all pages, as CSV text. */
  exportOrdersCsv(query?: OrderQuery): Promise<string>;
  getOrder(id: string): Promise<AdminOrder>;
  /** Units of each product (by id) held by unpaid orders; products with none are left out. */
  reservedStock(): Promise<Record<string, number>>;
  updateOrderStatus(
    id: string,
    status: OrderStatus,
    note?: string,
    details?: OrderMoveDetails,
  ): Promise<AdminOrder>;

  /** The shop's outgoing mail, newest first, a page at a time. */
  listEmails(query?: EmailQuery): Promise<EmailPage>;
  getEmail(id: string): Promise<EmailMessage>;

  /** Visitors' questions about artworks for sale, newest first, a page at a time. */
  listEnquiries(query?: EnquiryQuery): Promise<EnquiryPage>;
  /** Marks an enquiry answered, or open again. */
  setEnquiryStatus(id: string, status: EnquiryStatus): Promise<Enquiry>;

  /** Superadmin only. */
  listUsers(query?: { q?: string }): Promise<User[]>;
  promoteUser(id: string): Promise<User>;
  demoteUser(id: string): Promise<User>;
  /** Superadmin only: who changed what (roles, settings, prices, stock, deletes), newest first. */
  listActivity(query?: { limit?: number }): Promise<ActivityLine[]>;
}
