// Every store (the SQL of one resource) over one database, built once. Services receive the
// stores they need from here; none builds its own.
import { createAccountTokenStore } from './auth/account-token-store.ts';
import { createAchievementStore } from './achievements/store.ts';
import { createActivityStore } from './activity/store.ts';
import { createArtworkStore } from './artworks/store.ts';
import { createCategoryStore } from './categories/store.ts';
import type { Db } from './db/connection.ts';
import { createEnquiryStore } from './enquiries/store.ts';
import { createGameStore } from './games/store.ts';
import { outboxStore } from './mail/outbox-store.ts';
import { createMediaStore } from './media/store.ts';
import { createStockStore } from './orders/stock.ts';
import { createOrderStore } from './orders/store.ts';
import { createPostStore } from './posts/store.ts';
import { createProductStore } from './products/store.ts';
import { createRewardCodeStore } from './rewards/codes-store.ts';
import { createLedger } from './rewards/ledger.ts';
import { createRewardStore } from './rewards/store.ts';
import { createSettingsStore } from './settings/store.ts';
import { createUserStore } from './users/store.ts';
import { createWishlistStore } from './wishlist/store.ts';

export type Stores = ReturnType<typeof createStores>;

export function createStores(db: Db) {
  return {
    accountTokens: createAccountTokenStore(db),
    achievements: createAchievementStore(db),
    activity: createActivityStore(db),
    artworks: createArtworkStore(db),
    categories: createCategoryStore(db),
    enquiries: createEnquiryStore(db),
    games: createGameStore(db),
    ledger: createLedger(db),
    media: createMediaStore(db),
    orders: createOrderStore(db),
    outbox: outboxStore(db),
    posts: createPostStore(db),
    products: createProductStore(db),
    rewardCodes: createRewardCodeStore(db),
    rewards: createRewardStore(db),
    settings: createSettingsStore(db),
    stock: createStockStore(db),
    users: createUserStore(db),
    wishlists: createWishlistStore(db),
  };
}
