// The 409s of duplicate unique values, with the field error the admin forms show beside the input.

import { HttpError } from '../core/errors.ts';

const SLUG_TAKEN_MESSAGE = 'That URL slug is already used';

/** 409 when another record (not `ownId`) already has the slug. */
export function assertSlugFree(holder: { id: string } | null, ownId?: string): void {
  if (holder && holder.id !== ownId) {
    throw new HttpError(409, SLUG_TAKEN_MESSAGE, { errors: { slug: SLUG_TAKEN_MESSAGE } });
  }
}
