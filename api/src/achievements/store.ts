import type { Db } from '../db/connection.ts';

export interface UnlockedAchievementRecord {
  userId: string;
  achievementId: string;
  /** The order whose payment unlocked it, if any. */
  orderId: string | null;
  unlockedAt: string;
}

export type AchievementStore = ReturnType<typeof createAchievementStore>;

/** Which achievements each user has unlocked; the points they pay go through the ledger. */
export function createAchievementStore(db: Db) {
  const insertUnlock = db.prepare(
    `INSERT INTO user_achievements (user_id, achievement_id, order_id, unlocked_at)
     VALUES (@userId, @achievementId, @orderId, @unlockedAt)`,
  );

  return {
    unlock(unlock: UnlockedAchievementRecord): void {
      insertUnlock.run(unlock);
    },
  };
}
