export * from './operation.ts';
export * from './failure.ts';
export * from './request.ts';
export * from './operations.ts';
export * from './specs.ts';
export * from './client.ts';
export { userListQuerySchema, activityQuerySchema } from './specs/accounts.ts';
export { altsQuerySchema, mediaUsageQuerySchema, MAX_ALT_PATHS } from './specs/media.ts';
