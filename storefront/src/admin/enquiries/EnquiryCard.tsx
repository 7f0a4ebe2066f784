// One visitor's question: the piece, who asked and how to reach them, the message, and the
// buttons to reply (the staff member's own mail program) and to mark it answered or open again.

import { useState } from 'react';
import { type Enquiry, ENQUIRY_STATUS_LABELS, formatLocalDateTime } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { readFailure } from '../conflict/failure.ts';
import { useSiteHref } from '../shell/site-url.tsx';
import { replyHref } from './enquiry-filters.ts';

interface EnquiryCardProps {
  enquiry: Enquiry;
  onChanged(enquiry: Enquiry): void;
}

export function EnquiryCard({ enquiry, onChanged }: EnquiryCardProps) {
  const api = useAdminApi();
  const siteHref = useSiteHref();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const answered = enquiry.status === 'answered';
  const headingId = `enquiry-${enquiry._id}`;

  function mark() {
    setBusy(true);
    setError(null);
    api.setEnquiryStatus(enquiry._id, answered ? 'open' : 'answered').then(
      (changed) => {
        setBusy(false);
        onChanged(changed);
      },
      (failure: unknown) => {
        setBusy(false);
        setError(readFailure(failure).message);
      },
    );
  }

  return (
    <article className={`enquiry-card enquiry-card--${enquiry.status}`} aria-labelledby={headingId}>
      <header className="enquiry-card__top">
        <h2 id={headingId} className="enquiry-card__piece">
          {enquiry.artwork.path ? (
            <a href={siteHref(enquiry.artwork.path)} target="_blank" rel="noreferrer">
              {enquiry.artwork.title}
            </a>
          ) : (
            <>
              {enquiry.artwork.title} <span className="enquiry-card__gone">(deleted)</span>
            </>
          )}
        </h2>
        <span className={`badge enquiry-status enquiry-status--${enquiry.status}`}>
          {ENQUIRY_STATUS_LABELS[enquiry.status]}
        </span>
      </header>
      <p className="enquiry-card__from">
        <strong>{enquiry.name}</strong>
        <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
        <time dateTime={enquiry.createdAt}>{formatLocalDateTime(enquiry.createdAt)}</time>
      </p>
      <p className="enquiry-card__message">{enquiry.message}</p>
      {answered && enquiry.answeredAt && (
        <p className="enquiry-card__answered">
          Answered{enquiry.answeredBy ? ` by ${enquiry.answeredBy}` : ''} on{' '}
          {formatLocalDateTime(enquiry.answeredAt)}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="enquiry-card__actions">
        <a className="button button--soft" href={replyHref(enquiry.email, enquiry.artwork.title)}>
          Reply by email
        </a>
        <button
          type="button"
          className={`button ${answered ? 'button--ghost' : 'button--primary'}`}
          disabled={busy}
          onClick={mark}
        >
          {busy ? 'Saving...' : answered ? 'Mark as open' : 'Mark as answered'}
        </button>
      </div>
    </article>
  );
}
