import { createAccountService, type AccountService } from './account/service.ts';
import { createAchievementService, type AchievementService } from './achievements/service.ts';
import { createActivityLog, type ActivityLog } from './activity/log.ts';
import { createAssistantService, type AssistantService } from './assistant/service.ts';
import {
  createLanguageModelAssistant,
  type LanguageModelSettings,
} from './assistant/language-model.ts';
import { createArtworkService, type ArtworkService } from './artworks/service.ts';
import { createAuthService, type AuthService } from './auth/service.ts';
import { ephemeralAuthSettings, type AuthSettings } from './auth/settings.ts';
import {
  createBackupStatusService,
  type BackupSetup,
  type BackupStatusService,
} from './backups/status-report.ts';
import { createCategoryService, type CategoryService } from './categories/service.ts';
import { createImageIntake } from './content/image-intake.ts';
import type { Db } from './db/connection.ts';
import { createCommissionService, type CommissionService } from './commissions/service.ts';
import { createCommissionShipping } from './commissions/shipping-order.ts';
import { createEnquiryService, type EnquiryService } from './enquiries/service.ts';
import { createGameService, type GameService } from './games/service.ts';
import { createMailService, type MailService } from './mail/service.ts';
import { createMediaService, type MediaService } from './media/service.ts';
import { createNewsletterService, type NewsletterService } from './newsletter/service.ts';
import type { CampaignRate } from './newsletter/pacer.ts';
import { createStatsCollector } from './stats/collector.ts';
import { createStatsService, type StatsService } from './stats/service.ts';
import { createUnusedMedia } from './media/unused.ts';
import { createOrderMail } from './orders/order-mail.ts';
import { createOrderPlacement } from './orders/placement.ts';
import { createOrderService, type OrderService } from './orders/service.ts';
import { createUnpaidOrderKeeper } from './orders/unpaid.ts';
import { createInstalmentKeeper } from './orders/instalments.ts';
import { createStockReturn } from './orders/stock-return.ts';
import { createOrderLedger } from './orders/ledger.ts';
import { createOrderPayments } from './orders/payments.ts';
import { createFirstPaymentGiveBack, createOrderRefunds } from './orders/refunds.ts';
import { createOrderWorkflow, createPaidOrderEffects } from './orders/workflow.ts';
import { createPostService, type PostService } from './posts/service.ts';
import { createPreviewService, type PreviewService } from './previews/service.ts';
import { createPreviewTokens } from './previews/tokens.ts';
import { presentProduct } from './products/presenter.ts';
import { createProductService, type ProductService } from './products/service.ts';
import { createPromotionService, type PromotionService } from './promotions/service.ts';
import { createReportService, type ReportService } from './reports/service.ts';
import { createSaleService, type SaleService } from './sales/service.ts';
import type { SalePricing } from './sales/pricing.ts';
import { createRewardRedemption, type RewardRedemption } from './rewards/redemption.ts';
import { createRewardService, type RewardService } from './rewards/service.ts';
import { createSettingsService, type SettingsService } from './settings/service.ts';
import { createStores, type Stores } from './stores.ts';
import { createUserService, type UserService } from './users/service.ts';
import { createBackInStockNotifier, type BackInStockNotifier } from './wishlist/back-in-stock.ts';
import { createWishlistService, type WishlistService } from './wishlist/service.ts';

/** Every service of the API over one database; the routes and the page renderer share them. */
export interface Services {
  artworks: ArtworkService;
  posts: PostService;
  products: ProductService;
  categories: CategoryService;
  games: GameService;
  settings: SettingsService;
  /** The last backup and its off-site copy, for the owner's Settings. */
  backups: BackupStatusService;
  /** Who changed what, when: read by the superadmin. */
  activity: ActivityLog;
  media: MediaService;
  orders: OrderService;
  account: AccountService;
  rewards: RewardService;
  /** Points into reward codes, and codes onto orders. */
  redemption: RewardRedemption;
  achievements: AchievementService;
  auth: AuthService;
  users: UserService;
  assistant: AssistantService;
  wishlist: WishlistService;
  mail: MailService;
  /** Signed links to drafts' pages. */
  previews: PreviewService;
  enquiries: EnquiryService;
  /** Sign-ups with double opt-in, campaigns and the pacer that sends them. */
  newsletter: NewsletterService;
  /** Cookie-free page view counts and the report staff read. */
  stats: StatsService;
  /** Promo codes: the staff's list, the checkout's quote, and their use on orders. */
  promotions: PromotionService;
  /** Scheduled sales: the staff's list, and the prices of the ones running now. */
  sales: SaleService;
  commissions: CommissionService;
  /** The sales report by month or tax region. */
  reports: ReportService;
}

/**
 * `auth` defaults to a throwaway signing key without Google, enough for page rendering.
 * Without `uploadsDir` (page rendering) content saves cannot store new image files; without
 * `backupSetup` no backup status is read.
 * The one place services are wired: each store is built once (`createStores`) and every service
 * gets the stores and services it depends on from here.
 */
export function createServices(
  db: Db,
  auth: AuthSettings = ephemeralAuthSettings(),
  uploadsDir?: string,
  assistantModel: LanguageModelSettings | null = null,
  orderOptions: OrderServiceOptions = {},
  backupSetup: BackupSetup | null = null,
  growth: GrowthOptions = {},
): Services {
  const stores = createStores(db);
  const images = createImageIntake(stores.media, uploadsDir);
  const activity = createActivityLog({ store: stores.activity, users: stores.users });
  const settings = createSettingsService(
    stores.settings,
    activity,
    (id) => stores.stock.find(id) !== null,
  );
  const achievements = createAchievementService({
    store: stores.achievements,
    ledger: stores.ledger,
  });
  const rewards = createRewardService({ ledger: stores.ledger, store: stores.rewards });
  const redemption = redemptionOver(db, stores);
  const sales = createSaleService({
    store: stores.sales,
    activity,
    now: orderOptions.now ?? (() => new Date()),
  });
  const salesAt = (at: Date) => sales.pricingAt(at);
  const promotions = createPromotionService({
    store: stores.promotions,
    stock: stores.stock,
    activity,
    now: orderOptions.now ?? (() => new Date()),
    salesAt,
  });
  const backInStock = backInStockOver(db, stores, orderOptions.publicOrigin ?? null);
  const orders = wireOrders(
    { db, stores, achievements, rewards, redemption, promotions, salesAt, backInStock },
    orderOptions,
  );
  const authService = createAuthService(
    {
      db,
      users: stores.users,
      ledger: stores.ledger,
      accountTokens: stores.accountTokens,
      shopSettings: stores.settings,
    },
    auth,
  );
  const altsOf = (paths: readonly string[]) => stores.media.altsOf(paths);
  const posts = createPostService(stores.posts, images, activity, altsOf);
  const products = createProductService(
    stores.products,
    stores.categories,
    images,
    backInStock,
    activity,
    altsOf,
    () => sales.pricingAt(),
  );
  const commissions = createCommissionService({
    db,
    store: stores.commissions,
    settings: stores.settings,
    payments: stores.payments,
    images,
    shipOrder: createCommissionShipping({
      orders: stores.orders,
      settings: stores.settings,
      mail: createOrderMail({
        db,
        orders: stores.orders,
        settings: stores.settings,
        publicOrigin: orderOptions.publicOrigin ?? null,
      }),
    }),
    orders: stores.orders,
    publicOrigin: orderOptions.publicOrigin ?? null,
    now: orderOptions.now,
  });
  return {
    activity,
    artworks: createArtworkService(stores.artworks, images, activity, altsOf),
    posts,
    products,
    categories: createCategoryService(stores.categories, images, activity),
    games: createGameService(stores.games, images, activity),
    settings,
    backups: createBackupStatusService(backupSetup),
    media: createMediaService(
      {
        store: stores.media,
        library: stores.mediaLibrary,
        references: stores.mediaReferences,
        usage: stores.mediaUsage,
        unused: uploadsDir === undefined ? null : createUnusedMedia(db, uploadsDir),
      },
      uploadsDir,
    ),
    orders,
    account: createAccountService({
      db,
      users: stores.users,
      orders,
      achievements,
      requestEmailChange: authService.requestEmailChange,
    }),
    rewards,
    redemption,
    achievements,
    auth: authService,
    users: createUserService(stores.users, activity),
    wishlist: createWishlistService(stores.wishlists, () => sales.pricingAt()),
    assistant: createAssistantService({
      search: stores.catalogueSearch,
      settings,
      ordersOf: stores.orderGlances,
      productOf: (id) => {
        const product = stores.products.findById(id);
        return product?.published ? presentProduct(product) : null;
      },
      now: orderOptions.now,
      commissionOpenings: () => commissions.openings(),
      languageModel: assistantModel ? createLanguageModelAssistant(assistantModel) : null,
    }),
    mail: createMailService(stores.outbox),
    previews: createPreviewService({
      tokens: createPreviewTokens(auth.jwtSecret),
      users: stores.users,
      posts,
      products,
    }),
    promotions,
    reports: createReportService({
      store: stores.reports,
      now: orderOptions.now ?? (() => new Date()),
    }),
    sales,
    enquiries: createEnquiryService({
      db,
      enquiries: stores.enquiries,
      artworks: stores.artworks,
      settings: stores.settings,
    }),
    newsletter: createNewsletterService({
      db,
      store: stores.newsletter,
      settings: stores.settings,
      users: stores.users,
      products: stores.products,
      artworks: stores.artworks,
      posts: stores.posts,
      secret: auth.jwtSecret,
      siteOrigin: auth.siteOrigin,
      rate: growth.campaignRate,
    }),
    stats: createStatsService(stores.stats, createStatsCollector(stores.stats)),
    commissions,
  };
}

export interface GrowthOptions {
  /** How fast campaigns go out (default 100 messages a minute). */
  campaignRate?: CampaignRate;
}

export interface OrderServiceOptions {
  /** Makes the links in emails absolute. */
  publicOrigin?: string | null;
  /** The clock of placing, moving and expiring orders; tests move it. */
  now?: () => Date;
}

function redemptionOver(db: Db, stores: Stores): RewardRedemption {
  return createRewardRedemption({
    db,
    codes: stores.rewardCodes,
    ledger: stores.ledger,
    stock: stores.stock,
    settings: stores.settings,
  });
}

/** `publicOrigin` makes the email's link to the product absolute. */
function backInStockOver(db: Db, stores: Stores, publicOrigin: string | null) {
  return createBackInStockNotifier({
    db,
    wishlists: stores.wishlists,
    settings: stores.settings,
    publicOrigin,
  });
}

function wireOrders(
  {
    db,
    stores,
    achievements,
    rewards,
    redemption,
    promotions,
    salesAt,
    backInStock,
  }: {
    db: Db;
    stores: Stores;
    achievements: AchievementService;
    rewards: RewardService;
    redemption: RewardRedemption;
    promotions: PromotionService;
    salesAt: (at: Date) => SalePricing;
    backInStock: BackInStockNotifier;
  },
  { publicOrigin = null, now = () => new Date() }: OrderServiceOptions,
): OrderService {
  const { orders, stock, settings, payments, refunds } = stores;
  const mail = createOrderMail({ db, orders, settings, publicOrigin });
  const returnStock = createStockReturn({ stock, backInStock });
  const ledger = createOrderLedger({ payments, refunds });
  const ledgerOf = (orderId: string) => ledger.amountsOf(orderId);
  const paidEffects = createPaidOrderEffects({ orders, rewards, achievements });
  const releasePromotion = (orderId: string) => promotions.releaseForOrder(orderId);
  const changeStatus = createOrderWorkflow({
    db,
    orders,
    returnStock,
    rewards,
    redemption,
    paidEffects,
    releasePromotion,
    payments,
    ledgerOf,
    mail,
    now,
  });
  return createOrderService({
    db,
    orders,
    achievements,
    ledger,
    placeOrder: createOrderPlacement({
      db,
      orders,
      stock,
      settings,
      redemption,
      promotions,
      salesAt,
      mail,
      now,
    }),
    changeStatus,
    recordRefund: createOrderRefunds({
      db,
      orders,
      refunds,
      stock,
      ledger: stores.ledger,
      ledgerOf,
      mail,
      now,
    }),
    giveBackFirstPayment: createFirstPaymentGiveBack({ db, orders, ledgerOf, now }),
    recordPayment: createOrderPayments({
      db,
      orders,
      payments,
      ledgerOf,
      paidEffects,
      mail,
      now,
    }),
    instalments: createInstalmentKeeper({ db, orders, ledgerOf, changeStatus, mail, now }),
    unpaid: createUnpaidOrderKeeper({
      db,
      orders,
      returnStock,
      redemption,
      releasePromotion,
      mail,
      now,
    }),
  });
}
