// Who may call an operation at each access level (the levels are declared with the operations in
// @kawaii/shared). The route table asks this before parsing any input, so a refused caller learns
// nothing about the operation.

import { isStaffRole, type Access } from '@kawaii/shared';
import type { Viewer } from '../core/viewer.ts';

export { ACCESS_LEVELS, type Access } from '@kawaii/shared';

/** `allowed`; `sign-in` (401) when the level needs an account; `forbidden` (403) for the wrong role. */
export type AccessDecision = 'allowed' | 'sign-in' | 'forbidden';

export function decideAccess(viewer: Viewer, access: Access): AccessDecision {
  if (access === 'public' || access === 'optional-user') return 'allowed';
  if (!viewer.userId) return 'sign-in';
  if (access === 'admin' && !isStaffRole(viewer.role)) return 'forbidden';
  if (access === 'superadmin' && viewer.role !== 'superadmin') return 'forbidden';
  return 'allowed';
}
