import {
  achievementLists,
  achievementPointsDescription,
  evaluateAchievements,
  findAchievement,
  type Achievement,
  type AchievementLists,
} from '@kawaii/shared';
import type { Ledger } from '../rewards/ledger.ts';
import type { AchievementStore } from './store.ts';

export type AchievementService = ReturnType<typeof createAchievementService>;

/** Achievements unlock once each, paying their points through the ledger in the same step. */
export function createAchievementService({
  store,
  ledger,
}: {
  store: AchievementStore;
  ledger: Ledger;
}) {
  return {
    listFor(userId: string): AchievementLists {
      return achievementLists(store.unlockedAt(userId));
    },

    unlockedByOrder(orderId: string): string[] {
      return store.unlockedByOrder(orderId);
    },

    unlockedByOrders(orderIds: readonly string[]): Map<string, string[]> {
      return store.unlockedByOrders(orderIds);
    },

    /**
     * Unlocks every achievement whose rule now holds for the user and pays its points; answers
     * the ones unlocked now. Call inside the transaction of the change that may have earned them
     * (an order paid: `orderId`; a profile saved: null). Running it again changes nothing.
     */
    unlockEarned(userId: string, orderId: string | null, now: string): Achievement[] {
      const stats = store.statsOf(userId);
      if (!stats) return [];
      const already = store.unlockedAt(userId);
      const fresh = evaluateAchievements(stats).filter((id) => already[id] === undefined);
      return fresh.map((id) => {
        const achievement = findAchievement(id)!;
        store.unlock({ userId, achievementId: id, orderId, unlockedAt: now });
        ledger.postOnce({
          userId,
          type: 'achievement',
          amount: achievement.pointsReward,
          description: achievementPointsDescription(achievement.name),
          creditKey: `achievement:${id}`,
          orderId,
          createdAt: now,
        });
        return { ...achievement, unlockedDate: now };
      });
    },
  };
}
