// The shop must not become a mail relay: a visitor chooses the recipient of an order
// confirmation, a verification or email-change link, a password reset and (through the contact
// email) an enquiry notice. At most 3 such mails go to one address in any hour, whoever asks; the
// outbox itself is the count, so the rule holds across restarts and every flow shares it.
//
// A flow that queues a visitor-caused mail asks `allows(to)` inside its transaction first; when
// it answers false the flow refuses (429 with `refusedMessage(to)`) or, where the mail is only a
// courtesy beside a record that stands on its own (an order, an enquiry), says in its answer that
// no mail went out. A new visitor-caused mail kind is added to VISITOR_MAIL_KINDS below.

import type { Db } from '../db/connection.ts';
import { tooManyRequests } from '../core/errors.ts';
import { outboxStore } from './outbox-store.ts';

/** Mails a visitor can cause to one recipient address in an hour. */
export const VISITOR_MAILS_PER_HOUR = 3;

/** The outbox kinds a visitor's request causes; they share one count per recipient. */
export const VISITOR_MAIL_KINDS: readonly string[] = [
  'order-received',
  'email-verification',
  'email-change',
  'password-reset',
  'new-enquiry',
  'commission-request',
  'commission-new-request',
  'newsletter-confirm',
];

const HOUR_MS = 60 * 60 * 1000;

/** What a refused visitor-caused mail answers (429). */
export function visitorMailRefusedMessage(to: string): string {
  return `We already sent ${VISITOR_MAILS_PER_HOUR} emails to ${to} in the last hour. Please try again later.`;
}

export interface VisitorMailLimit {
  /** Visitor-caused mails queued to `to` (any case) in the hour before `now`. */
  sentInLastHour(to: string, now?: Date): number;
  /** Whether one more visitor-caused mail may go to `to` now. */
  allows(to: string, now?: Date): boolean;
  /** Throws 429 with `visitorMailRefusedMessage` when one more mail to `to` is not allowed. */
  check(to: string, now?: Date): void;
}

/** The limit over this database's outbox (call its methods inside the queueing transaction). */
export function visitorMailLimit(db: Db): VisitorMailLimit {
  const outbox = outboxStore(db);
  const sentInLastHour = (to: string, now = new Date()) =>
    outbox.countSentTo(to, VISITOR_MAIL_KINDS, new Date(now.getTime() - HOUR_MS).toISOString());
  const allows = (to: string, now?: Date) => sentInLastHour(to, now) < VISITOR_MAILS_PER_HOUR;
  return {
    sentInLastHour,
    allows,
    check(to, now) {
      if (!allows(to, now)) throw tooManyRequests(visitorMailRefusedMessage(to));
    },
  };
}
