// Refunds given on orders: the SQL only.

import type { Db } from '../db/connection.ts';

export interface RefundLine {
  lineId: string;
  quantity: number;
}

export interface RefundRecord {
  id: string;
  orderId: string;
  amountCents: number;
  reason: string;
  reference: string | null;
  restock: RefundLine[];
  pointsReversed: number;
  recordedBy: string | null;
  /** The recorder's name, read with the row. */
  recordedByName?: string | null;
  createdAt: string;
}

interface RefundRow {
  id: string;
  order_id: string;
  amount_cents: number;
  reason: string;
  reference: string | null;
  restock: string;
  points_reversed: number;
  recorded_by: string | null;
  recorded_by_name: string | null;
  created_at: string;
}

const SELECT = `SELECT r.*, u.name AS recorded_by_name FROM order_refunds r
  LEFT JOIN users u ON u.id = r.recorded_by`;

export type RefundStore = ReturnType<typeof createRefundStore>;

export function createRefundStore(db: Db) {
  const insert = db.prepare(
    `INSERT INTO order_refunds (id, order_id, amount_cents, reason, reference, restock,
       points_reversed, recorded_by, created_at)
     VALUES (@id, @orderId, @amountCents, @reason, @reference, @restockJson, @pointsReversed,
       @recordedBy, @createdAt)`,
  );
  const ofOrder = db.prepare<[string], RefundRow>(
    `${SELECT} WHERE r.order_id = ? ORDER BY r.created_at, r.id`,
  );
  const ofMany = db.prepare<[string], RefundRow>(
    `${SELECT} WHERE r.order_id IN (SELECT value FROM json_each(?))
     ORDER BY r.created_at, r.id`,
  );

  const of = (orderId: string) => ofOrder.all(orderId).map(toRecord);
  return {
    insert(refund: RefundRecord): void {
      const { recordedByName: _name, ...fields } = refund;
      insert.run({ ...fields, restockJson: JSON.stringify(refund.restock) });
    },
    of,
    ofMany(ids: readonly string[]): Map<string, RefundRecord[]> {
      const byOrder = new Map<string, RefundRecord[]>();
      for (const row of ofMany.all(JSON.stringify(ids))) {
        const list = byOrder.get(row.order_id) ?? [];
        list.push(toRecord(row));
        byOrder.set(row.order_id, list);
      }
      return byOrder;
    },
    /** Units of each line already put back by earlier refunds. */
    restockedOf(orderId: string): Map<string, number> {
      const restocked = new Map<string, number>();
      for (const refund of of(orderId)) {
        for (const line of refund.restock) {
          restocked.set(line.lineId, (restocked.get(line.lineId) ?? 0) + line.quantity);
        }
      }
      return restocked;
    },
    pointsReversedOf(orderId: string): number {
      return of(orderId).reduce((sum, refund) => sum + refund.pointsReversed, 0);
    },
  };
}

function toRecord(row: RefundRow): RefundRecord {
  let restock: RefundLine[] = [];
  try {
    const parsed: unknown = JSON.parse(row.restock);
    if (Array.isArray(parsed)) restock = parsed as RefundLine[];
  } catch {
    restock = [];
  }
  return {
    id: row.id,
    orderId: row.order_id,
    amountCents: row.amount_cents,
    reason: row.reason,
    reference: row.reference,
    restock,
    pointsReversed: row.points_reversed,
    recordedBy: row.recorded_by,
    recordedByName: row.recorded_by_name,
    createdAt: row.created_at,
  };
}
