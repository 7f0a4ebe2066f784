// The studio's AdminApi: the admin screens' lists come from the local store with the artist's
// pending changes applied, and saves are queued for sync, so every screen works offline (campaign
// drafts too; trying, scheduling and sending a campaign need the shop's copy of it). Orders,
// users and the settings' saves need the shop itself: they go straight to it, and say so clearly
// when it cannot be reached. The settings and the backup status answer offline as last read.
import {
  blogCategoryNames,
  AdminApiError,
  isUnreachable,
  UNREACHABLE_STATUS,
  type AdminApi,
  type AdminOrder,
  type Artwork,
  type BackupReport,
  type BlogPost,
  type Campaign,
  type Category,
  type CommissionStatus,
  type Promotion,
  type Sale,
  type Game,
  hasMore,
  MEDIA_PAGE_SIZE,
  type MediaItem,
  type MediaPage,
  type MediaQuery,
  type MediaType,
  productPricedAt,
  saleTermsOf,
  type Product,
  type ShopSettings,
  STAFF_SEARCH_TEXTS,
} from '@kawaii/shared';
import type { ContentCollection } from '../bridge/studio-operations.ts';
import type { CollectionRecords } from './collections.ts';
import type { CommissionSteps } from './commission-steps.ts';
import { draftsUsing } from './image-uses.ts';
import type { CollectionInputs } from './draft-records.ts';
import type { LocalChanges } from './local-changes.ts';
import { localByIds, localStaffPage } from './local-staff-pages.ts';
import type { LocalImage, MediaLibrary } from './media-library.ts';
import type { MetaStore } from './meta-store.ts';
import type { OutboxStore } from './outbox-store.ts';
import {
  BACKUP_STATUS_COLLECTION,
  SERVER_MEDIA_COLLECTION,
  SETTINGS_COLLECTION,
  SETTINGS_ID,
} from './pull-lists.ts';
import type { RecordStore } from './record-store.ts';
import { isLocalId, localImageId, localImagePath } from './references.ts';
import type { ShopClient } from './shop-client.ts';
import type { SyncEngine } from './sync-engine.ts';

export interface LocalAdminApiParts {
  records: RecordStore;
  changes: LocalChanges;
  /** Read to tell whether a campaign's draft is on the shop yet. */
  outbox: Pick<OutboxStore, 'forRecord'>;
  meta: Pick<MetaStore, 'resolveId'>;
  media: MediaLibrary;
  client: ShopClient;
  sync: Pick<SyncEngine, 'pushSoon' | 'pushNow' | 'noteReachable'>;
  commissionSteps: CommissionSteps;
  /** The clock a product's running sale is read by (the computer's). */
  now?: () => Date;
}

/** The status and words of an online-only operation tried without a connection. */
export function offlineError(what: string): AdminApiError {
  return new AdminApiError({
    status: UNREACHABLE_STATUS,
    message: `You are offline: ${what} only while the studio can reach the shop.`,
  });
}

/** A campaign step tried while her draft of it cannot reach the shop; `what`: "sent". */
export function campaignNotOnShopError(what: string): AdminApiError {
  return new AdminApiError({
    status: UNREACHABLE_STATUS,
    message: `The shop cannot be reached: campaigns are ${what} only while the studio can reach it. Your draft is kept in the studio and saved to the shop as soon as it can be.`,
  });
}

/** A campaign step tried while the shop refused her draft or it conflicts with the shop's. */
export const CAMPAIGN_DRAFT_UNSETTLED =
  'This campaign’s draft was not taken by the shop (see Conflicts): settle it there, then try again.';

const newestFirst = (a: Campaign, b: Campaign) =>
  b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id);

/** The shop section each kind of record's images belong to in the media library. */
const MEDIA_TYPE_OF: Record<string, MediaType> = {
  posts: 'blog',
  artworks: 'artwork',
  games: 'artwork',
  products: 'product',
  categories: 'product',
};

function localMediaItem(image: LocalImage, type: MediaType, missing: boolean): MediaItem {
  return {
    id: `studio-local-${image.id}`,
    path: localImagePath(image.id),
    title: image.fileName,
    type,
    sourceId: '',
    date: image.modifiedAt,
    alt: image.alt,
    local: { filePath: image.filePath, missing },
  };
}

function matchesQuery(item: MediaItem, query: MediaQuery): boolean {
  if (query.type && item.type !== query.type) return false;
  const q = query.q?.trim().toLowerCase();
  return !q || item.title.toLowerCase().includes(q) || item.path.toLowerCase().includes(q);
}

export function createLocalAdminApi(parts: LocalAdminApiParts): Required<AdminApi> {
  const { records, changes, outbox, meta, media, client, sync, commissionSteps } = parts;
  const now = parts.now ?? (() => new Date());
  const { api } = client;

  /**
   * Where a picture from her folders shows: under each section whose records use it, and under
   * every section while nothing uses it yet (it may go anywhere). null: not under `filter`.
   */
  function localImageType(image: LocalImage, filter: MediaType | undefined): MediaType | null {
    const uses = [
      ...new Set(
        records
          .collectionsMentioning(localImagePath(image.id))
          .map((collection) => MEDIA_TYPE_OF[collection])
          .filter((type): type is MediaType => type !== undefined),
      ),
    ];
    if (filter === undefined) return uses[0] ?? 'artwork';
    return uses.length === 0 || uses.includes(filter) ? filter : null;
  }

  /** A request only the shop can answer; `what` completes "You are offline: … only while …". */
  async function online<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      const answer = await request();
      sync.noteReachable(true);
      return answer;
    } catch (error) {
      if (!isUnreachable(error)) throw error;
      sync.noteReachable(false);
      throw offlineError(what);
    }
  }

  function list<C extends ContentCollection>(collection: C) {
    return async (): Promise<CollectionRecords[C][]> => records.list(collection);
  }

  function save<C extends ContentCollection>(collection: C) {
    return async (id: string | null, input: CollectionInputs[C]) => {
      const record = changes.save(collection, id, input);
      sync.pushSoon();
      return record;
    };
  }

  function remove(collection: ContentCollection) {
    return async (id: string): Promise<void> => {
      changes.remove(collection, id);
      sync.pushSoon();
    };
  }

  /**
   * The shop's id of a campaign once the shop holds her draft as written here: what is queued
   * for it goes first. Refused, and the draft kept, while the shop cannot be reached or has not
   * taken her draft.
   */
  async function campaignOnShop(id: string, what: string): Promise<string> {
    const queued = () => outbox.forRecord('campaigns', meta.resolveId(id));
    if (queued().length > 0) await sync.pushNow();
    const left = queued();
    if (left.some((entry) => entry.state !== 'pending')) {
      throw new AdminApiError({ status: 409, message: CAMPAIGN_DRAFT_UNSETTLED });
    }
    const recordId = meta.resolveId(id);
    if (left.length > 0 || isLocalId(recordId)) throw campaignNotOnShopError(what);
    return recordId;
  }

  /** Trying, scheduling or sending a campaign: the shop's answer is kept as its copy. */
  async function onShopCampaign(
    id: string,
    what: string,
    request: (shopId: string) => Promise<Campaign>,
  ): Promise<Campaign> {
    const shopId = await campaignOnShop(id, what);
    const campaign = await online(`campaigns are ${what}`, () => request(shopId));
    records.putServerCopy('campaigns', campaign);
    return campaign;
  }

  /**
   * Campaign drafts as kept here. While one is scheduled or going out, how far it got is the
   * shop's to tell: those (with nothing of hers queued) are read again from the shop, so the
   * progress moves between syncs; offline they show as last read.
   */
  async function listCampaigns(): Promise<Campaign[]> {
    const going = records
      .list<Campaign>('campaigns')
      .filter(
        (campaign) =>
          (campaign.status === 'sending' || campaign.status === 'scheduled') &&
          outbox.forRecord('campaigns', campaign._id).length === 0,
      );
    if (going.length > 0) {
      try {
        const ids = new Set(going.map((campaign) => campaign._id));
        const fresh = await online('campaigns are shown', () => api.listCampaigns({}));
        for (const campaign of fresh) {
          if (ids.has(campaign._id)) records.putServerCopy('campaigns', campaign);
        }
      } catch {
        // Unreachable or failing: the list shows them as last read; sync reports the shop's state.
      }
    }
    return records.list<Campaign>('campaigns').sort(newestFirst);
  }

  /** A page of the shop's library; offline, the same page of the list as last pulled. */
  async function listServerMedia(query: MediaQuery): Promise<MediaPage> {
    try {
      return await online('the media library is refreshed', () => api.listMedia({ query }));
    } catch (error) {
      if (!isOfflineError(error)) throw error;
      const { offset = 0, limit = MEDIA_PAGE_SIZE } = query;
      const pulled = records
        .serverCopies<MediaItem>(SERVER_MEDIA_COLLECTION)
        .filter((item) => matchesQuery(item, query));
      const items = pulled.slice(offset, offset + limit);
      return { items, hasMore: hasMore(items.length, pulled.length - offset - items.length) };
    }
  }

  // Priced by the sales held here and this computer's clock: a sale scheduled or ended while
  // offline shows as it would on the shop, not as the shop answered at the last pull.
  function pricedNow(products: readonly Product[]): Product[] {
    const sales = records.list<Sale>('sales').map(saleTermsOf);
    const at = now();
    return products.map((product) => productPricedAt(product, sales, at));
  }

  return {
    listPosts: list('posts') as () => Promise<BlogPost[]>,
    listStaffPosts: async (query = {}) =>
      localStaffPage(records.list<BlogPost>('posts'), query, STAFF_SEARCH_TEXTS.posts),
    listStaffPostsByIds: async (ids) => localByIds(records.list<BlogPost>('posts'), ids),
    listPostCategories: async () =>
      blogCategoryNames(records.list<BlogPost>('posts').map((post) => post.category)),
    savePost: save('posts') as AdminApi['savePost'],
    deletePost: remove('posts'),
    // A draft saved only in the studio has no page on the shop yet: the server answers 404.
    previewLink: (kind, id) =>
      online('drafts are previewed', () => api.createPreviewLink({ body: { kind, id } })),

    listArtworks: list('artworks') as () => Promise<Artwork[]>,
    listStaffArtworks: async (query = {}) =>
      localStaffPage(records.list<Artwork>('artworks'), query, STAFF_SEARCH_TEXTS.artworks),
    listStaffArtworksByIds: async (ids) => localByIds(records.list<Artwork>('artworks'), ids),
    saveArtwork: save('artworks') as AdminApi['saveArtwork'],
    deleteArtwork: remove('artworks'),

    listProducts: async () => pricedNow(records.list<Product>('products')),
    async listStaffProducts(query = {}) {
      const page = localStaffPage(
        records.list<Product>('products'),
        query,
        STAFF_SEARCH_TEXTS.products,
      );
      return { ...page, items: pricedNow(page.items) };
    },
    listStaffProductsByIds: async (ids) =>
      pricedNow(localByIds(records.list<Product>('products'), ids)),
    saveProduct: save('products') as AdminApi['saveProduct'],
    deleteProduct: remove('products'),

    listCategories: list('categories') as () => Promise<Category[]>,
    saveCategory: save('categories') as AdminApi['saveCategory'],
    deleteCategory: remove('categories'),

    listGames: list('games') as () => Promise<Game[]>,
    saveGame: save('games') as AdminApi['saveGame'],
    deleteGame: remove('games'),
    listPromotions: list('promotions') as () => Promise<Promotion[]>,
    savePromotion: save('promotions') as AdminApi['savePromotion'],
    deletePromotion: remove('promotions'),
    listSales: list('sales') as () => Promise<Sale[]>,
    saveSale: save('sales') as AdminApi['saveSale'],
    deleteSale: remove('sales'),

    async getSettings() {
      try {
        const settings = await online('settings are read', () => api.getSettings());
        records.putServerCopy(SETTINGS_COLLECTION, { ...settings, _id: SETTINGS_ID });
        return settings;
      } catch (error) {
        const cached = records.serverCopy<ShopSettings & { _id?: string }>(
          SETTINGS_COLLECTION,
          SETTINGS_ID,
        );
        if (!isOfflineError(error) || cached === null) throw error;
        const { _id: _ignored, ...settings } = cached;
        return settings;
      }
    },
    saveSettings: (settings) =>
      online('shop settings are saved', () => api.updateSettings({ body: settings })),
    // Offline, the status as last read, marked so the screen says how old it is.
    async getBackupStatus() {
      try {
        const report = await online('the backup status is shown', () => api.getBackupStatus({}));
        records.putServerCopy(BACKUP_STATUS_COLLECTION, { ...report, _id: SETTINGS_ID });
        return report;
      } catch (error) {
        const cached = records.serverCopy<BackupReport & { _id?: string }>(
          BACKUP_STATUS_COLLECTION,
          SETTINGS_ID,
        );
        if (!isOfflineError(error) || cached === null) throw error;
        const { _id: _ignored, ...report } = cached;
        return { ...report, lastKnown: true };
      }
    },

    async uploadImage(file, fileName, options = {}) {
      const uploaded = await media.importImage(new Uint8Array(await file.arrayBuffer()), fileName);
      options.onProgress?.(1);
      return uploaded;
    },
    // Her own pictures first, then the shop's: one list, paged across both.
    async listMedia(query = {}) {
      const { offset = 0, limit = MEDIA_PAGE_SIZE, ...filter } = query;
      const local = media.search(filter.q).flatMap((image) => {
        const type = localImageType(image, filter.type);
        return type === null ? [] : [localMediaItem(image, type, media.isMissing(image))];
      });
      const fromLocal = local.slice(offset, offset + limit);
      const server = await listServerMedia({
        ...filter,
        offset: Math.max(0, offset - local.length),
        limit,
      });
      const fromServer = server.items.slice(0, limit - fromLocal.length);
      const items = [...fromLocal, ...fromServer];
      const remaining =
        local.length -
        offset -
        fromLocal.length +
        (server.items.length - fromServer.length) +
        (server.hasMore ? 1 : 0);
      return { items, hasMore: hasMore(items.length, remaining) };
    },
    listUnusedMedia: () => online('unused files are looked for', () => api.listUnusedMedia()),
    cleanUpMedia: (paths) =>
      online('unused files are cleaned up', () => api.cleanUpMedia({ body: { paths } })),
    async setMediaAlt(path, alt) {
      const imageId = localImageId(path);
      if (imageId !== null) return media.setAlt(imageId, alt);
      await online('alt texts of uploaded images are saved', () =>
        api.setMediaAlt({ body: { path, alt } }),
      );
    },
    async mediaUsage(path) {
      // A picture on her computer is in no record of the shop yet: only in her drafts.
      if (localImageId(path) !== null) return draftsUsing(records, path);
      const onTheShop = await online('the records using an image are shown', () =>
        api.getMediaUsage({ query: { path } }),
      );
      // Her drafts may use it too (a post saved here, not synced yet): deleting touches them.
      const known = new Set(onTheShop.map((use) => `${use.type}/${use.id}`));
      const inDrafts = draftsUsing(records, path).filter(
        (use) => !known.has(`${use.type}/${use.id}`),
      );
      return [...onTheShop, ...inDrafts];
    },
    async deleteMedia(path) {
      const imageId = localImageId(path);
      // Her own file is never deleted: the library stops listing it.
      if (imageId !== null) return media.hide(imageId);
      await online('uploaded images are deleted', () =>
        api.deleteMedia({ params: { encodedPath: path } }),
      );
    },

    listOrders: (query = {}) => online('orders are shown', () => api.listOrders({ query })),
    exportOrdersCsv: ({ status, q } = {}) =>
      online('orders are exported', () =>
        api.exportOrders({ query: { status, q } }, { headers: { Accept: 'text/csv' } }),
      ),
    // The report adds up the shop's own orders: it needs the shop.
    salesReport: (query = {}) =>
      online('the sales report is shown', () => api.salesReport({ query })),
    salesReportCsv: (query = {}) =>
      online('the sales report is downloaded', () =>
        api.salesReportCsv({ query }, { headers: { Accept: 'text/csv' } }),
      ),
    reservedStock: async () =>
      (await online('reserved stock is shown', () => api.reservedStock())).reserved,
    listClientReservations: (address) =>
      online('reservations are shown', () => api.listClientReservations({ query: { address } })),
    releaseClientReservations: (address) =>
      online('reservations are released', () =>
        api.releaseClientReservations({ body: { address } }),
      ),
    getOrder: (id) =>
      online('orders are shown', () => api.getOrder({ params: { id } }) as Promise<AdminOrder>),
    updateOrderStatus: (id, status, note, details = {}) =>
      online('orders are updated', () =>
        api.changeOrderStatus({ params: { id }, body: { status, note, ...details } }),
      ),
    recordOrderRefund: (id, refund) =>
      online('refunds are recorded', () => api.recordOrderRefund({ params: { id }, body: refund })),
    giveBackFirstPayment: (id) =>
      online('refunds are recorded', () => api.giveBackFirstPayment({ params: { id } })),
    listOrderPayments: (id) =>
      online('payments are shown', () => api.listOrderPayments({ params: { id } })),
    recordOrderPayment: (id, payment) =>
      online('payments are recorded', () =>
        api.recordOrderPayment({ params: { id }, body: payment }),
      ),

    listEmails: (query = {}) => online('emails are shown', () => api.listEmails({ query })),
    getEmail: (id) => online('emails are shown', () => api.getEmail({ params: { id } })),

    listEnquiries: (query = {}) =>
      online('enquiries are shown', () => api.listEnquiries({ query })),
    setEnquiryStatus: (id, status) =>
      online('enquiries are updated', () =>
        api.setEnquiryStatus({ params: { id }, body: { status } }),
      ),

    // Commissions: the queue the shop last answered is kept, so the screen opens offline; what
    // she writes (quotes, declines, stage posts) waits as a step and goes with the next sync.
    // Payments, moves and shipping change money and parcels: they need the shop itself.
    async listCommissions(status) {
      try {
        const page = await online('commissions are shown', () =>
          api.listCommissions({ query: status ? { status } : {} }),
        );
        commissionSteps.keepList(page.commissions, status === undefined);
        return { ...page, commissions: page.commissions.map(commissionSteps.withSteps) };
      } catch (error) {
        if (!isOfflineError(error)) throw error;
        const kept = commissionSteps
          .keptList()
          .filter((commission) => status === undefined || commission.status === status);
        const counts: Partial<Record<CommissionStatus, number>> = {};
        for (const commission of commissionSteps.keptList()) {
          counts[commission.status] = (counts[commission.status] ?? 0) + 1;
        }
        return { commissions: kept, counts };
      }
    },
    async getCommission(id) {
      try {
        const commission = await online('commissions are shown', () =>
          api.getCommission({ params: { id } }),
        );
        commissionSteps.keep(commission);
        return commissionSteps.withSteps(commission);
      } catch (error) {
        if (!isOfflineError(error)) throw error;
        return commissionSteps.kept(id);
      }
    },
    async getCommissionSettings() {
      try {
        const settings = await online('commission settings are shown', () =>
          api.getCommissionSettings({}),
        );
        commissionSteps.keepSettings(settings);
        return settings;
      } catch (error) {
        const kept = commissionSteps.keptSettings();
        if (!isOfflineError(error) || kept === null) throw error;
        return kept;
      }
    },
    saveCommissionSettings: (settings) =>
      online('commission settings are saved', () =>
        api.updateCommissionSettings({ body: settings }),
      ),
    async quoteCommission(id, quote) {
      const commission = commissionSteps.write(id, { kind: 'quote', input: quote });
      sync.pushSoon();
      return commission;
    },
    async declineCommissionRequest(id, message) {
      const commission = commissionSteps.write(id, { kind: 'decline', input: { message } });
      sync.pushSoon();
      return commission;
    },
    async postCommissionStage(id, post) {
      const commission = commissionSteps.write(id, { kind: 'stage', input: post });
      sync.pushSoon();
      return commission;
    },
    unsentCommissionSteps: async () => commissionSteps.unsent(),
    async retryCommissionStep(id) {
      const steps = commissionSteps.retry(id);
      sync.pushSoon();
      return steps;
    },
    discardCommissionStep: async (id) => commissionSteps.discard(id),
    recordCommissionPayment: (id, payment) =>
      online('payments are recorded', () =>
        api.recordCommissionPayment({ params: { id }, body: payment }),
      ),
    moveCommission: (id, status) =>
      online('commissions are updated', () =>
        api.moveCommission({ params: { id }, body: { status } }),
      ),
    shipCommission: (id, shipment) =>
      online('commissions are shipped', () =>
        api.shipCommission({ params: { id }, body: shipment }),
      ),

    listUsers: (query = {}) => online('users are shown', () => api.listUsers({ query })),
    promoteUser: async (id) =>
      (await online('users are promoted', () => api.promoteUser({ params: { id } }))).user,
    demoteUser: async (id) =>
      (await online('users are demoted', () => api.demoteUser({ params: { id } }))).user,
    listActivity: (query = {}) =>
      online('the activity log is shown', () => api.listActivity({ query })),
    listSubscribers: (query = {}) =>
      online('subscribers are shown', () => api.listSubscribers({ query })),
    exportSubscribersCsv: () => online('subscribers are exported', () => api.exportSubscribers({})),
    // Campaign drafts are a synced collection: written here, offline too, and pushed.
    listCampaigns,
    createCampaign: (body) => save('campaigns')(null, body),
    updateCampaign: (id, body) => save('campaigns')(id, body),
    deleteCampaign: remove('campaigns'),
    async testCampaign(id) {
      const shopId = await campaignOnShop(id, 'tried');
      return online('campaigns are tried', () => api.testCampaign({ params: { id: shopId } }));
    },
    sendCampaign: (id, at) =>
      onShopCampaign(id, at === undefined ? 'sent' : 'scheduled', (shopId) =>
        api.sendCampaign({ params: { id: shopId }, body: at === undefined ? {} : { at } }),
      ),
    getStats: (query = {}) => online('statistics are shown', () => api.getStats({ query })),
  };
}

function isOfflineError(error: unknown): boolean {
  return error instanceof AdminApiError && error.status === UNREACHABLE_STATUS;
}
