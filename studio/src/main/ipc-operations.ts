// The table behind every IPC channel: each studio operation with the zod schema of its arguments
// and the service call that answers it. Nothing the renderer sends reaches a service unchecked:
// saves are parsed with the same shared schemas the API uses, so a form gets the API's field
// errors even offline. No Electron import here, so the table is tested (and driven by the browser
// flows) in plain Node; register-ipc.ts puts it on ipcMain.
import { z } from 'zod';
import {
  AdminApiError,
  ENQUIRY_STATUSES,
  ORDER_STATUSES,
  paymentInputSchema,
  refundInputSchema,
  promotionInputSchema,
  saleInputSchema,
  artworkInputSchema,
  campaignInputSchema,
  categoryInputSchema,
  COMMISSION_STATUSES,
  commissionPaymentSchema,
  commissionQuoteSchema,
  commissionSettingsSchema,
  commissionShipSchema,
  commissionStagePostSchema,
  emailField,
  emailQuerySchema,
  enquiryQuerySchema,
  fieldErrors,
  firstErrorMessage,
  gameInputSchema,
  mediaCleanupSchema,
  mediaQuerySchema,
  orderQuerySchema,
  salesReportQuerySchema,
  STAFF_IDS_MAX,
  clientAddressQuerySchema,
  postInputSchema,
  previewRequestSchema,
  productInputSchema,
  settingsInputSchema,
  statsQuerySchema,
  subscriberQuerySchema,
  type AdminApiFailure,
} from '@kawaii/shared';
import type {
  BridgeAnswer,
  OperationArgs,
  OperationResult,
  StudioOperationName,
} from '../bridge/studio-operations.ts';
import type { UpdateStatus } from '../bridge/update-status.ts';
import type { StudioServices } from '../services/studio-services.ts';
import type { UpdateService } from './update-service.ts';

interface OperationHandler<Name extends StudioOperationName> {
  args: z.ZodType<OperationArgs<Name>>;
  run(...args: OperationArgs<Name>): Promise<OperationResult<Name>>;
}

export type OperationTable = { [Name in StudioOperationName]: OperationHandler<Name> };

export interface OperationDependencies {
  services: StudioServices;
  /** The system's folder dialog; null when the artist cancels. */
  chooseFolder(): Promise<string | null>;
  /** The system's file dialog for one image; null when the artist cancels. */
  chooseImageFile(): Promise<string | null>;
  /** The studio's updates; null in a development run, which has no releases to check. */
  updates?: UpdateService | null;
}

/** What a development run says about updates: there are none to check. */
const NO_UPDATES: UpdateStatus = {
  state: 'unsupported',
  mode: 'notify',
  currentVersion: '',
  version: null,
  releaseNotes: null,
  downloadPage: null,
  percent: null,
  message: null,
  dismissed: false,
};

const recordId = z.string().trim().min(1, 'An id is required').max(100);
const noArgs = z.tuple([]);
const setAsideId = z.string().regex(/^\d+$/, 'Unknown set-aside copy');
const saveArgs = <T>(input: z.ZodType<T>) => z.tuple([recordId.nullable(), input]);
const idArgs = z.tuple([recordId]);
const imagePath = z.string().trim().min(1, 'An image path is required').max(500);
/** Paths of files dropped on the window, as the system gave them. */
const droppedPaths = z
  .array(z.string().min(1, 'A file path is required').max(4096))
  .min(1, 'Drop at least one file')
  .max(100, 'Drop at most 100 files at once');

const signInRequest = z.object({
  serverUrl: z.string().trim().min(1, 'The shop address is required').max(500),
  email: emailField(),
  password: z.string().min(1, 'Password is required').max(200),
});

/** A staff list's page: its search, where it goes on, and how many cards. */
const staffListArgs = z.tuple([
  z
    .object({
      q: z.string().max(200).optional(),
      cursor: z.string().max(200).optional(),
      limit: z.number().int().min(1).max(100).optional(),
    })
    .optional(),
]);

/** The records a form has chosen, read by id: as many as the shop answers at once. */
const idListArgs = z.tuple([
  z.array(recordId).max(STAFF_IDS_MAX, `Ask for at most ${STAFF_IDS_MAX} records at once`),
]);

export function createOperationTable({
  services,
  chooseFolder,
  chooseImageFile,
  updates = null,
}: OperationDependencies): OperationTable {
  const api = services.adminApi;
  const { media, sync } = services;

  return {
    listPosts: { args: noArgs, run: () => api.listPosts() },
    listStaffPosts: { args: staffListArgs, run: (query) => api.listStaffPosts(query) },
    listStaffPostsByIds: { args: idListArgs, run: (ids) => api.listStaffPostsByIds(ids) },
    listPostCategories: { args: noArgs, run: () => api.listPostCategories() },
    savePost: { args: saveArgs(postInputSchema), run: (id, post) => api.savePost(id, post) },
    deletePost: { args: idArgs, run: (id) => api.deletePost(id) },

    listArtworks: { args: noArgs, run: () => api.listArtworks() },
    listStaffArtworks: { args: staffListArgs, run: (query) => api.listStaffArtworks(query) },
    listStaffArtworksByIds: { args: idListArgs, run: (ids) => api.listStaffArtworksByIds(ids) },
    saveArtwork: {
      args: saveArgs(artworkInputSchema),
      run: (id, artwork) => api.saveArtwork(id, artwork),
    },
    deleteArtwork: { args: idArgs, run: (id) => api.deleteArtwork(id) },

    listProducts: { args: noArgs, run: () => api.listProducts() },
    listStaffProducts: { args: staffListArgs, run: (query) => api.listStaffProducts(query) },
    listStaffProductsByIds: { args: idListArgs, run: (ids) => api.listStaffProductsByIds(ids) },
    saveProduct: {
      args: saveArgs(productInputSchema),
      run: (id, product) => api.saveProduct(id, product),
    },
    deleteProduct: { args: idArgs, run: (id) => api.deleteProduct(id) },

    listCategories: { args: noArgs, run: () => api.listCategories() },
    saveCategory: {
      args: saveArgs(categoryInputSchema),
      run: (id, category) => api.saveCategory(id, category),
    },
    deleteCategory: { args: idArgs, run: (id) => api.deleteCategory(id) },
    listPromotions: { args: noArgs, run: () => api.listPromotions() },
    savePromotion: {
      args: saveArgs(promotionInputSchema),
      run: (id, promotion) => api.savePromotion(id, promotion),
    },
    deletePromotion: { args: idArgs, run: (id) => api.deletePromotion(id) },
    listSales: { args: noArgs, run: () => api.listSales() },
    saveSale: { args: saveArgs(saleInputSchema), run: (id, sale) => api.saveSale(id, sale) },
    deleteSale: { args: idArgs, run: (id) => api.deleteSale(id) },

    listGames: { args: noArgs, run: () => api.listGames() },
    saveGame: { args: saveArgs(gameInputSchema), run: (id, game) => api.saveGame(id, game) },
    deleteGame: { args: idArgs, run: (id) => api.deleteGame(id) },

    getSettings: { args: noArgs, run: () => api.getSettings() },
    saveSettings: {
      args: z.tuple([settingsInputSchema]),
      run: (settings) => api.saveSettings(settings),
    },
    getBackupStatus: { args: noArgs, run: () => api.getBackupStatus() },

    listMedia: {
      args: z.tuple([mediaQuerySchema.optional()]),
      run: (query) => api.listMedia(query),
    },
    setMediaAlt: {
      args: z.tuple([
        imagePath,
        z.string().trim().max(300, 'Alt text must be at most 300 characters'),
      ]),
      run: (path, alt) => api.setMediaAlt(path, alt),
    },
    deleteMedia: { args: z.tuple([imagePath]), run: (path) => api.deleteMedia(path) },
    mediaUsage: { args: z.tuple([imagePath]), run: (path) => api.mediaUsage(path) },
    listUnusedMedia: { args: noArgs, run: () => api.listUnusedMedia() },
    cleanUpMedia: {
      args: z.tuple([mediaCleanupSchema.shape.paths]),
      run: (paths) => api.cleanUpMedia(paths),
    },
    previewLink: {
      args: z.tuple([previewRequestSchema.shape.kind, previewRequestSchema.shape.id]),
      run: (kind, id) => api.previewLink(kind, id),
    },
    importImage: {
      args: z.tuple([
        z.instanceof(Uint8Array, { error: 'The image must be sent as bytes' }),
        z.string().trim().min(1, 'A file name is required').max(255),
      ]),
      run: (bytes, fileName) => media.importImage(bytes, fileName),
    },

    listOrders: {
      args: z.tuple([orderQuerySchema.optional()]),
      run: (query) => api.listOrders(query),
    },
    getOrder: { args: idArgs, run: (id) => api.getOrder(id) },
    exportOrdersCsv: {
      args: z.tuple([orderQuerySchema.optional()]),
      run: (query) => api.exportOrdersCsv(query),
    },
    salesReport: {
      args: z.tuple([salesReportQuerySchema.optional()]),
      run: (query) => api.salesReport(query),
    },
    salesReportCsv: {
      args: z.tuple([salesReportQuerySchema.optional()]),
      run: (query) => api.salesReportCsv(query),
    },
    reservedStock: { args: noArgs, run: () => api.reservedStock() },
    listClientReservations: {
      args: z.tuple([clientAddressQuerySchema.shape.address]),
      run: (address) => api.listClientReservations(address),
    },
    releaseClientReservations: {
      args: z.tuple([clientAddressQuerySchema.shape.address]),
      run: (address) => api.releaseClientReservations(address),
    },
    updateOrderStatus: {
      args: z.tuple([
        recordId,
        z.enum(ORDER_STATUSES),
        z.string().max(1000).optional(),
        z
          .object({
            visibleToCustomer: z.boolean().optional(),
            carrier: z.string().max(60).optional(),
            trackingNumber: z.string().max(100).optional(),
          })
          .optional(),
      ]),
      run: (id, status, note, details) => api.updateOrderStatus(id, status, note, details),
    },
    listOrderPayments: { args: idArgs, run: (id) => api.listOrderPayments(id) },
    recordOrderRefund: {
      args: z.tuple([recordId, refundInputSchema]),
      run: (id, refund) => api.recordOrderRefund(id, refund),
    },
    giveBackFirstPayment: { args: idArgs, run: (id) => api.giveBackFirstPayment(id) },
    recordOrderPayment: {
      args: z.tuple([recordId, paymentInputSchema.omit({ method: true })]),
      run: (id, payment) => api.recordOrderPayment(id, payment),
    },

    listEmails: {
      args: z.tuple([emailQuerySchema.optional()]),
      run: (query) => api.listEmails(query),
    },
    getEmail: { args: idArgs, run: (id) => api.getEmail(id) },

    listEnquiries: {
      args: z.tuple([enquiryQuerySchema.optional()]),
      run: (query) => api.listEnquiries(query),
    },
    setEnquiryStatus: {
      args: z.tuple([recordId, z.enum(ENQUIRY_STATUSES)]),
      run: (id, status) => api.setEnquiryStatus(id, status),
    },

    listCommissions: {
      args: z.tuple([z.enum(COMMISSION_STATUSES).optional()]),
      run: (status) => api.listCommissions(status),
    },
    getCommission: { args: idArgs, run: (id) => api.getCommission(id) },
    getCommissionSettings: { args: z.tuple([]), run: () => api.getCommissionSettings() },
    saveCommissionSettings: {
      args: z.tuple([commissionSettingsSchema]),
      run: (settings) => api.saveCommissionSettings(settings),
    },
    quoteCommission: {
      args: z.tuple([recordId, commissionQuoteSchema]),
      run: (id, quote) => api.quoteCommission(id, quote),
    },
    declineCommissionRequest: {
      args: z.tuple([recordId, z.string().max(2000)]),
      run: (id, message) => api.declineCommissionRequest(id, message),
    },
    postCommissionStage: {
      args: z.tuple([recordId, commissionStagePostSchema]),
      run: (id, post) => api.postCommissionStage(id, post),
    },
    recordCommissionPayment: {
      args: z.tuple([recordId, commissionPaymentSchema]),
      run: (id, payment) => api.recordCommissionPayment(id, payment),
    },
    unsentCommissionSteps: { args: z.tuple([]), run: () => api.unsentCommissionSteps() },
    retryCommissionStep: {
      args: idArgs,
      run: (id) => api.retryCommissionStep(id),
    },
    discardCommissionStep: {
      args: idArgs,
      run: (id) => api.discardCommissionStep(id),
    },
    shipCommission: {
      args: z.tuple([recordId, commissionShipSchema]),
      run: (id, shipment) => api.shipCommission(id, shipment),
    },
    moveCommission: {
      args: z.tuple([recordId, z.enum(COMMISSION_STATUSES)]),
      run: (id, status) => api.moveCommission(id, status),
    },

    listUsers: {
      args: z.tuple([
        z
          .object({ q: z.string().max(200).optional(), cursor: z.string().max(200).optional() })
          .optional(),
      ]),
      run: (query) => api.listUsers(query),
    },
    promoteUser: { args: idArgs, run: (id) => api.promoteUser(id) },
    demoteUser: { args: idArgs, run: (id) => api.demoteUser(id) },
    listActivity: {
      args: z.tuple([z.object({ limit: z.number().int().min(1).max(500).optional() }).optional()]),
      run: (query) => api.listActivity(query),
    },

    listSubscribers: {
      args: z.tuple([subscriberQuerySchema.optional()]),
      run: (query) => api.listSubscribers(query),
    },
    exportSubscribersCsv: { args: noArgs, run: () => api.exportSubscribersCsv() },
    listCampaigns: { args: noArgs, run: () => api.listCampaigns() },
    deleteCampaign: { args: idArgs, run: (id) => api.deleteCampaign(id) },
    createCampaign: {
      args: z.tuple([campaignInputSchema]),
      run: (campaign) => api.createCampaign(campaign),
    },
    updateCampaign: {
      args: z.tuple([recordId, campaignInputSchema]),
      run: (id, campaign) => api.updateCampaign(id, campaign),
    },
    testCampaign: { args: idArgs, run: (id) => api.testCampaign(id) },
    sendCampaign: {
      args: z.tuple([recordId, z.string().max(40).optional()]),
      run: (id, at) => api.sendCampaign(id, at),
    },
    getStats: {
      args: z.tuple([statsQuerySchema.optional()]),
      run: (query) => api.getStats(query),
    },

    getSession: { args: noArgs, run: async () => services.session() },
    signIn: { args: z.tuple([signInRequest]), run: (request) => services.signIn(request) },
    signOut: { args: noArgs, run: async () => services.signOut() },

    getSyncStatus: { args: noArgs, run: async () => sync.status() },
    syncNow: { args: noArgs, run: () => sync.syncNow() },
    resolveConflict: {
      args: z.tuple([
        z.string().regex(/^\d+$/, 'Unknown conflict'),
        z.enum(['mine', 'server', 'both']),
      ]),
      run: (conflictId, choice) => sync.resolveConflict(conflictId, choice),
    },
    replaceMissingFile: {
      args: z.tuple([
        z.string().regex(/^\d+$/, 'Unknown conflict'),
        z.enum(['saved-preview', 'other-file']),
      ]),
      run: async (conflictId, choice) => {
        if (choice === 'saved-preview') return sync.replaceMissingFile(conflictId, null);
        const file = await chooseImageFile();
        return file === null ? sync.status() : sync.replaceMissingFile(conflictId, file);
      },
    },
    listSetAside: { args: noArgs, run: async () => services.setAside.list() },
    restoreSetAside: {
      args: z.tuple([setAsideId]),
      run: async (copyId) => services.setAside.restore(copyId),
    },
    discardSetAside: {
      args: z.tuple([setAsideId]),
      run: async (copyId) => services.setAside.discard(copyId),
    },

    listMediaFolders: { args: noArgs, run: async () => media.listFolders() },
    addMediaFolder: {
      args: noArgs,
      run: async () => {
        const folder = await chooseFolder();
        return folder === null ? media.listFolders() : media.addFolder(folder);
      },
    },
    removeMediaFolder: { args: idArgs, run: async (id) => media.removeFolder(id) },
    rescanMediaFolders: { args: noArgs, run: () => media.rescan() },
    importImageFiles: { args: z.tuple([droppedPaths]), run: (paths) => media.importFiles(paths) },

    getUpdateStatus: { args: noArgs, run: async () => updates?.status() ?? NO_UPDATES },
    checkForUpdates: { args: noArgs, run: async () => (await updates?.checkNow()) ?? NO_UPDATES },
    openUpdateDownloadPage: {
      args: noArgs,
      run: async () => updates?.openDownloadPage() ?? NO_UPDATES,
    },
    installUpdateNow: { args: noArgs, run: async () => updates?.installNow() ?? NO_UPDATES },
    dismissUpdate: { args: noArgs, run: async () => updates?.dismiss() ?? NO_UPDATES },
  };
}

function isOperationName(table: OperationTable, name: unknown): name is StudioOperationName {
  return typeof name === 'string' && Object.hasOwn(table, name);
}

/** What a failure looks like on the other side: the API's shape, never a stack or a file path. */
function failureOf(error: unknown): AdminApiFailure {
  if (error instanceof AdminApiError) {
    return {
      status: error.status,
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
      ...(error.current !== undefined ? { current: error.current } : {}),
    };
  }
  console.error('A studio operation failed', error);
  return { status: 500, message: 'Something went wrong in the studio. Please try again.' };
}

/** Validates the arguments, runs the operation, and answers with the value or the failure. */
export async function answerOperation(
  table: OperationTable,
  name: unknown,
  args: readonly unknown[],
): Promise<BridgeAnswer<unknown>> {
  if (!isOperationName(table, name)) {
    return { ok: false, failure: { status: 404, message: 'Unknown studio operation' } };
  }
  const handler = table[name] as unknown as OperationHandler<StudioOperationName>;
  const parsed = handler.args.safeParse(args);
  if (!parsed.success) {
    // The tuple position is not a field of the form: 'savePost' errors read 'title', not '1.title'.
    const issues = parsed.error.issues.map((issue) => ({ ...issue, path: issue.path.slice(1) }));
    return {
      ok: false,
      failure: {
        status: 400,
        message: firstErrorMessage({ issues }),
        errors: fieldErrors({ issues }),
      },
    };
  }
  try {
    const run = handler.run as (...values: unknown[]) => Promise<unknown>;
    return { ok: true, value: await run(...(parsed.data as unknown[])) };
  } catch (error) {
    return { ok: false, failure: failureOf(error) };
  }
}
