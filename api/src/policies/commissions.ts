// Who may open a commission's private page and act on it (accept, decline, approve a stage):
// whoever holds its key, or its signed-in owner. Anyone else is told it does not exist, after the
// same work as a wrong key, so neither the answer nor its timing tells whether a number is in use.

import { createHash, timingSafeEqual } from 'node:crypto';
import type { Viewer } from '../core/viewer.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();
const NO_COMMISSION_KEY = digest('no commission has this key');

export function mayOpenCommission(
  commission: { clientKey: string; userId: string | null } | null,
  key: string | undefined,
  viewer: Viewer,
): boolean {
  const keyMatches = timingSafeEqual(
    commission ? digest(commission.clientKey) : NO_COMMISSION_KEY,
    digest(key ?? ''),
  );
  if (!commission) return false;
  if (keyMatches && key) return true;
  return viewer.userId !== null && commission.userId === viewer.userId;
}
