// What the demo workspace (demo/) writes its sample shop through: the stores (built by
// createStores, the one place the API builds them), the id and password helpers and the image
// pipeline, so demo rows look exactly like rows the API writes. Nothing in
// the API imports this module; the demo is never part of the server bundle.
export type { AchievementStore } from './achievements/store.ts';
export { hashPassword, verifyPassword } from './auth/password.ts';
export type { Db } from './db/connection.ts';
export { newId } from './db/ids.ts';
export { consoleLogger, type Logger } from './http/logger.ts';
export { storeImage } from './media/store-image.ts';
export type { MediaStore } from './media/store.ts';
export { newOrderKey } from './orders/placement.ts';
export { FIRST_ORDER_NUMBER, type OrderItemRecord } from './orders/store.ts';
export type { ProductRecord } from './products/store.ts';
export type { Ledger } from './rewards/ledger.ts';
export { createStores, type Stores } from './stores.ts';
