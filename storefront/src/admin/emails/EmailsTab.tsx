// The shop's outgoing mail (order confirmations, shop notices, account emails): who it went to,
// the subject, whether it was sent (or, without a mail server, stored), and the message itself
// exactly as the recipient gets it.

import { useState } from 'react';
import { EmailPreview } from './EmailPreview.tsx';
import { EmailStatusBadge } from './EmailStatusBadge.tsx';
import { useEmailList } from './use-email-list.ts';
import '../desk-list.css';
import '../desk-toolbar.css';
import './EmailsTab.css';
import { formatLocalDateTime } from '@kawaii/shared';
import { ShowOlderButton } from '../shell/ShowOlderButton.tsx';
import { ListReadStatus } from '../shell/ListReadStatus.tsx';

export function EmailsTab() {
  const { state, loadOlder, reload } = useEmailList();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const emails = state.emails ?? [];
  const selected = emails.find((email) => email._id === selectedId) ?? null;

  return (
    <section className={`desk email-desk${selected ? ' desk--has-selection' : ''}`}>
      <div className="desk-toolbar">
        <p className="desk__intro">Every email the shop writes, newest first.</p>
        <button type="button" className="button button--ghost" onClick={reload}>
          Refresh
        </button>
      </div>
      <div className="desk__panes">
        <div className="desk__list" aria-busy={state.loading}>
          <ListReadStatus
            error={state.error}
            loadingFirst={state.emails === null && state.loading}
            loadingText="Loading emails..."
          />
          {state.emails !== null && emails.length === 0 && (
            <p className="empty-note">No emails yet. Order confirmations will appear here.</p>
          )}
          {emails.length > 0 && (
            <ul className="desk-list" aria-label="Emails">
              {emails.map((email) => (
                <li key={email._id}>
                  <button
                    type="button"
                    className="desk-row"
                    aria-current={email._id === selectedId ? 'true' : undefined}
                    onClick={() => setSelectedId(email._id)}
                  >
                    <span className="desk-row__top">
                      <span className="email-row__subject">{email.subject}</span>
                      <EmailStatusBadge status={email.status} />
                    </span>
                    <span className="desk-row__meta">
                      <span className="email-row__to">{email.to}</span>
                      <time dateTime={email.createdAt}>{formatLocalDateTime(email.createdAt)}</time>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <ShowOlderButton
            hasOlder={state.nextCursor !== null}
            loading={state.loading}
            onShow={loadOlder}
            what="emails"
          />
        </div>
        <div className="desk__details">
          {selected ? (
            <EmailPreview summary={selected} onClose={() => setSelectedId(null)} />
          ) : (
            <p className="desk__hint">Choose an email to read it as its recipient does.</p>
          )}
        </div>
      </div>
    </section>
  );
}
