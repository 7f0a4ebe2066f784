import type { RewardTransactionType } from '@kawaii/shared';
import type { Db } from '../db/connection.ts';

export interface RewardTransactionRecord {
  id: string;
  type: RewardTransactionType;
  amount: number;
  description: string;
  createdAt: string;
}

interface RewardTransactionRow {
  id: string;
  type: RewardTransactionType;
  amount: number;
  description: string;
  created_at: string;
}

export type RewardStore = ReturnType<typeof createRewardStore>;

/** Reads of the ledger; writes go through ledger.ts only. */
export function createRewardStore(db: Db) {
  const countOf = db.prepare<[string], { total: number }>(
    'SELECT COUNT(*) AS total FROM reward_transactions WHERE user_id = ?',
  );
  // Entries made by one event share a time; the insertion order (rowid) breaks the tie.
  const pageOf = db.prepare<[string, number, number], RewardTransactionRow>(
    `SELECT id, type, amount, description, created_at FROM reward_transactions
     WHERE user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?`,
  );

  return {
    count(userId: string): number {
      return countOf.get(userId)?.total ?? 0;
    },

    /** Newest first. */
    page(userId: string, limit: number, offset: number): RewardTransactionRecord[] {
      return pageOf.all(userId, limit, offset).map((row) => ({
        id: row.id,
        type: row.type,
        amount: row.amount,
        description: row.description,
        createdAt: row.created_at,
      }));
    },
  };
}
