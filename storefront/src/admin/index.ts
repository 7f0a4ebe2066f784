// The admin screens, shared with the studio's renderer (package export "./admin"): the studio
// mounts AdminApp with its own AdminApi; the web passes createHttpAdminApi().
export { AdminApp, type AdminAppProps } from './AdminApp.tsx';
export { AdminApiProvider, useAdminApi } from './admin-api-context.tsx';
export {
  createHttpAdminApi,
  NETWORK_FAILURE_STATUS,
  type HttpAdminApiOptions,
} from './http-admin-api.ts';
