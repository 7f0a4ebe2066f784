// The browser's PublicApi: the public read operations through the typed client, derived from
// PUBLIC_API_CALLS. The server renders with an in-process PublicApi over the same services instead.
//
// The client (every operation's wire declaration) is not part of a page's first load: hydration
// takes the page's data from its HTML, so a page that is only looked at never needs it. It is
// fetched at the first read, and the browser entry fetches it as a navigation starts, alongside
// the next page's chunk.

import { PUBLIC_API_CALLS, type PublicApi } from '@kawaii/shared';
import type { Fetch } from './client.ts';

export const loadApiClient = () => import('./public-client.ts');

type AnyMethod = (...args: unknown[]) => Promise<unknown>;

export function createHttpPublicApi(fetchImpl: Fetch, baseUrl = ''): PublicApi {
  let client: Promise<PublicApi> | null = null;
  const api = () =>
    (client ??= loadApiClient().then(({ createPublicApiClient }) =>
      createPublicApiClient({ fetch: fetchImpl, baseUrl, token: () => null }),
    ));
  const methods: Record<string, AnyMethod> = {};
  for (const method of Object.keys(PUBLIC_API_CALLS) as (keyof PublicApi)[]) {
    methods[method] = async (...args) => ((await api())[method] as AnyMethod)(...args);
  }
  const loaded = methods as unknown as PublicApi;
  return {
    ...loaded,
    // No paths, no question: the answer is known without asking.
    getImageAlts: async (paths) => (paths.length === 0 ? {} : loaded.getImageAlts(paths)),
  };
}
