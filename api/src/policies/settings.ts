// Who may change which shop settings: any admin may change the shop's settings, but where the
// customers' money goes (the Zelle phone and name) only the superadmin may change.

import type { Viewer } from '../http/viewer.ts';

export function mayChangePaymentDetails(viewer: Viewer): boolean {
  return viewer.role === 'superadmin';
}
