// The admin screens, shared with the studio's renderer (package export "./admin"): the studio
// mounts AdminApp with its own AdminApi; the web passes createHttpAdminApi().
export { AdminApp, type AdminAppProps } from './AdminApp.tsx';
export { AdminApiProvider, useAdminApi } from './admin-api-context.tsx';
export { createHttpAdminApi, type HttpAdminApiOptions } from './http-admin-api.ts';
// The studio keeps the screens' cache of answers, to invalidate it after a sync: one per signed-in
// identity, so a sign-out or another staff member's sign-in starts from an empty cache.
export { createQueryClient } from '../query/query-client.ts';
export {
  createSessionCaches,
  useSessionQueryClient,
  type CacheIdentity,
  type SessionCaches,
} from '../query/session-cache.ts';
// How the screens key and read each admin answer, for a host that reads or checks those entries.
export { adminQuery, type AdminReadName } from './data/admin-query.ts';
// The studio's conflict view compares versions with the same words as the web's dialog.
export { differingFields, type FieldDifference } from './conflict/index.ts';
export {
  RecordSyncStateProvider,
  type RecordSyncState,
  type RecordSyncStates,
} from './shell/record-sync-state.tsx';
