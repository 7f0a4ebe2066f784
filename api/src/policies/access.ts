// Who may call an operation at each access level. The route table asks this before parsing any
// input, so a refused caller learns nothing about the operation.

import { isStaffRole } from '@kawaii/shared';
import type { Viewer } from '../http/viewer.ts';

export const ACCESS_LEVELS = ['public', 'optional-user', 'user', 'admin', 'superadmin'] as const;
/**
 * public: anyone; a token is ignored. optional-user: anyone, but a token that is sent must be
 * valid (an order must not silently become a guest order). user: any signed-in account.
 * admin: admin or superadmin. superadmin: superadmin only.
 */
export type Access = (typeof ACCESS_LEVELS)[number];

/** `allowed`; `sign-in` (401) when the level needs an account; `forbidden` (403) for the wrong role. */
export type AccessDecision = 'allowed' | 'sign-in' | 'forbidden';

export function decideAccess(viewer: Viewer, access: Access): AccessDecision {
  if (access === 'public' || access === 'optional-user') return 'allowed';
  if (!viewer.userId) return 'sign-in';
  if (access === 'admin' && !isStaffRole(viewer.role)) return 'forbidden';
  if (access === 'superadmin' && viewer.role !== 'superadmin') return 'forbidden';
  return 'allowed';
}
