// The shop's sent mail as staff see it in the admin Emails tab (GET /api/emails).

/**
 * queued: waiting for its (next) attempt; sending: an attempt is under way; sent: an SMTP
 * server accepted it; stored: no SMTP server is configured, so it was kept as an .eml file.
 */
export const EMAIL_STATUSES = ['queued', 'sending', 'sent', 'stored'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export interface EmailSummary {
  _id: string;
  kind: string;
  to: string;
  subject: string;
  status: EmailStatus;
  attempts: number;
  /** Why the last attempt failed, while it waits for the next. */
  lastError: string | null;
  nextAttemptAt: string;
  orderId: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** One email with both of its parts, exactly as the recipient gets them. */
export interface EmailMessage extends EmailSummary {
  text: string;
  html: string;
}

export interface EmailPage {
  emails: EmailSummary[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}
