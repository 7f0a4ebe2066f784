import type { EmailMessage, EmailPage, EmailQuery } from '@kawaii/shared';
import { badRequest, notFound } from '../core/errors.ts';
import type { OutboxStore } from './outbox-store.ts';
import { presentEmailMessage, presentEmailSummary } from './presenter.ts';

export const EMAIL_NOT_FOUND = 'Email not found';
export const BAD_EMAIL_CURSOR = 'cursor is not one this list gave out';
const PAGE_SIZE = 50;

export type MailService = ReturnType<typeof createMailService>;

/** What staff read of the outbox; queueing is `queueEmail`, delivery the sender's. */
export function createMailService(outbox: OutboxStore) {
  return {
    /** Newest first, a page at a time; the cursor is the last row's `createdAt|id`. */
    list(query: EmailQuery): EmailPage {
      const limit = query.limit ?? PAGE_SIZE;
      const rows = outbox.list({
        limit: limit + 1,
        before: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
        orderId: query.orderId,
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        emails: page.map(presentEmailSummary),
        nextCursor: rows.length > limit && last ? `${last.createdAt}|${last.id}` : null,
      };
    },

    get(id: string): EmailMessage {
      const record = outbox.findById(id);
      if (!record) throw notFound(EMAIL_NOT_FOUND);
      return presentEmailMessage(record);
    },
  };
}

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const [createdAt, id, ...rest] = cursor.split('|');
  if (!createdAt || !id || rest.length > 0 || Number.isNaN(Date.parse(createdAt))) {
    throw badRequest(BAD_EMAIL_CURSOR);
  }
  return { createdAt, id };
}
