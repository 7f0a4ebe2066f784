// The cache of the public reads a lazily loaded view makes in the browser (the shop settings a
// checkout needs when the page came without them, the Google sign-in configuration). It is a
// cache of its own, made with the first view that needs it, rather than a provider's: these
// answers are the same for every visitor (no token keys them), and those views have no provider
// around them. The rule it keeps: only modules that load lazily import this, so a public page's
// first load never carries the query library.

import { createQueryClient } from './query-client.ts';

export const publicReads = createQueryClient();
