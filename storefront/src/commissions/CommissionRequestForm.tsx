// The commission request form: what the client wants, the size or kind of piece, a budget, a
// date, up to five reference pictures, and the terms to accept. Checked with the server's own
// schema before sending; the pictures travel in the same multipart request. The check and the
// call load at the first send (send-commission-request.ts), not with the page.

import { useId, useRef, useState, type FormEvent } from 'react';
import { COMMISSION_SIZES, MAX_COMMISSION_REFERENCES } from '@kawaii/shared';
import { useSession } from '../stores/session.ts';
import { fieldMessages } from '../ui/field-messages.tsx';
import type {
  CommissionRequestErrors as Errors,
  CommissionRequestField as Field,
  SentRequest,
} from './send-commission-request.ts';
import '../cart/form-fields.css';

export type { SentRequest } from './send-commission-request.ts';

export function CommissionRequestForm({
  terms,
  onSent,
  description = '',
}: {
  terms: string;
  onSent(sent: SentRequest): void;
  /** What "What would you like?" starts with: the piece a request is like, when it is. */
  description?: string;
}) {
  const user = useSession((state) => state.user);
  const token = useSession((state) => state.token);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const { described, errorOf } = fieldMessages<Field>(id, errors);

  function refuse(found: Errors) {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSending(true);
    try {
      const { sendCommissionRequest } = await import('./send-commission-request.ts');
      const outcome = await sendCommissionRequest(form, token);
      if (outcome.kind === 'sent') {
        setErrors({});
        setFailure(null);
        onSent(outcome.sent);
        return;
      }
      if (outcome.kind === 'refused') refuse(outcome.errors);
      setFailure(outcome.failure);
    } catch {
      setFailure('We could not reach the shop. Your request was not sent; please try again.');
    } finally {
      setSending(false);
    }
  }

  return (
    <form ref={formRef} className="commission-form" onSubmit={send} noValidate>
      <div className="commission-form__row">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-name`}>
            Your name
          </label>
          <input {...described('name')} name="name" defaultValue={user?.name ?? ''} />
          {errorOf('name')}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-email`}>
            Email
          </label>
          <input
            {...described('email')}
            name="email"
            type="email"
            defaultValue={user?.email ?? ''}
          />
          {errorOf('email')}
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-description`}>
          What would you like?
        </label>
        <textarea
          {...described('description')}
          name="description"
          rows={5}
          defaultValue={description}
          placeholder="Your character, colours, outfit, mood…"
        />
        {errorOf('description')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-size`}>
          Size or type
        </label>
        <select {...described('size')} name="size" defaultValue="">
          <option value="" disabled>
            Choose one
          </option>
          {COMMISSION_SIZES.map((size) => (
            <option key={size}>{size}</option>
          ))}
        </select>
        {errorOf('size')}
      </div>
      <div className="commission-form__row">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-budgetMin`}>
            Budget from ($)
          </label>
          <input {...described('budgetMin')} name="budgetMin" inputMode="numeric" />
          {errorOf('budgetMin')}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-budgetMax`}>
            Budget up to ($)
          </label>
          <input {...described('budgetMax')} name="budgetMax" inputMode="numeric" />
          {errorOf('budgetMax')}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-wantedBy`}>
            Wanted by (optional)
          </label>
          <input {...described('wantedBy')} name="wantedBy" type="date" />
          {errorOf('wantedBy')}
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-references`}>
          Reference pictures (up to {MAX_COMMISSION_REFERENCES})
        </label>
        <input
          {...described('references')}
          name="references"
          type="file"
          accept="image/*"
          multiple
        />
        {errorOf('references')}
      </div>
      {terms && (
        <details className="commission-form__terms" open>
          <summary>Terms of commission</summary>
          <p>{terms}</p>
        </details>
      )}
      <div className="field field--check">
        <label htmlFor={`${id}-acceptTerms`}>
          <input {...described('acceptTerms')} name="acceptTerms" type="checkbox" /> I have read and
          accept the terms
        </label>
        {errorOf('acceptTerms')}
      </div>
      {failure && (
        <p className="commission-form__failure" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? 'Sending…' : 'Send my request'}
      </button>
    </form>
  );
}
