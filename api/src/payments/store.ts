// The payments ledger: money received, one row a payment, for any kind of sale paid in parts
// (`subject` names the kind, `subjectId` the sale). The SQL only; the rule that a payment never
// goes above the balance lives in the service that records it, inside its transaction.

import type { Db } from '../db/connection.ts';

export type PaymentSubject = 'order' | 'commission';

export interface PaymentRecord {
  id: string;
  subject: PaymentSubject;
  subjectId: string;
  amountCents: number;
  receivedAt: string;
  method: 'zelle';
  reference: string | null;
  note: string | null;
  recordedBy: string | null;
  /** The recorder's name, read with the row. */
  recordedByName: string | null;
  createdAt: string;
}

interface PaymentRow {
  id: string;
  subject: PaymentSubject;
  subject_id: string;
  amount_cents: number;
  received_at: string;
  method: 'zelle';
  reference: string | null;
  note: string | null;
  recorded_by: string | null;
  recorded_by_name: string | null;
  created_at: string;
}

const SELECT = `SELECT p.*, u.name AS recorded_by_name FROM payments p
  LEFT JOIN users u ON u.id = p.recorded_by`;

export type PaymentStore = ReturnType<typeof createPaymentStore>;

export function createPaymentStore(db: Db) {
  const insert = db.prepare(
    `INSERT INTO payments (id, subject, subject_id, amount_cents, received_at, method, reference,
       note, recorded_by, created_at)
     VALUES (@id, @subject, @subjectId, @amountCents, @receivedAt, @method, @reference, @note,
       @recordedBy, @createdAt)`,
  );
  const ofSubject = db.prepare<[PaymentSubject, string], PaymentRow>(
    `${SELECT} WHERE p.subject = ? AND p.subject_id = ? ORDER BY p.received_at, p.created_at`,
  );
  const ofMany = db.prepare<[PaymentSubject, string], PaymentRow>(
    `${SELECT} WHERE p.subject = ? AND p.subject_id IN (SELECT value FROM json_each(?))
     ORDER BY p.received_at, p.created_at`,
  );
  const paidOf = db.prepare<[PaymentSubject, string], { paid: number }>(
    'SELECT COALESCE(SUM(amount_cents), 0) AS paid FROM payments WHERE subject = ? AND subject_id = ?',
  );

  return {
    insert(payment: Omit<PaymentRecord, 'recordedByName'>): void {
      insert.run(payment);
    },

    /** Oldest first (by when the money arrived). */
    of(subject: PaymentSubject, subjectId: string): PaymentRecord[] {
      return ofSubject.all(subject, subjectId).map(toRecord);
    },

    /** The payments of many sales at once: one query for a page of the desk. */
    ofMany(subject: PaymentSubject, ids: readonly string[]): Map<string, PaymentRecord[]> {
      const bySubject = new Map<string, PaymentRecord[]>();
      for (const row of ofMany.all(subject, JSON.stringify(ids))) {
        const list = bySubject.get(row.subject_id) ?? [];
        list.push(toRecord(row));
        bySubject.set(row.subject_id, list);
      }
      return bySubject;
    },

    paidCents(subject: PaymentSubject, subjectId: string): number {
      return paidOf.get(subject, subjectId)?.paid ?? 0;
    },
  };
}

function toRecord(row: PaymentRow): PaymentRecord {
  return {
    id: row.id,
    subject: row.subject,
    subjectId: row.subject_id,
    amountCents: row.amount_cents,
    receivedAt: row.received_at,
    method: row.method,
    reference: row.reference,
    note: row.note,
    recordedBy: row.recorded_by,
    recordedByName: row.recorded_by_name,
    createdAt: row.created_at,
  };
}
