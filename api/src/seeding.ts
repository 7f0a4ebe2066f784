// What the demo workspace (demo/) writes its sample shop through: the stores, the id and password
// helpers and the image pipeline, so demo rows look exactly like rows the API writes. Nothing in
// the API imports this module; the demo is never part of the server bundle.
export { createAchievementStore, type AchievementStore } from './achievements/store.ts';
export { createArtworkStore } from './artworks/store.ts';
export { hashPassword, verifyPassword } from './auth/password.ts';
export { createCategoryStore } from './categories/store.ts';
export type { Db } from './db/connection.ts';
export { newId } from './db/ids.ts';
export { createGameStore } from './games/store.ts';
export { consoleLogger, type Logger } from './http/logger.ts';
export { storeImage } from './media/store-image.ts';
export { createMediaStore } from './media/store.ts';
export { newOrderKey } from './orders/placement.ts';
export { createOrderStore, FIRST_ORDER_NUMBER, type OrderItemRecord } from './orders/store.ts';
export { createPostStore } from './posts/store.ts';
export { createProductStore, type ProductRecord } from './products/store.ts';
export { createLedger, type Ledger } from './rewards/ledger.ts';
export { createSettingsStore } from './settings/store.ts';
export { createUserStore } from './users/store.ts';
