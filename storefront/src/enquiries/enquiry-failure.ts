// What the "Ask about this piece" form says when the question did not go.

import type { EnquiryOutcome } from '../api/enquiries-api.ts';

export const OFFLINE_MESSAGE =
  'Could not connect to the server. Please check your internet connection and try again.';
export const TOO_MANY_MESSAGE =
  'You have sent several questions in a row. Please wait a minute, then try again.';
const FALLBACK_MESSAGE = 'Your question could not be sent. Please try again.';

/** The form-level message for a failed send; field errors are shown by their fields instead. */
export function enquiryFailureMessage(outcome: Exclude<EnquiryOutcome, { kind: 'sent' }>): string {
  if (outcome.kind === 'offline') return OFFLINE_MESSAGE;
  if (outcome.status === 429) return TOO_MANY_MESSAGE;
  if (outcome.status >= 500) return FALLBACK_MESSAGE;
  return outcome.message ?? FALLBACK_MESSAGE;
}
