// The browser's PublicApi: the public read operations through the typed client, derived from
// PUBLIC_API_CALLS. The server renders with an in-process PublicApi over the same services instead.

import { createPublicApiClient, type PublicApi } from '@kawaii/shared';
import type { Fetch } from './client.ts';

export function createHttpPublicApi(fetchImpl: Fetch, baseUrl = ''): PublicApi {
  const api = createPublicApiClient({ fetch: fetchImpl, baseUrl, token: () => null });
  return {
    ...api,
    // No paths, no question: the answer is known without asking.
    getImageAlts: async (paths) => (paths.length === 0 ? {} : api.getImageAlts(paths)),
  };
}
