import { describe, expect, it } from 'vitest';
import type { EmailSummary } from '@kawaii/shared';
import { deliveryNote } from './email-format.ts';

const email: EmailSummary = {
  _id: 'e1',
  kind: 'order-received',
  to: 'mia@example.test',
  subject: 'We received your order KA-10042',
  status: 'queued',
  attempts: 0,
  lastError: null,
  nextAttemptAt: '2026-11-23T10:00:00.000Z',
  orderId: 'o1',
  createdAt: '2026-11-23T10:00:00.000Z',
  sentAt: null,
};

describe('deliveryNote', () => {
  it('says where each message stands', () => {
    expect(deliveryNote({ ...email, status: 'sent' })).toBe('Delivered to the mail server.');
    expect(deliveryNote({ ...email, status: 'stored' })).toMatch(/kept on the server as an .eml/);
    expect(deliveryNote(email)).toBe('Queued; it goes out in a moment.');
    expect(deliveryNote({ ...email, attempts: 2, lastError: 'Connection refused' })).toBe(
      'Not delivered after 2 tries (Connection refused); trying again soon.',
    );
  });
});
