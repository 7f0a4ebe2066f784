// Who may read an order, and how much of it: staff read any order in full (the desk's view with
// its history); a customer reads only their own, as a customer; anyone else is told it does not
// exist, so order ids cannot be probed.

import { isStaffRole } from '@kawaii/shared';
import type { Viewer } from '../core/viewer.ts';

export type OrderView = 'desk' | 'customer' | 'none';

export function orderViewFor(viewer: Viewer, order: { userId: string | null }): OrderView {
  if (isStaffRole(viewer.role)) return 'desk';
  if (viewer.userId !== null && order.userId === viewer.userId) return 'customer';
  return 'none';
}
