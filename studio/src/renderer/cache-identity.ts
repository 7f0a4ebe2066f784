// Whose admin answers the studio window may show: the account signed in to the shop, or nobody.
// Signing out (or a sign-in that expired) makes it null, so even the same account signing in
// again starts from an empty cache; switching account or shop changes it at once.
import type { StudioSession } from '../bridge/studio-operations.ts';

export function cacheIdentity(session: StudioSession | null): string | null {
  if (!session?.user) return null;
  return `${session.serverUrl ?? ''} ${session.user._id}`;
}
