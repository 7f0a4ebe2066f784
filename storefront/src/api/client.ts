// The storefront's way to the API: the typed client derived from the operation contract, over the
// browser's fetch (or a test's), speaking for the signed-in shopper when given their token.

import { createApiClient, type ApiClient } from '@kawaii/shared';

export type Fetch = typeof fetch;

export function apiClient(fetchImpl: Fetch, token: string | null = null, baseUrl = ''): ApiClient {
  return createApiClient({ fetch: fetchImpl, baseUrl, token: () => token });
}
