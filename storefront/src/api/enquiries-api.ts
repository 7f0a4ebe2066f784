// "Ask about this piece". The form needs every way it can fail told apart (field errors to show
// by their fields, a limit, no connection), so this answers an outcome.

import { ApiError, type EnquirySubmission } from '@kawaii/shared';
import { apiClient, type Fetch } from './client.ts';

export type EnquiryOutcome =
  | { kind: 'sent'; message: string }
  | { kind: 'refused'; status: number; message: string | null; errors: Record<string, string> }
  /** The server could not be reached at all. */
  | { kind: 'offline' };

/**
 * Sends the question; `idempotencyKey` (one per opened form) makes a resend after a lost answer
 * harmless. A signed-in visitor's token links the enquiry to their account.
 */
export async function sendEnquiry(
  fetchImpl: Fetch,
  token: string | null,
  submission: EnquirySubmission,
  idempotencyKey: string | null,
): Promise<EnquiryOutcome> {
  try {
    const sent = await apiClient(fetchImpl, token).sendEnquiry(
      { body: submission },
      { idempotencyKey: idempotencyKey ?? undefined },
    );
    return { kind: 'sent', message: sent.message };
  } catch (error) {
    if (!(error instanceof ApiError) || error.isUnreachable) return { kind: 'offline' };
    return {
      kind: 'refused',
      status: error.status,
      message: error.message || null,
      errors: error.errors ?? {},
    };
  }
}
