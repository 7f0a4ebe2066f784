// The Google client id the API names (GET /api/auth/config), for the Google sign-in button. It
// changes only with the server's configuration, so it is asked once a visit; a failed ask means no
// Google button this time and is asked again when the button is next wanted.

import { fetchAuthConfig } from '../api/auth-api.ts';
import type { Fetch } from '../api/client.ts';
import { queryKeyFor } from '../query/query-keys.ts';

export function googleClientIdQuery(fetchImpl: Fetch) {
  return {
    queryKey: queryKeyFor('getAuthConfig'),
    queryFn: () => fetchAuthConfig(fetchImpl),
    select: (config: { googleClientId: string | null }) => config.googleClientId,
    staleTime: Number.POSITIVE_INFINITY,
  };
}
