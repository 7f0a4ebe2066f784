// The AdminApi the studio gives the shop's admin screens: every operation goes over the bridge
// to the main process, which answers from the local store and queues changes for sync. An image
// picked in a form travels as bytes and comes back as a local image until it syncs.
import type { AdminApi } from '@kawaii/shared';
import type {
  OperationArgs,
  OperationResult,
  StudioOperationName,
} from '../bridge/studio-operations.ts';
import type { StudioCall } from './studio-calls.ts';

function abortError(): DOMException {
  return new DOMException('The upload was cancelled', 'AbortError');
}

/** `onWrite` runs after each change the screens make, so the sync status shows it at once. */
export function createBridgeAdminApi(call: StudioCall, onWrite: () => void = () => {}): AdminApi {
  const write: StudioCall = async function write<Name extends StudioOperationName>(
    operation: Name,
    ...args: OperationArgs<Name>
  ): Promise<OperationResult<Name>> {
    const result = await call(operation, ...args);
    onWrite();
    return result;
  };

  return {
    listPosts: () => call('listPosts'),
    listStaffPosts: (query) => call('listStaffPosts', query),
    listStaffPostsByIds: (ids) => call('listStaffPostsByIds', ids),
    listPostCategories: () => call('listPostCategories'),
    savePost: (id, post) => write('savePost', id, post),
    deletePost: (id) => write('deletePost', id),

    listArtworks: () => call('listArtworks'),
    listStaffArtworks: (query) => call('listStaffArtworks', query),
    listStaffArtworksByIds: (ids) => call('listStaffArtworksByIds', ids),
    saveArtwork: (id, artwork) => write('saveArtwork', id, artwork),
    deleteArtwork: (id) => write('deleteArtwork', id),

    listProducts: () => call('listProducts'),
    listStaffProducts: (query) => call('listStaffProducts', query),
    listStaffProductsByIds: (ids) => call('listStaffProductsByIds', ids),
    saveProduct: (id, product) => write('saveProduct', id, product),
    deleteProduct: (id) => write('deleteProduct', id),

    listCategories: () => call('listCategories'),
    saveCategory: (id, category) => write('saveCategory', id, category),
    deleteCategory: (id) => write('deleteCategory', id),
    listPromotions: () => call('listPromotions'),
    savePromotion: (id, promotion) => write('savePromotion', id, promotion),
    deletePromotion: (id) => write('deletePromotion', id),
    listSales: () => call('listSales'),
    saveSale: (id, sale) => write('saveSale', id, sale),
    deleteSale: (id) => write('deleteSale', id),

    listGames: () => call('listGames'),
    saveGame: (id, game) => write('saveGame', id, game),
    deleteGame: (id) => write('deleteGame', id),

    getSettings: () => call('getSettings'),
    saveSettings: (settings) => call('saveSettings', settings),
    getBackupStatus: () => call('getBackupStatus'),

    async uploadImage(file, fileName, { onProgress, signal } = {}) {
      if (signal?.aborted) throw abortError();
      // Kept on this computer, not sent anywhere yet: "uploaded" at once.
      const bytes = new Uint8Array(await file.arrayBuffer());
      const image = await call('importImage', bytes, fileName);
      if (signal?.aborted) throw abortError();
      onProgress?.(1);
      return image;
    },
    listMedia: (query) => call('listMedia', query),
    setMediaAlt: (path, alt) => call('setMediaAlt', path, alt),
    deleteMedia: (path) => call('deleteMedia', path),
    mediaUsage: (path) => call('mediaUsage', path),
    listUnusedMedia: () => call('listUnusedMedia'),
    cleanUpMedia: (paths) => call('cleanUpMedia', paths),
    previewLink: (kind, id) => call('previewLink', kind, id),

    listOrders: (query) => call('listOrders', query),
    exportOrdersCsv: (query) => call('exportOrdersCsv', query),
    salesReport: (query) => call('salesReport', query),
    salesReportCsv: (query) => call('salesReportCsv', query),
    getOrder: (id) => call('getOrder', id),
    reservedStock: () => call('reservedStock'),
    listClientReservations: (address) => call('listClientReservations', address),
    releaseClientReservations: (address) => call('releaseClientReservations', address),
    updateOrderStatus: (id, status, note, details) =>
      call('updateOrderStatus', id, status, note, details),
    listOrderPayments: (id) => call('listOrderPayments', id),
    recordOrderRefund: (id, refund) => call('recordOrderRefund', id, refund),
    giveBackFirstPayment: (id) => call('giveBackFirstPayment', id),
    recordOrderPayment: (id, payment) => call('recordOrderPayment', id, payment),

    listEmails: (query) => call('listEmails', query),
    getEmail: (id) => call('getEmail', id),

    listEnquiries: (query) => call('listEnquiries', query),
    setEnquiryStatus: (id, status) => call('setEnquiryStatus', id, status),
    listCommissions: (status) => call('listCommissions', status),
    getCommission: (id) => call('getCommission', id),
    getCommissionSettings: () => call('getCommissionSettings'),
    saveCommissionSettings: (settings) => call('saveCommissionSettings', settings),
    quoteCommission: (id, quote) => call('quoteCommission', id, quote),
    declineCommissionRequest: (id, message) => call('declineCommissionRequest', id, message),
    postCommissionStage: (id, post) => call('postCommissionStage', id, post),
    recordCommissionPayment: (id, payment) => call('recordCommissionPayment', id, payment),
    moveCommission: (id, status) => call('moveCommission', id, status),
    shipCommission: (id, shipment) => call('shipCommission', id, shipment),
    unsentCommissionSteps: () => call('unsentCommissionSteps'),
    retryCommissionStep: (id) => call('retryCommissionStep', id),
    discardCommissionStep: (id) => call('discardCommissionStep', id),

    listUsers: (query) => call('listUsers', query),
    promoteUser: (id) => call('promoteUser', id),
    demoteUser: (id) => call('demoteUser', id),
    listActivity: (query) => call('listActivity', query),
    listSubscribers: (query) => call('listSubscribers', query),
    exportSubscribersCsv: () => call('exportSubscribersCsv'),
    listCampaigns: () => call('listCampaigns'),
    createCampaign: (campaign) => write('createCampaign', campaign),
    updateCampaign: (id, campaign) => write('updateCampaign', id, campaign),
    deleteCampaign: (id) => write('deleteCampaign', id),
    testCampaign: (id) => call('testCampaign', id),
    sendCampaign: (id, at) => write('sendCampaign', id, at),
    getStats: (query) => call('getStats', query),
  };
}
