import { createActivityLog, type ActivityLog } from './activity/log.ts';
import { createAssistantService, type AssistantService } from './assistant/service.ts';
import { createCatalogueSearch } from './assistant/search-store.ts';
import {
  createLanguageModelAssistant,
  type LanguageModelSettings,
} from './assistant/language-model.ts';
import { createOrderGlances } from './assistant/order-glances.ts';
import { createArtworkService, type ArtworkService } from './artworks/service.ts';
import { createArtworkStore } from './artworks/store.ts';
import { createAuthService, type AuthService } from './auth/service.ts';
import { ephemeralAuthSettings, type AuthSettings } from './auth/settings.ts';
import { createCategoryService, type CategoryService } from './categories/service.ts';
import { createCategoryStore } from './categories/store.ts';
import { createImageIntake } from './content/image-intake.ts';
import { createAccountService, type AccountService } from './account/service.ts';
import type { Db } from './db/connection.ts';
import { createGameService, type GameService } from './games/service.ts';
import { createGameStore } from './games/store.ts';
import { createMailService, type MailService } from './mail/service.ts';
import { createMediaService, type MediaService } from './media/service.ts';
import {
  createOrderService,
  type OrderService,
  type OrderServiceOptions,
} from './orders/service.ts';
import { createPostService, type PostService } from './posts/service.ts';
import { createPostStore } from './posts/store.ts';
import { createProductService, type ProductService } from './products/service.ts';
import { createProductStore } from './products/store.ts';
import { createRewardService, type RewardService } from './rewards/service.ts';
import { createSettingsService, type SettingsService } from './settings/service.ts';
import { createSettingsStore } from './settings/store.ts';
import { createUserService, type UserService } from './users/service.ts';
import { createUserStore } from './users/store.ts';
import { createBackInStockNotifier } from './wishlist/back-in-stock.ts';
import { createWishlistService, type WishlistService } from './wishlist/service.ts';

/** Every service of the API over one database; the routes and the page renderer share them. */
export interface Services {
  artworks: ArtworkService;
  posts: PostService;
  products: ProductService;
  categories: CategoryService;
  games: GameService;
  settings: SettingsService;
  /** Who changed what, when: read by the superadmin. */
  activity: ActivityLog;
  media: MediaService;
  orders: OrderService;
  account: AccountService;
  rewards: RewardService;
  auth: AuthService;
  users: UserService;
  assistant: AssistantService;
  wishlist: WishlistService;
  mail: MailService;
}

/**
 * `auth` defaults to a throwaway signing key without Google, enough for page rendering.
 * Without `uploadsDir` (page rendering) content saves cannot store new image files.
 */
export function createServices(
  db: Db,
  auth: AuthSettings = ephemeralAuthSettings(),
  uploadsDir?: string,
  assistantModel: LanguageModelSettings | null = null,
  orderOptions: OrderServiceOptions = {},
): Services {
  const images = createImageIntake(db, uploadsDir);
  const activity = createActivityLog(db);
  return {
    activity,
    artworks: createArtworkService(createArtworkStore(db), images),
    posts: createPostService(createPostStore(db), images),
    products: createProductService(
      createProductStore(db),
      createCategoryStore(db),
      images,
      createBackInStockNotifier(db),
    ),
    categories: createCategoryService(createCategoryStore(db), images),
    games: createGameService(createGameStore(db), images),
    settings: createSettingsService(createSettingsStore(db), activity),
    media: createMediaService(db, uploadsDir),
    orders: createOrderService(db, orderOptions),
    account: createAccountService(db),
    rewards: createRewardService(db),
    auth: createAuthService(db, auth),
    users: createUserService(createUserStore(db), activity),
    wishlist: createWishlistService(db),
    assistant: createAssistantService({
      search: createCatalogueSearch(db),
      settings: createSettingsService(createSettingsStore(db)),
      ordersOf: createOrderGlances(db),
      languageModel: assistantModel ? createLanguageModelAssistant(assistantModel) : null,
    }),
    mail: createMailService(db),
  };
}
