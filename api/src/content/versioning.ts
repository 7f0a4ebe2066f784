// The stale-save check: a save that read an older version of a record must not
// silently overwrite a newer one (the studio syncs offline drafts against web edits).

import type { Request } from 'express';
import { badRequest, HttpError } from '../core/errors.ts';

const STALE_SAVE_MESSAGE = 'This item was changed by someone else';

/**
 * 409 `{ message, current }` when the save sent a version that is not the stored one.
 * A save that sends no version overwrites (`version` is optional on every save).
 */
export function assertFreshVersion(
  sentVersion: number | undefined,
  stored: { version: number },
  presentCurrent: () => unknown,
): void {
  if (sentVersion !== undefined && sentVersion !== stored.version) {
    throw new HttpError(409, STALE_SAVE_MESSAGE, { details: { current: presentCurrent() } });
  }
}

/** updatedAt and version of a record after a successful write. */
export function nextRevision(stored: { version: number }): { updatedAt: string; version: number } {
  return { updatedAt: new Date().toISOString(), version: stored.version + 1 };
}

/** updatedAt and version of a newly created record. */
export function firstRevision(): { createdAt: string; updatedAt: string; version: number } {
  const now = new Date().toISOString();
  return { createdAt: now, updatedAt: now, version: 1 };
}

const VERSION_TEXT = /^(?:W\/)?"?(\d{1,15})"?$/;

/**
 * The version a DELETE was made on: `If-Match: "3"` or `?version=3`; undefined when neither is
 * sent (the delete then goes ahead, as a web admin's delete of what it shows always has).
 */
export function requestedVersion(req: Request): number | undefined {
  const header = req.headers['if-match'];
  const query = req.query['version'];
  const text =
    typeof header === 'string' ? header.trim() : typeof query === 'string' ? query : null;
  if (text === null) return undefined;
  const match = VERSION_TEXT.exec(text);
  if (!match) throw badRequest('The version must be a whole number, as in If-Match: "3"');
  return Number(match[1]);
}
