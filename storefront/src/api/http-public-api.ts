// The browser's PublicApi: the public read operations through the typed client (whose methods
// are derived from PUBLIC_API_CALLS). The server renders with an in-process PublicApi over the same services instead.
//
// The client (every operation's wire declaration) is not part of a page's first load: hydration
// takes the page's data from its HTML, so a page that is only looked at never needs it. It is
// fetched at the first read, and the browser entry fetches it as a navigation starts, alongside
// the next page's chunk.

import type { PublicApi } from '@kawaii/shared';
import type { Fetch } from './client.ts';

export const loadApiClient = () => import('./public-client.ts');

type AnyMethod = (...args: unknown[]) => Promise<unknown>;

export function createHttpPublicApi(fetchImpl: Fetch, baseUrl = ''): PublicApi {
  let client: Promise<PublicApi> | null = null;
  const api = () =>
    (client ??= loadApiClient().then(({ createPublicApiClient }) =>
      createPublicApiClient({ fetch: fetchImpl, baseUrl, token: () => null }),
    ));
  const call =
    (method: string): AnyMethod =>
    async (...args) =>
      ((await api())[method as keyof PublicApi] as AnyMethod)(...args);
  // No paths, no question: the answer is known without asking.
  const getImageAlts: PublicApi['getImageAlts'] = async (paths) =>
    paths.length === 0 ? {} : (await api()).getImageAlts(paths);
  // Each method is the loaded client's method of the same name, looked up as it is called: a
  // table of the method names (PUBLIC_API_CALLS, with every operation's input shaping) would be
  // part of every page's first load only to be read here. Not a thenable, so it may be awaited.
  return new Proxy({} as PublicApi, {
    get: (_target, method) =>
      method === 'getImageAlts'
        ? getImageAlts
        : typeof method === 'string' && method !== 'then'
          ? call(method)
          : undefined,
  });
}
