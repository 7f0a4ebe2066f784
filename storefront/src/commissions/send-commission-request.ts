// What "Send my request" does: checks the form with the server's own schema, then sends it with
// its pictures in one multipart request. Its own module, loaded at the first send, so the
// commissions page's first load carries neither the schemas nor the API client.

import {
  ApiError,
  commissionRequestSchema,
  fieldErrors,
  MAX_COMMISSION_REFERENCES,
  type CommissionRequestInput,
} from '@kawaii/shared';
import { apiClient } from '../api/client.ts';

export type CommissionRequestField =
  | 'name'
  | 'email'
  | 'description'
  | 'size'
  | 'budgetMin'
  | 'budgetMax'
  | 'wantedBy'
  | 'acceptTerms'
  | 'references';
export type CommissionRequestErrors = Partial<Record<CommissionRequestField, string>>;

export interface SentRequest {
  number: number;
  key: string;
  status: 'requested' | 'waitlisted';
  emailed: boolean;
  message: string;
  email: string;
}

export type SendOutcome =
  | { kind: 'sent'; sent: SentRequest }
  /** The form's own check or the server refused fields; nothing was sent or kept. */
  | { kind: 'refused'; errors: CommissionRequestErrors; failure: string | null }
  | { kind: 'failed'; failure: string };

const TEXT_FIELDS = ['name', 'email', 'description', 'size', 'budgetMin', 'budgetMax', 'wantedBy'];

export async function sendCommissionRequest(
  form: FormData,
  token: string | null,
): Promise<SendOutcome> {
  const text = Object.fromEntries(TEXT_FIELDS.map((name) => [name, String(form.get(name) ?? '')]));
  const parsed = commissionRequestSchema.safeParse({
    ...text,
    acceptTerms: form.get('acceptTerms') === 'on',
  });
  const pictures = form.getAll('references').filter((file) => file instanceof File && file.size);
  const found: CommissionRequestErrors = parsed.success
    ? {}
    : (fieldErrors(parsed.error) as CommissionRequestErrors);
  if (pictures.length > MAX_COMMISSION_REFERENCES) {
    found.references = `Choose at most ${MAX_COMMISSION_REFERENCES} pictures`;
  }
  if (!parsed.success || found.references) return { kind: 'refused', errors: found, failure: null };
  try {
    const api = apiClient(fetch, token);
    // The typed body is the form's text; the pictures ride along in the same form data.
    const body = form as unknown as CommissionRequestInput;
    const answer = await api.requestCommission({ body });
    return { kind: 'sent', sent: { ...answer, email: parsed.data.email } };
  } catch (error) {
    const failure =
      error instanceof ApiError && error.status !== 0
        ? error.message
        : 'We could not reach the shop. Your request was not sent; please try again.';
    if (error instanceof ApiError && error.errors) {
      return { kind: 'refused', errors: error.errors as CommissionRequestErrors, failure };
    }
    return { kind: 'failed', failure };
  }
}
