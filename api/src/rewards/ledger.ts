// The points ledger. Points move only through here: a transaction row and the user's running
// balance change together, and each credit has a key that makes it happen at most once (marking
// an order paid twice, or re-evaluating achievements, never pays twice).

import type { RewardTransactionType } from '@kawaii/shared';
import type { Db } from '../db/connection.ts';
import { newId } from '../db/ids.ts';

export interface LedgerEntry {
  userId: string;
  type: RewardTransactionType;
  /** Positive to credit, negative to take back. */
  amount: number;
  description: string;
  /** Unique per user: 'welcome', 'order:<id>:earned', 'order:<id>:reversed', 'achievement:<id>'. */
  creditKey: string;
  orderId?: string | null;
  createdAt?: string;
}

export interface Ledger {
  /** Records the entry unless its key was recorded before; true when it was recorded now. */
  postOnce(entry: LedgerEntry): boolean;
  /** Whether an entry with this key exists for the user. */
  has(userId: string, creditKey: string): boolean;
  /** The user's points now (0 for an unknown user). */
  balanceOf(userId: string): number;
}

/** Call inside the caller's transaction so the entry lands with the change that caused it. */
export function createLedger(db: Db): Ledger {
  const insert = db.prepare(
    `INSERT INTO reward_transactions
       (id, user_id, type, amount, description, order_id, credit_key, created_at)
     VALUES (@id, @userId, @type, @amount, @description, @orderId, @creditKey, @createdAt)
     ON CONFLICT (user_id, credit_key) DO NOTHING`,
  );
  const addToBalance = db.prepare(
    'UPDATE users SET reward_points = reward_points + ?, updated_at = ? WHERE id = ?',
  );
  const find = db.prepare('SELECT 1 FROM reward_transactions WHERE user_id = ? AND credit_key = ?');
  const balance = db.prepare<[string], { reward_points: number }>(
    'SELECT reward_points FROM users WHERE id = ?',
  );

  return {
    postOnce(entry) {
      const createdAt = entry.createdAt ?? new Date().toISOString();
      const { changes } = insert.run({
        id: newId(),
        userId: entry.userId,
        type: entry.type,
        amount: entry.amount,
        description: entry.description,
        orderId: entry.orderId ?? null,
        creditKey: entry.creditKey,
        createdAt,
      });
      if (changes === 0) return false;
      addToBalance.run(entry.amount, createdAt, entry.userId);
      return true;
    },
    has(userId, creditKey) {
      return find.get(userId, creditKey) !== undefined;
    },
    balanceOf(userId) {
      return balance.get(userId)?.reward_points ?? 0;
    },
  };
}
