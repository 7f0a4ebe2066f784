// Cached answers belong to one signed-in identity. A cache is made for an identity and handed
// out while that identity stays signed in; the moment another one (or nobody) is signed in, the
// old cache is emptied, its requests still on their way are cancelled, and a new empty cache
// takes its place. An answer that arrives for the old identity can only land in the old cache,
// which nothing shows any more, so one person's orders, users or points never appear on another's
// screen, not even for a moment while the new person's answers load.
//
// Keying by identity rather than adding the identity to every key is what makes this hold
// everywhere at once: a screen, a mutation's success handler or a prefetch written next year
// cannot forget it, because each of them only ever reaches the cache of the identity they were
// made under.

import { useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client.ts';

/**
 * Who the cached answers are for: the account's id (with the shop's address where one window may
 * talk to several shops); null while nobody is signed in.
 */
export type CacheIdentity = string | null;

export interface SessionCaches {
  /** The cache of `identity`: the same one while it stays, a new empty one when it changes. */
  cacheFor(identity: CacheIdentity): QueryClient;
}

export function createSessionCaches(create: () => QueryClient = createQueryClient): SessionCaches {
  let current: { identity: CacheIdentity; client: QueryClient } | null = null;
  return {
    cacheFor(identity) {
      if (current !== null && current.identity === identity) return current.client;
      if (current !== null) retire(current.client);
      current = { identity, client: create() };
      return current.client;
    },
  };
}

/** Nothing of the previous identity is kept: its answers, its requests under way, its mutations. */
function retire(client: QueryClient): void {
  void client.cancelQueries();
  client.clear();
}

/**
 * The cache of answers for the identity signed in now, for a screen that outlives sign-outs and
 * sign-ins (the studio window). Asking during render is safe: the same identity always gets the
 * same cache, so a render repeated by React changes nothing.
 */
export function useSessionQueryClient(identity: CacheIdentity): QueryClient {
  const [caches] = useState(() => createSessionCaches());
  return caches.cacheFor(identity);
}
