// The one seam between the admin screens and wherever their data lives. The web admin gets an
// implementation that speaks HTTP to /api; the studio gets one that speaks to its main process,
// which answers from the local store and queues changes for sync. The screens never call fetch.

import type { OperationName, Operations } from '../contract/operations.ts';
import type { InputOf, OutputOf } from '../contract/operation.ts';
import type { AdminOrder, OrderStatus } from './commerce.ts';
import type { CommissionSettings, CommissionStatus, UnsentCommissionStep } from './commission.ts';
import type { EnquiryStatus } from './enquiry.ts';
import type { PreviewKind } from './preview.ts';
import type { SalesReportQuery } from './reports.ts';
import type { ArtworkInput } from '../schemas/artwork.ts';
import type {
  CommissionPaymentInput,
  CommissionQuoteInput,
  CommissionShipInput,
  CommissionStagePostInput,
} from '../schemas/commission.ts';
import type { CategoryInput } from '../schemas/category.ts';
import type { GameInput } from '../schemas/game.ts';
import type { PostInput } from '../schemas/post.ts';
import type { ProductInput } from '../schemas/product.ts';
import type { PromotionInput } from '../schemas/promotions.ts';
import type { SaleInput } from '../schemas/sales.ts';
import type { SettingsInput } from '../schemas/settings.ts';
import type {
  EmailQuery,
  EnquiryQuery,
  MediaQuery,
  OrderQuery,
  StaffListQuery,
} from '../schemas/queries.ts';
import type { CampaignDraft, SubscriberQuery } from '../schemas/newsletter.ts';
import type { StatsQuery } from '../schemas/stats.ts';

/**
 * A failed AdminApi call is the one ApiError of the typed client, whatever the transport (HTTP on
 * the web, IPC in the studio); these names are kept for the screens and studio services.
 */
export {
  ApiError as AdminApiError,
  type ApiFailure as AdminApiFailure,
} from '../contract/failure.ts';

/** The backup status as a screen gets it. */
export type BackupStatusShown = AnswerOf<'getBackupStatus'> & {
  /**
   * Set by the studio when it cannot reach the shop: the status as it last read it, `readAt`
   * old.
   */
  lastKnown?: boolean;
};

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

/** A payment as the desk records it (Zelle; the date defaults to now). */
export interface PaymentEntry {
  amountCents: number;
  receivedAt?: string;
  reference?: string;
  note?: string;
}

/** A refund as the desk records it. */
export interface RefundEntry {
  amountCents: number;
  reason: string;
  reference?: string;
  restock?: { lineId: string; quantity: number }[];
}

/** The answer type an operation is declared with, so the AdminApi cannot drift from the contract. */
type AnswerOf<Name extends OperationName> = OutputOf<Operations[Name]>;

/**
 * A plain AdminApi method: one operation, its input shaped from the method's arguments, and its
 * answer (or the part the screens use) given back. The web admin derives each of these methods
 * from this table alone; only methods that do more (a save choosing create, patch or replace; an
 * upload reporting progress) are written by hand.
 */
type PlainCallOf<Method> = Method extends (...args: infer Args) => Promise<infer Result>
  ? {
      [Name in OperationName]: {
        operation: Name;
        input: (...args: Args) => InputOf<Operations[Name]>;
        answer: (answer: OutputOf<Operations[Name]>) => Result;
      };
    }[OperationName]
  : never;

/** The answer as declared. */
const asIs = <T>(answer: T): T => answer;
/** Ids as one query value: separated by commas (an array's text). */
const commaSeparated = (ids: readonly string[]): string => String(ids);
/** A method that answers nothing (a delete, a setting of one field). */
const nothing = (): void => undefined;

export const ADMIN_API_CALLS = {
  listPosts: { operation: 'listPosts', input: () => ({}), answer: asIs },
  listStaffPosts: {
    operation: 'listStaffPosts',
    input: (query = {}) => ({ query }),
    answer: asIs,
  },
  listStaffPostsByIds: {
    operation: 'listStaffPostsByIds',
    input: (ids) => ({ query: { ids: commaSeparated(ids) } }),
    answer: (answer) => answer.items,
  },
  listPostCategories: {
    operation: 'listPostCategories',
    input: () => ({}),
    answer: (answer) => answer.categories,
  },
  deletePost: { operation: 'deletePost', input: (id) => ({ params: { id } }), answer: nothing },
  previewLink: {
    operation: 'createPreviewLink',
    input: (kind, id) => ({ body: { kind, id } }),
    answer: asIs,
  },
  listArtworks: { operation: 'listArtworks', input: () => ({}), answer: asIs },
  listStaffArtworks: {
    operation: 'listStaffArtworks',
    input: (query = {}) => ({ query }),
    answer: asIs,
  },
  listStaffArtworksByIds: {
    operation: 'listStaffArtworksByIds',
    input: (ids) => ({ query: { ids: commaSeparated(ids) } }),
    answer: (answer) => answer.items,
  },
  deleteArtwork: {
    operation: 'deleteArtwork',
    input: (id) => ({ params: { id } }),
    answer: nothing,
  },
  listProducts: { operation: 'listProducts', input: () => ({}), answer: asIs },
  listStaffProducts: {
    operation: 'listStaffProducts',
    input: (query = {}) => ({ query }),
    answer: asIs,
  },
  listStaffProductsByIds: {
    operation: 'listStaffProductsByIds',
    input: (ids) => ({ query: { ids: commaSeparated(ids) } }),
    answer: (answer) => answer.items,
  },
  deleteProduct: {
    operation: 'deleteProduct',
    input: (id) => ({ params: { id } }),
    answer: nothing,
  },
  listCategories: { operation: 'listCategories', input: () => ({}), answer: asIs },
  deleteCategory: {
    operation: 'deleteCategory',
    input: (id) => ({ params: { id } }),
    answer: nothing,
  },
  listGames: { operation: 'listGames', input: () => ({}), answer: asIs },
  deleteGame: { operation: 'deleteGame', input: (id) => ({ params: { id } }), answer: nothing },
  getSettings: { operation: 'getSettings', input: () => ({}), answer: asIs },
  saveSettings: { operation: 'updateSettings', input: (body) => ({ body }), answer: asIs },
  getBackupStatus: { operation: 'getBackupStatus', input: () => ({}), answer: asIs },
  listMedia: { operation: 'listMedia', input: (query = {}) => ({ query }), answer: asIs },
  setMediaAlt: {
    operation: 'setMediaAlt',
    input: (path, alt) => ({ body: { path, alt } }),
    answer: nothing,
  },
  deleteMedia: {
    operation: 'deleteMedia',
    input: (path) => ({ params: { encodedPath: path } }),
    answer: nothing,
  },
  mediaUsage: { operation: 'getMediaUsage', input: (path) => ({ query: { path } }), answer: asIs },
  listUnusedMedia: { operation: 'listUnusedMedia', input: () => ({}), answer: asIs },
  cleanUpMedia: {
    operation: 'cleanUpMedia',
    input: (paths) => ({ body: { paths } }),
    answer: asIs,
  },
  listOrders: { operation: 'listOrders', input: (query = {}) => ({ query }), answer: asIs },
  exportOrdersCsv: {
    operation: 'exportOrders',
    input: ({ status, q } = {}) => ({ query: { status, q } }),
    answer: asIs,
  },
  // Staff always get the admin shape of an order; the operation also serves its owner.
  getOrder: {
    operation: 'getOrder',
    input: (id) => ({ params: { id } }),
    answer: (order) => order as AdminOrder,
  },
  reservedStock: { operation: 'reservedStock', input: () => ({}), answer: (a) => a.reserved },
  listClientReservations: {
    operation: 'listClientReservations',
    input: (address) => ({ query: { address } }),
    answer: asIs,
  },
  releaseClientReservations: {
    operation: 'releaseClientReservations',
    input: (address) => ({ body: { address } }),
    answer: asIs,
  },
  updateOrderStatus: {
    operation: 'changeOrderStatus',
    input: (id, status, note, details = {}) => ({
      params: { id },
      body: { status, note, ...details },
    }),
    answer: asIs,
  },
  listPromotions: { operation: 'listPromotions', input: () => ({}), answer: asIs },
  listSales: { operation: 'listSales', input: () => ({}), answer: asIs },
  deleteSale: { operation: 'deleteSale', input: (id) => ({ params: { id } }), answer: nothing },
  deletePromotion: {
    operation: 'deletePromotion',
    input: (id) => ({ params: { id } }),
    answer: nothing,
  },
  recordOrderRefund: {
    operation: 'recordOrderRefund',
    input: (id, refund) => ({ params: { id }, body: refund }),
    answer: asIs,
  },
  giveBackFirstPayment: {
    operation: 'giveBackFirstPayment',
    input: (id) => ({ params: { id } }),
    answer: asIs,
  },
  listOrderPayments: {
    operation: 'listOrderPayments',
    input: (id) => ({ params: { id } }),
    answer: asIs,
  },
  recordOrderPayment: {
    operation: 'recordOrderPayment',
    input: (id, payment) => ({ params: { id }, body: payment }),
    answer: asIs,
  },
  salesReport: { operation: 'salesReport', input: (query = {}) => ({ query }), answer: asIs },
  salesReportCsv: {
    operation: 'salesReportCsv',
    input: (query = {}) => ({ query }),
    answer: asIs,
  },
  listEmails: { operation: 'listEmails', input: (query = {}) => ({ query }), answer: asIs },
  getEmail: { operation: 'getEmail', input: (id) => ({ params: { id } }), answer: asIs },
  listEnquiries: { operation: 'listEnquiries', input: (query = {}) => ({ query }), answer: asIs },
  listCommissions: {
    operation: 'listCommissions',
    input: (status) => ({ query: status ? { status } : {} }),
    answer: asIs,
  },
  getCommission: { operation: 'getCommission', input: (id) => ({ params: { id } }), answer: asIs },
  getCommissionSettings: { operation: 'getCommissionSettings', input: () => ({}), answer: asIs },
  saveCommissionSettings: {
    operation: 'updateCommissionSettings',
    input: (settings) => ({ body: settings }),
    answer: asIs,
  },
  quoteCommission: {
    operation: 'quoteCommission',
    input: (id, quote) => ({ params: { id }, body: quote }),
    answer: asIs,
  },
  declineCommissionRequest: {
    operation: 'declineCommissionRequest',
    input: (id, message) => ({ params: { id }, body: { message } }),
    answer: asIs,
  },
  postCommissionStage: {
    operation: 'postCommissionStage',
    input: (id, post) => ({ params: { id }, body: post }),
    answer: asIs,
  },
  recordCommissionPayment: {
    operation: 'recordCommissionPayment',
    input: (id, payment) => ({ params: { id }, body: payment }),
    answer: asIs,
  },
  shipCommission: {
    operation: 'shipCommission',
    input: (id, shipment) => ({ params: { id }, body: shipment }),
    answer: asIs,
  },
  moveCommission: {
    operation: 'moveCommission',
    input: (id, status) => ({ params: { id }, body: { status } }),
    answer: asIs,
  },
  setEnquiryStatus: {
    operation: 'setEnquiryStatus',
    input: (id, status) => ({ params: { id }, body: { status } }),
    answer: asIs,
  },
  listUsers: { operation: 'listUsers', input: (query = {}) => ({ query }), answer: asIs },
  promoteUser: {
    operation: 'promoteUser',
    input: (id) => ({ params: { id } }),
    answer: (a) => a.user,
  },
  demoteUser: {
    operation: 'demoteUser',
    input: (id) => ({ params: { id } }),
    answer: (a) => a.user,
  },
  listActivity: { operation: 'listActivity', input: (query = {}) => ({ query }), answer: asIs },
  listSubscribers: {
    operation: 'listSubscribers',
    input: (query = {}) => ({ query }),
    answer: asIs,
  },
  exportSubscribersCsv: { operation: 'exportSubscribers', input: () => ({}), answer: asIs },
  listCampaigns: { operation: 'listCampaigns', input: () => ({}), answer: asIs },
  deleteCampaign: {
    operation: 'deleteCampaign',
    input: (id) => ({ params: { id } }),
    answer: nothing,
  },
  createCampaign: { operation: 'createCampaign', input: (body) => ({ body }), answer: asIs },
  updateCampaign: {
    operation: 'updateCampaign',
    input: (id, body) => ({ params: { id }, body }),
    answer: asIs,
  },
  testCampaign: {
    operation: 'testCampaign',
    input: (id) => ({ params: { id } }),
    answer: asIs,
  },
  sendCampaign: {
    operation: 'sendCampaign',
    input: (id, at) => ({ params: { id }, body: at === undefined ? {} : { at } }),
    answer: asIs,
  },
  getStats: { operation: 'getStats', input: (query = {}) => ({ query }), answer: asIs },
} satisfies { [Method in keyof AdminApi]?: PlainCallOf<AdminApi[Method]> };

/** What a commission step written in the studio is sent to the shop with. */
const COMMISSION_STEP_OPERATIONS: readonly OperationName[] = [
  'quoteCommission',
  'declineCommissionRequest',
  'postCommissionStage',
];

/** The AdminApi methods derived from ADMIN_API_CALLS. */
export type PlainAdminMethod = keyof typeof ADMIN_API_CALLS;

function plainOperations(): Record<PlainAdminMethod, readonly OperationName[]> {
  const names = {} as Record<PlainAdminMethod, readonly OperationName[]>;
  for (const method of Object.keys(ADMIN_API_CALLS) as PlainAdminMethod[]) {
    names[method] = [ADMIN_API_CALLS[method].operation];
  }
  return names;
}

/**
 * The operations behind each AdminApi method: a plain method's one, and a save's create, patch
 * and replace. A method without an entry, or naming an undeclared operation, fails to compile;
 * api/src/contract.test.ts checks each is mounted and each change is staff-only.
 */
export const ADMIN_API_OPERATIONS: Record<keyof AdminApi, readonly OperationName[]> = {
  ...plainOperations(),
  savePost: ['createPost', 'patchPost', 'updatePost'],
  saveArtwork: ['createArtwork', 'patchArtwork', 'updateArtwork'],
  saveProduct: ['createProduct', 'patchProduct', 'updateProduct'],
  saveCategory: ['createCategory', 'patchCategory', 'updateCategory'],
  saveGame: ['createGame', 'patchGame', 'updateGame'],
  savePromotion: ['createPromotion', 'patchPromotion', 'updatePromotion'],
  saveSale: ['createSale', 'patchSale', 'updateSale'],
  uploadImage: ['uploadImage'],
  // The studio's own queue of commission steps, and the operations its steps are sent with.
  unsentCommissionSteps: COMMISSION_STEP_OPERATIONS,
  retryCommissionStep: COMMISSION_STEP_OPERATIONS,
  discardCommissionStep: COMMISSION_STEP_OPERATIONS,
};

export interface AdminApi {
  listPosts(): Promise<AnswerOf<'listPosts'>>;
  /** A page of the list (newest first) for the admin's tab; `q` searches what the cards show. */
  listStaffPosts(query?: StaffListQuery): Promise<AnswerOf<'listStaffPosts'>>;
  /**
   * The records a form has chosen (at most 100 ids), in the order asked; an id that names
   * nothing (deleted) is left out.
   */
  listStaffPostsByIds(ids: readonly string[]): Promise<AnswerOf<'listStaffPostsByIds'>['items']>;
  /** The blog's categories, each once, alphabetical: the post form's suggestions. */
  listPostCategories(): Promise<string[]>;
  /** Creates when id is null. */
  savePost(id: string | null, post: Save<PostInput>): Promise<AnswerOf<'createPost'>>;
  deletePost(id: string): Promise<void>;
  /** A signed, short-lived link to the public page of a saved post or product, draft or not. */
  previewLink(kind: PreviewKind, id: string): Promise<AnswerOf<'createPreviewLink'>>;

  listArtworks(): Promise<AnswerOf<'listArtworks'>>;
  listStaffArtworks(query?: StaffListQuery): Promise<AnswerOf<'listStaffArtworks'>>;
  listStaffArtworksByIds(
    ids: readonly string[],
  ): Promise<AnswerOf<'listStaffArtworksByIds'>['items']>;
  saveArtwork(id: string | null, artwork: Save<ArtworkInput>): Promise<AnswerOf<'createArtwork'>>;
  deleteArtwork(id: string): Promise<void>;

  listProducts(): Promise<AnswerOf<'listProducts'>>;
  listStaffProducts(query?: StaffListQuery): Promise<AnswerOf<'listStaffProducts'>>;
  listStaffProductsByIds(
    ids: readonly string[],
  ): Promise<AnswerOf<'listStaffProductsByIds'>['items']>;
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

  /** Promo codes, newest first, with their use counts. */
  listPromotions(): Promise<AnswerOf<'listPromotions'>>;
  savePromotion(
    id: string | null,
    promotion: Save<PromotionInput>,
  ): Promise<AnswerOf<'createPromotion'>>;
  deletePromotion(id: string): Promise<void>;
  /** Scheduled sales, latest start first. */
  listSales(): Promise<AnswerOf<'listSales'>>;
  saveSale(id: string | null, sale: Save<SaleInput>): Promise<AnswerOf<'createSale'>>;
  deleteSale(id: string): Promise<void>;

  getSettings(): Promise<AnswerOf<'getSettings'>>;
  saveSettings(settings: Save<SettingsInput>): Promise<AnswerOf<'updateSettings'>>;
  /** Superadmin only: the last backup, whether it passed its check and left the server. */
  getBackupStatus(): Promise<BackupStatusShown>;

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
  /** The sales report (discounts, shipping, tax, cancelled, refunds) by month or tax region. */
  salesReport(query?: SalesReportQuery): Promise<AnswerOf<'salesReport'>>;
  /** The same report as CSV text. */
  salesReportCsv(query?: SalesReportQuery): Promise<AnswerOf<'salesReportCsv'>>;
  /** Units of each product (by id) held by unpaid orders; products with none are left out. */
  reservedStock(): Promise<AnswerOf<'reservedStock'>['reserved']>;
  /** The unpaid orders of one client address (where an order was placed from). */
  listClientReservations(address: string): Promise<AnswerOf<'listClientReservations'>>;
  /** Cancels every unpaid order of one client address; their stock goes back on sale. */
  releaseClientReservations(address: string): Promise<AnswerOf<'releaseClientReservations'>>;
  updateOrderStatus(
    id: string,
    status: OrderStatus,
    note?: string,
    details?: OrderMoveDetails,
  ): Promise<AnswerOf<'changeOrderStatus'>>;
  /** Gives money back; the answer carries the order with its refunds and net paid. */
  recordOrderRefund(id: string, refund: RefundEntry): Promise<AnswerOf<'recordOrderRefund'>>;
  /** A cancelled layaway order's kept first payment, due back after all (the shop cancelled). */
  giveBackFirstPayment(id: string): Promise<AnswerOf<'giveBackFirstPayment'>>;
  /** The payments recorded on an order, oldest first. */
  listOrderPayments(id: string): Promise<AnswerOf<'listOrderPayments'>>;
  /** Records a payment received; the answer carries the order with its new balance and status. */
  recordOrderPayment(id: string, payment: PaymentEntry): Promise<AnswerOf<'recordOrderPayment'>>;

  /** The shop's outgoing mail, newest first, a page at a time. */
  listEmails(query?: EmailQuery): Promise<AnswerOf<'listEmails'>>;
  getEmail(id: string): Promise<AnswerOf<'getEmail'>>;

  /** Visitors' questions about artworks for sale, newest first, a page at a time. */
  listEnquiries(query?: EnquiryQuery): Promise<AnswerOf<'listEnquiries'>>;
  /** Marks an enquiry answered, or open again. */
  setEnquiryStatus(id: string, status: EnquiryStatus): Promise<AnswerOf<'setEnquiryStatus'>>;
  /** The commissions queue, newest first, optionally of one status. */
  listCommissions(status?: CommissionStatus): Promise<AnswerOf<'listCommissions'>>;
  getCommission(id: string): Promise<AnswerOf<'getCommission'>>;
  getCommissionSettings(): Promise<AnswerOf<'getCommissionSettings'>>;
  saveCommissionSettings(
    settings: CommissionSettings,
  ): Promise<AnswerOf<'updateCommissionSettings'>>;
  /** Sends (or revises) the quote; the client is mailed. */
  quoteCommission(id: string, quote: CommissionQuoteInput): Promise<AnswerOf<'quoteCommission'>>;
  /** Declines a request or an unanswered quote, with a message for the client. */
  declineCommissionRequest(
    id: string,
    message: string,
  ): Promise<AnswerOf<'declineCommissionRequest'>>;
  /** Posts a stage with its note and pictures (already uploaded paths). */
  postCommissionStage(
    id: string,
    post: CommissionStagePostInput,
  ): Promise<AnswerOf<'postCommissionStage'>>;
  recordCommissionPayment(
    id: string,
    payment: CommissionPaymentInput,
  ): Promise<AnswerOf<'recordCommissionPayment'>>;
  /** Waiting for payment, ready to ship, shipped or cancelled. */
  moveCommission(id: string, status: CommissionStatus): Promise<AnswerOf<'moveCommission'>>;
  /**
   * The studio only: the quotes, declines and stage posts written offline and not yet taken by
   * the shop (waiting, or refused with the shop's reason), to send again or let go.
   */
  unsentCommissionSteps?(): Promise<UnsentCommissionStep[]>;
  retryCommissionStep?(id: string): Promise<UnsentCommissionStep[]>;
  discardCommissionStep?(id: string): Promise<UnsentCommissionStep[]>;
  /** Ships a finished, fully paid commission: its shipping order and the tracking mail. */
  shipCommission(id: string, shipment: CommissionShipInput): Promise<AnswerOf<'shipCommission'>>;

  /** Superadmin only. */
  listUsers(query?: { q?: string; cursor?: string }): Promise<AnswerOf<'listUsers'>>;
  promoteUser(id: string): Promise<AnswerOf<'promoteUser'>['user']>;
  demoteUser(id: string): Promise<AnswerOf<'demoteUser'>['user']>;
  /** Superadmin only: who changed what (roles, settings, prices, stock, deletes), newest first. */
  listActivity(query?: { limit?: number }): Promise<AnswerOf<'listActivity'>>;

  /** Newsletter subscribers, newest first, 100 a page, with the counts by status. */
  listSubscribers(query?: SubscriberQuery): Promise<AnswerOf<'listSubscribers'>>;
  /** The confirmed subscribers as CSV text. */
  exportSubscribersCsv(): Promise<AnswerOf<'exportSubscribers'>>;
  listCampaigns(): Promise<AnswerOf<'listCampaigns'>>;
  createCampaign(campaign: CampaignDraft): Promise<AnswerOf<'createCampaign'>>;
  updateCampaign(id: string, campaign: CampaignDraft): Promise<AnswerOf<'updateCampaign'>>;
  /** A draft or scheduled campaign goes (409 once it is sending or sent). */
  deleteCampaign(id: string): Promise<void>;
  /** Sends the campaign to the signed-in staff member only. */
  testCampaign(id: string): Promise<AnswerOf<'testCampaign'>>;
  /** Now, or at `at` (ISO time). */
  sendCampaign(id: string, at?: string): Promise<AnswerOf<'sendCampaign'>>;
  /** The period (default the last 30 days) against the one before. */
  getStats(query?: StatsQuery): Promise<AnswerOf<'getStats'>>;
}
