// A 403 may refuse only one action (a superadmin's setting) to an admin who is still staff, so the
// admin area asks who the token speaks for now before closing: a 401 there means the session
// ended, a role that is not staff means the account was demoted. Anything else (the server could
// not be reached, it failed) keeps the tab open: the refused action has already said why.

import { ApiError, isStaffRole } from '@kawaii/shared';
import { fetchSignedInUser } from '../../api/auth-api.ts';
import type { Fetch } from '../../api/client.ts';
import type { AccessEnd } from './AccessEnded.tsx';

export async function accessAfterRefusal(
  fetchImpl: Fetch,
  token: string,
): Promise<AccessEnd | null> {
  try {
    const current = await fetchSignedInUser(fetchImpl, token);
    return isStaffRole(current.role) ? null : 'not-staff';
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return 'signed-out';
    return null;
  }
}
