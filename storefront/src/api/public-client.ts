// The module the browser's PublicApi loads on demand (http-public-api.ts): the typed public client
// with every operation's wire declaration behind it.

import { createPublicApiClient, type PublicApi } from '@kawaii/shared';

type ClientOptions = Parameters<typeof createPublicApiClient>[0];

/** The public client, which asks nothing for alt texts of no paths: the answer is known. */
export function createBrowserPublicApi(options: ClientOptions): PublicApi {
  const api = createPublicApiClient(options);
  return {
    ...api,
    getImageAlts: async (paths) => (paths.length === 0 ? {} : api.getImageAlts(paths)),
  };
}
