// SQL of the reward codes: made when points are redeemed, used once on an order, or refunded.

import type { RewardKind } from '@kawaii/shared';
import type { Db } from '../db/connection.ts';

export interface RewardCodeRecord {
  id: string;
  code: string;
  userId: string;
  kind: RewardKind;
  points: number;
  itemId: string | null;
  itemTitle: string | null;
  createdAt: string;
  usedOrderId: string | null;
  /** The order's number, read with the code (null while unused). */
  usedOrderNumber: number | null;
  usedAt: string | null;
  refundedAt: string | null;
}

interface RewardCodeRow {
  id: string;
  code: string;
  user_id: string;
  kind: RewardKind;
  points: number;
  item_id: string | null;
  item_title: string | null;
  created_at: string;
  used_order_id: string | null;
  used_order_number: number | null;
  used_at: string | null;
  refunded_at: string | null;
}

const SELECT_CODES = `SELECT reward_codes.*, orders.order_number AS used_order_number
  FROM reward_codes LEFT JOIN orders ON orders.id = reward_codes.used_order_id`;

export type RewardCodeStore = ReturnType<typeof createRewardCodeStore>;

export function createRewardCodeStore(db: Db) {
  const insert = db.prepare(
    `INSERT INTO reward_codes (id, code, user_id, kind, points, item_id, item_title, created_at)
     VALUES (@id, @code, @userId, @kind, @points, @itemId, @itemTitle, @createdAt)`,
  );
  const byCode = db.prepare<[string], RewardCodeRow>(`${SELECT_CODES} WHERE reward_codes.code = ?`);
  const byOrder = db.prepare<[string], RewardCodeRow>(
    `${SELECT_CODES} WHERE reward_codes.used_order_id = ?`,
  );
  // Newest first; rowid breaks the tie of codes made in the same millisecond.
  const ofUser = db.prepare<[string], RewardCodeRow>(
    `${SELECT_CODES} WHERE reward_codes.user_id = ?
     ORDER BY reward_codes.created_at DESC, reward_codes.rowid DESC`,
  );
  // The guards make a code single-use even if two orders reach this point together.
  const use = db.prepare(
    `UPDATE reward_codes SET used_order_id = @orderId, used_at = @at
     WHERE id = @id AND used_at IS NULL AND refunded_at IS NULL`,
  );
  const refund = db.prepare(
    'UPDATE reward_codes SET refunded_at = @at WHERE id = @id AND refunded_at IS NULL',
  );

  return {
    insert(
      record: Omit<RewardCodeRecord, 'usedOrderId' | 'usedOrderNumber' | 'usedAt' | 'refundedAt'>,
    ) {
      insert.run(record);
    },

    findByCode(code: string): RewardCodeRecord | null {
      const row = byCode.get(code);
      return row ? toRecord(row) : null;
    },

    /** The code an order used, if any. */
    findUsedBy(orderId: string): RewardCodeRecord | null {
      const row = byOrder.get(orderId);
      return row ? toRecord(row) : null;
    },

    listOf(userId: string): RewardCodeRecord[] {
      return ofUser.all(userId).map(toRecord);
    },

    /** False (and nothing changed) when the code was used or refunded meanwhile. */
    markUsed(id: string, orderId: string, at: string): boolean {
      return use.run({ id, orderId, at }).changes === 1;
    },

    /** False when it was refunded before. */
    markRefunded(id: string, at: string): boolean {
      return refund.run({ id, at }).changes === 1;
    },
  };
}

function toRecord(row: RewardCodeRow): RewardCodeRecord {
  return {
    id: row.id,
    code: row.code,
    userId: row.user_id,
    kind: row.kind,
    points: row.points,
    itemId: row.item_id,
    itemTitle: row.item_title,
    createdAt: row.created_at,
    usedOrderId: row.used_order_id,
    usedOrderNumber: row.used_order_number,
    usedAt: row.used_at,
    refundedAt: row.refunded_at,
  };
}
