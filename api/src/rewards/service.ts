import {
  cancelledOrderPointsDescription,
  orderPointsDescription,
  pageOffset,
  pagination,
  pointsForOrder,
  type RewardHistory,
} from '@kawaii/shared';
import type { Ledger } from './ledger.ts';
import type { RewardStore } from './store.ts';

/** The order fields the points rules read. */
export interface PointsOrder {
  id: string;
  orderNumber: number;
  userId: string | null;
  totalCents: number;
  rewardPointsEarned: number;
}

export type RewardService = ReturnType<typeof createRewardService>;

export function createRewardService({ ledger, store }: { ledger: Ledger; store: RewardStore }) {
  return {
    /** The user's own ledger, newest first, a page at a time. */
    history(userId: string, page: number, limit: number): RewardHistory {
      const pages = pagination(store.count(userId), page, limit);
      const transactions = store
        .page(userId, pages.limit, pageOffset(pages))
        .map(({ id, type, amount, description, createdAt }) => ({
          _id: id,
          type,
          amount,
          description,
          createdAt,
        }));
      return { transactions, pagination: pages };
    },

    /**
     * A paid order earns its owner a point per whole dollar, once (the credit key makes a second
     * call a no-op). Answers the points the order earns; guest orders earn none.
     */
    creditPaidOrder(order: PointsOrder, now: string): number {
      if (order.userId === null) return 0;
      const points = pointsForOrder(order.totalCents);
      if (points > 0) {
        ledger.postOnce({
          userId: order.userId,
          type: 'earned',
          amount: points,
          description: orderPointsDescription(order.orderNumber),
          creditKey: `order:${order.id}:earned`,
          orderId: order.id,
          createdAt: now,
        });
      }
      return points;
    },

    /** A cancelled order gives back the points its payment earned (once). */
    reverseCancelledOrder(order: PointsOrder, now: string): void {
      if (order.userId === null || order.rewardPointsEarned <= 0) return;
      if (!ledger.has(order.userId, `order:${order.id}:earned`)) return;
      ledger.postOnce({
        userId: order.userId,
        type: 'spent',
        amount: -order.rewardPointsEarned,
        description: cancelledOrderPointsDescription(order.orderNumber),
        creditKey: `order:${order.id}:reversed`,
        orderId: order.id,
        createdAt: now,
      });
    },
  };
}
