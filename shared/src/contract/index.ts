export * from './operation.ts';
export * from './failure.ts';
export * from './request.ts';
export * from './operations.ts';
export * from './terms.ts';
export * from './client.ts';
export * from './collections.ts';
export { userListQuerySchema, activityQuerySchema } from './terms/accounts.ts';
export { altsQuerySchema, mediaUsageQuerySchema, MAX_ALT_PATHS } from './terms/media.ts';
