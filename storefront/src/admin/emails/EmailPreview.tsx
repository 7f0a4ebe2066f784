// One email as its recipient sees it: the HTML part in a sandboxed frame (no scripts, no
// navigation), the plain-text part beneath it, and how its delivery went.

import type { EmailSummary } from '@kawaii/shared';
import { readFailure } from '../conflict/failure.ts';
import { useAdminRead } from '../data/use-admin-read.ts';
import { EmailStatusBadge } from './EmailStatusBadge.tsx';
import { deliveryNote } from './email-format.ts';
import { formatLocalDateTime } from '@kawaii/shared';

interface EmailPreviewProps {
  summary: EmailSummary;
  onClose: () => void;
}

export function EmailPreview({ summary, onClose }: EmailPreviewProps) {
  const read = useAdminRead('getEmail', summary._id);
  const message = read.data ?? null;
  const error = read.error ? readFailure(read.error, 'Could not open this email.').message : null;

  const shown = message ?? summary;
  return (
    <article className="desk__card email-preview" aria-labelledby="email-preview-subject">
      <button type="button" className="desk__back" onClick={onClose}>
        ← All emails
      </button>
      <header className="email-preview__header">
        <h2 id="email-preview-subject">{shown.subject}</h2>
        <EmailStatusBadge status={shown.status} />
      </header>
      <dl className="email-preview__facts">
        <div>
          <dt>To</dt>
          <dd>{shown.to}</dd>
        </div>
        <div>
          <dt>Written</dt>
          <dd>
            <time dateTime={shown.createdAt}>{formatLocalDateTime(shown.createdAt)}</time>
          </dd>
        </div>
        {shown.sentAt && (
          <div>
            <dt>{shown.status === 'stored' ? 'Stored' : 'Sent'}</dt>
            <dd>
              <time dateTime={shown.sentAt}>{formatLocalDateTime(shown.sentAt)}</time>
            </dd>
          </div>
        )}
      </dl>
      <p className="email-preview__note">{deliveryNote(shown)}</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {message === null && !error && <p className="loading-note">Opening the email...</p>}
      {message && (
        <>
          <iframe
            className="email-preview__frame"
            title={`The email “${message.subject}” as the recipient sees it`}
            sandbox=""
            srcDoc={message.html}
          />
          <details className="email-preview__text">
            <summary>Plain-text version</summary>
            <pre>{message.text}</pre>
          </details>
        </>
      )}
    </article>
  );
}
