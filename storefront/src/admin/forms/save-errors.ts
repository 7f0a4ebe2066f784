// What a failed save shows: the server's message, or the form's own fallback sentence. Failures are read by shape (readFailure), since
// the studio's transport rebuilds errors that crossed its IPC bridge.

import { UNREACHABLE_STATUS } from '@kawaii/shared';
import { readFailure } from '../conflict/index.ts';

/** Blog, artwork, product and game forms: the server's message, or 'An error occurred'. */
export function saveErrorMessage(error: unknown): string {
  return readFailure(error, 'An error occurred').message;
}

/** The category form: 'Error: {message}' ('Unknown error' without one), or the network notice. */
export function categorySaveErrorMessage(error: unknown): string {
  const { status, message } = readFailure(error, 'Unknown error');
  if (status === null || status === UNREACHABLE_STATUS) {
    return 'An error occurred while submitting the category';
  }
  return `Error: ${message}`;
}

/** The product form's inline category: the server's message, or 'Failed to create category'. */
export function inlineCategoryErrorMessage(error: unknown): string {
  return readFailure(error, 'Failed to create category').message;
}
