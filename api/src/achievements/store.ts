import type { AchievementStats } from '@kawaii/shared';
import type { Db } from '../db/connection.ts';

export interface UnlockedAchievementRecord {
  userId: string;
  achievementId: string;
  /** The order whose payment unlocked it, if any. */
  orderId: string | null;
  unlockedAt: string;
}

interface PaidOrderStatsRow {
  paid_orders: number;
  paid_total_cents: number | null;
  first_paid_at: string | null;
}

interface ProfileStatsRow {
  created_at: string;
  phone: string;
  address: string;
  instagram: string;
  twitter: string;
}

export type AchievementStore = ReturnType<typeof createAchievementStore>;

/** Which achievements each user has unlocked; the points they pay go through the ledger. */
export function createAchievementStore(db: Db) {
  const insertUnlock = db.prepare(
    `INSERT INTO user_achievements (user_id, achievement_id, order_id, unlocked_at)
     VALUES (@userId, @achievementId, @orderId, @unlockedAt)`,
  );
  const unlockedBy = db.prepare<[string], { achievement_id: string; unlocked_at: string }>(
    'SELECT achievement_id, unlocked_at FROM user_achievements WHERE user_id = ?',
  );
  const unlockedByOrder = db.prepare<[string], { achievement_id: string }>(
    'SELECT achievement_id FROM user_achievements WHERE order_id = ? ORDER BY unlocked_at, rowid',
  );
  const unlockedByOrders = db.prepare<[string], { order_id: string; achievement_id: string }>(
    `SELECT order_id, achievement_id FROM user_achievements
     WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY unlocked_at, rowid`,
  );
  // A cancelled order no longer counts, even if it was paid before.
  const paidOrderStats = db.prepare<[string], PaidOrderStatsRow>(
    `SELECT COUNT(*) AS paid_orders, SUM(total_cents) AS paid_total_cents,
       MIN(paid_at) AS first_paid_at
     FROM orders WHERE user_id = ? AND status IN ('paid', 'shipped', 'delivered')`,
  );
  const profileStats = db.prepare<[string], ProfileStatsRow>(
    'SELECT created_at, phone, address, instagram, twitter FROM users WHERE id = ?',
  );

  return {
    unlock(unlock: UnlockedAchievementRecord): void {
      insertUnlock.run(unlock);
    },

    /** Achievement id -> when this user unlocked it. */
    unlockedAt(userId: string): Record<string, string> {
      return Object.fromEntries(
        unlockedBy.all(userId).map((row) => [row.achievement_id, row.unlocked_at]),
      );
    },

    /** The ids an order's payment unlocked, in the order they unlocked. */
    unlockedByOrder(orderId: string): string[] {
      return unlockedByOrder.all(orderId).map((row) => row.achievement_id);
    },

    /** The same for many orders in one query (order id -> achievement ids). */
    unlockedByOrders(orderIds: readonly string[]): Map<string, string[]> {
      const byOrder = new Map<string, string[]>();
      for (const row of unlockedByOrders.all(JSON.stringify(orderIds))) {
        byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row.achievement_id]);
      }
      return byOrder;
    },

    /** What the unlock rules look at, read fresh from the database; null for no such user. */
    statsOf(userId: string): AchievementStats | null {
      const user = profileStats.get(userId);
      if (!user) return null;
      const paid = paidOrderStats.get(userId);
      return {
        paidOrders: paid?.paid_orders ?? 0,
        paidTotalCents: paid?.paid_total_cents ?? 0,
        registeredAt: user.created_at,
        firstPaidOrderAt: paid?.first_paid_at ?? null,
        profile: {
          phone: user.phone,
          address: user.address,
          instagram: user.instagram,
          twitter: user.twitter,
        },
      };
    },
  };
}
