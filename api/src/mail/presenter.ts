import type { EmailMessage, EmailSummary } from '@kawaii/shared';
import type { OutboxRecord } from './outbox-store.ts';

export function presentEmailSummary(record: OutboxRecord): EmailSummary {
  return {
    _id: record.id,
    kind: record.kind,
    to: record.to,
    subject: record.subject,
    status: record.status,
    attempts: record.attempts,
    lastError: record.lastError,
    nextAttemptAt: record.nextAttemptAt,
    orderId: record.orderId,
    createdAt: record.createdAt,
    sentAt: record.sentAt,
  };
}

export function presentEmailMessage(record: OutboxRecord): EmailMessage {
  return { ...presentEmailSummary(record), text: record.text, html: record.html };
}
