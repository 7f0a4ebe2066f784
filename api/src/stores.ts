// Every store (the SQL of one resource) over one database, built once. Services receive the
// stores they need from here; none builds its own.
import { createOrderGlances } from './assistant/order-glances.ts';
import { createCatalogueSearch } from './assistant/search-store.ts';
import { createAccountTokenStore } from './auth/account-token-store.ts';
import { createAchievementStore } from './achievements/store.ts';
import { createActivityStore } from './activity/store.ts';
import { createArtworkStore } from './artworks/store.ts';
import { createCategoryStore } from './categories/store.ts';
import type { Db } from './db/connection.ts';
import { createCommissionStore } from './commissions/store.ts';
import { createEnquiryStore } from './enquiries/store.ts';
import { createGameStore } from './games/store.ts';
import { outboxStore } from './mail/outbox-store.ts';
import { createNewsletterStore } from './newsletter/store.ts';
import { createMediaLibrary } from './media/library.ts';
import { createMediaReferences } from './media/references.ts';
import { createMediaStore } from './media/store.ts';
import { createMediaUsage } from './media/usage.ts';
import { createStockStore } from './orders/stock.ts';
import { createOrderStore } from './orders/store.ts';
import { createRefundStore } from './orders/refund-store.ts';
import { createPaymentStore } from './payments/store.ts';
import { createPostStore } from './posts/store.ts';
import { createProductStore } from './products/store.ts';
import { createPromotionStore } from './promotions/store.ts';
import { createReportStore } from './reports/store.ts';
import { createSaleStore } from './sales/store.ts';
import { createRewardCodeStore } from './rewards/codes-store.ts';
import { createLedger } from './rewards/ledger.ts';
import { createRewardStore } from './rewards/store.ts';
import { createSettingsStore } from './settings/store.ts';
import { createStatsStore } from './stats/store.ts';
import { createUserStore } from './users/store.ts';
import { createWishlistStore } from './wishlist/store.ts';

export type Stores = ReturnType<typeof createStores>;

export function createStores(db: Db) {
  const media = createMediaStore(db);
  return {
    accountTokens: createAccountTokenStore(db),
    achievements: createAchievementStore(db),
    activity: createActivityStore(db),
    artworks: createArtworkStore(db),
    /** The assistant's full-text search over the published catalogue. */
    catalogueSearch: createCatalogueSearch(db),
    categories: createCategoryStore(db),
    enquiries: createEnquiryStore(db),
    commissions: createCommissionStore(db),
    games: createGameStore(db),
    ledger: createLedger(db),
    media,
    /** The media library's list, read across every record that shows images. */
    mediaLibrary: createMediaLibrary(db, media),
    /** Rewrites every record naming an image path (a delete takes it out of them). */
    mediaReferences: createMediaReferences(db),
    mediaUsage: createMediaUsage(db),
    newsletter: createNewsletterStore(db),
    orders: createOrderStore(db),
    /** The assistant's short look at a signed-in customer's orders. */
    orderGlances: createOrderGlances(db),
    outbox: outboxStore(db),
    /** Money given back on orders. */
    refunds: createRefundStore(db),
    /** Money received, for orders and anything else sold in parts. */
    payments: createPaymentStore(db),
    posts: createPostStore(db),
    products: createProductStore(db),
    promotions: createPromotionStore(db),
    /** The sales report's reads across orders and refunds. */
    reports: createReportStore(db),
    sales: createSaleStore(db),
    rewardCodes: createRewardCodeStore(db),
    rewards: createRewardStore(db),
    settings: createSettingsStore(db),
    stats: createStatsStore(db),
    stock: createStockStore(db),
    users: createUserStore(db),
    wishlists: createWishlistStore(db),
  };
}
