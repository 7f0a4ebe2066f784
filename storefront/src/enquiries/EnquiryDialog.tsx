// The "Ask about this piece" form in a modal dialog: name, email and message, checked with the
// same schema as the server; once sent, a thank-you in its place.

import { useId, useRef, useState, type FormEvent } from 'react';
import { ENQUIRY_SENT, enquiryFormSchema, fieldErrors, type EnquiryForm } from '@kawaii/shared';
import { sendEnquiry } from '../api/enquiries-api.ts';
import { CelebrationBurst } from '../ui/CelebrationBurst.tsx';
import { CloseButton } from '../ui/CloseButton.tsx';
import { fieldMessages } from '../ui/field-messages.tsx';
import { useModalDialog } from '../ui/use-modal-dialog.ts';
import { useSession } from '../stores/session.ts';
import { enquiryFailureMessage } from './enquiry-failure.ts';
import '../cart/form-fields.css';

type Field = keyof EnquiryForm;
type Errors = Partial<Record<Field, string>>;

interface EnquiryDialogProps {
  artwork: { _id: string; title: string };
  onClose(): void;
}

/** One key per opened form, so a resend after a lost answer stores the question once. */
function newKey(): string | null {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : null;
}

export function EnquiryDialog({ artwork, onClose }: EnquiryDialogProps) {
  const ref = useModalDialog();
  const user = useSession((state) => state.user);
  const token = useSession((state) => state.token);
  const [fields, setFields] = useState<EnquiryForm>({
    name: user?.name ?? '',
    email: user?.email ?? '',
    message: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [key] = useState(newKey);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  function focusFirst(found: Errors) {
    const first = Object.keys(found)[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    const parsed = enquiryFormSchema.safeParse(fields);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error) as Errors;
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    setFailure(null);
    setSending(true);
    const outcome = await sendEnquiry(
      fetch,
      token,
      { ...parsed.data, artworkId: artwork._id },
      key,
    );
    setSending(false);
    if (outcome.kind === 'sent') {
      setSentTo(parsed.data.email);
      return;
    }
    if (outcome.kind === 'refused' && Object.keys(outcome.errors).length > 0) {
      const found = outcome.errors as Errors;
      setErrors(found);
      focusFirst(found);
    }
    setFailure(enquiryFailureMessage(outcome));
  }

  const { described, errorOf } = fieldMessages(id, errors);
  const fieldProps = (field: Field) => ({
    ...described(field),
    name: field,
    value: fields[field],
    disabled: sending,
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [field]: event.target.value })),
  });

  return (
    <dialog
      ref={ref}
      className="enquiry-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <header className="enquiry-dialog__header">
        <div>
          <h2 id={`${id}-title`} className="enquiry-dialog__title">
            <span aria-hidden="true">♡</span> Ask about this piece
          </h2>
          <p className="enquiry-dialog__piece">{artwork.title}</p>
        </div>
        <CloseButton label="Close" onClose={onClose} />
      </header>
      {sentTo ? (
        <div className="enquiry-dialog__sent" role="status">
          <CelebrationBurst />
          <p className="enquiry-dialog__thanks">{ENQUIRY_SENT}</p>
          <p>
            She answers every message herself and will write back to <strong>{sentTo}</strong>.
          </p>
          <button type="button" className="button button--primary" onClick={onClose}>
            Close
          </button>
        </div>
      ) : (
        <form ref={formRef} className="enquiry-dialog__form" onSubmit={send} noValidate>
          <p className="enquiry-dialog__intro">
            Curious about its size, framing or shipping? Write to the artist. ♡
          </p>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-name`}>
              Name
            </label>
            <input {...fieldProps('name')} type="text" autoComplete="name" required />
            {errorOf('name')}
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-email`}>
              Email
            </label>
            <input {...fieldProps('email')} type="email" autoComplete="email" required />
            {errorOf('email')}
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-message`}>
              Message
            </label>
            <textarea {...fieldProps('message')} rows={4} required />
            {errorOf('message')}
          </div>
          {failure && (
            <p className="form-error" role="alert">
              {failure}
            </p>
          )}
          <div className="enquiry-dialog__actions">
            <button
              type="button"
              className="button button--ghost"
              disabled={sending}
              onClick={onClose}
            >
              Cancel
            </button>
            <button type="submit" className="button button--primary" disabled={sending}>
              {sending ? 'Sending...' : 'Send question'}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
