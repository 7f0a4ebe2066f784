// How the Emails tab words a message's delivery.

import type { EmailStatus, EmailSummary } from '@kawaii/shared';

export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  queued: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  stored: 'Stored',
};

/** The line under a message's subject: where it stands and, if it failed, what comes next. */
export function deliveryNote(email: EmailSummary): string {
  if (email.status === 'sent') return 'Delivered to the mail server.';
  if (email.status === 'stored') {
    return 'No mail server is set up (SMTP_URL), so it was kept on the server as an .eml file.';
  }
  if (email.status === 'sending') return 'Being sent right now.';
  if (email.attempts === 0) return 'Queued; it goes out in a moment.';
  const tries = email.attempts === 1 ? '1 try' : `${email.attempts} tries`;
  return `Not delivered after ${tries}${email.lastError ? ` (${email.lastError})` : ''}; trying again soon.`;
}
