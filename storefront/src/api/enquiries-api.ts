// POST /api/enquiries: "Ask about this piece". The form needs every way it can fail told apart
// (field errors to show by their fields, a limit, no connection), so this answers an outcome.

import type { EnquirySubmission } from '@kawaii/shared';
import { bearerHeaders } from './auth-api.ts';
import type { Fetch } from './http-json.ts';

export type EnquiryOutcome =
  | { kind: 'sent'; message: string }
  | { kind: 'refused'; status: number; message: string | null; errors: Record<string, string> }
  /** The server could not be reached at all. */
  | { kind: 'offline' };

async function readBody(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {}; // not JSON: a proxy's error page or an empty body
  }
}

function textFields(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

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
  let response: Response;
  try {
    response = await fetchImpl('/api/enquiries', {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        ...bearerHeaders(token),
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      body: JSON.stringify(submission),
    });
  } catch {
    return { kind: 'offline' };
  }
  const body = await readBody(response);
  const message = typeof body['message'] === 'string' ? body['message'] : null;
  if (response.ok) return { kind: 'sent', message: message ?? '' };
  return { kind: 'refused', status: response.status, message, errors: textFields(body['errors']) };
}
