// Small rules of the customer dashboard's screens (recent counts, dates, the fallback points
// history), kept apart from the components so they can be tested on their own.

import {
  effectivePrice,
  findAchievement,
  fromCents,
  toCents,
  type AchievementDefinition,
  type Order,
  type OrderItem,
  type Pagination,
  type RewardTransaction,
  type RewardTransactionType,
} from '@kawaii/shared';

/** The dashboard shows the 3 most recent achievements and orders. */
export const RECENT_COUNT = 3;

/** The first few, and how many more there are ('+N more'). */
export function firstFew<T>(
  items: readonly T[],
  count = RECENT_COUNT,
): { shown: T[]; more: number } {
  return { shown: items.slice(0, count), more: Math.max(0, items.length - count) };
}

/** Units in an order. */
export function orderItemCount(order: Pick<Order, 'items'>): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}

export function itemCountText(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}

/** The unit price paid: the discount price when there was one. */
export function orderUnitPrice(item: OrderItem): number {
  return effectivePrice(item);
}

export function orderLineTotal(item: OrderItem): number {
  return fromCents(toCents(orderUnitPrice(item)) * item.quantity);
}

/** The achievements an order unlocked, as far as the catalogue knows them. */
export function orderAchievements(order: Pick<Order, 'achievements'>): AchievementDefinition[] {
  return order.achievements.flatMap((id) => findAchievement(id) ?? []);
}

/** '+50' for points in, '-20' for points out. */
export function signedPoints(amount: number): string {
  return amount > 0 ? `+${amount}` : String(amount);
}

export const TRANSACTION_TYPE_LABELS: Record<RewardTransactionType, string> = {
  earned: 'Earned',
  spent: 'Spent',
  bonus: 'Bonus',
  achievement: 'Achievement',
  expired: 'Expired',
};

export function transactionTypeText(type: string): string {
  return TRANSACTION_TYPE_LABELS[type as RewardTransactionType] ?? type;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the Points History shows when it cannot be loaded: an earned 50 for
 * a purchase, an achievement 20 and a welcome bonus of 100.
 */
export function sampleTransactions(now: Date): {
  transactions: RewardTransaction[];
  pagination: Pagination;
} {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const transactions: RewardTransaction[] = [
    {
      _id: 'sample-earned',
      type: 'earned',
      amount: 50,
      description: 'Points for a purchase',
      createdAt: daysAgo(2),
    },
    {
      _id: 'sample-achievement',
      type: 'achievement',
      amount: 20,
      description: 'Achievement unlocked',
      createdAt: daysAgo(5),
    },
    {
      _id: 'sample-bonus',
      type: 'bonus',
      amount: 100,
      description: 'Welcome bonus',
      createdAt: daysAgo(30),
    },
  ];
  return { transactions, pagination: { page: 1, limit: 10, total: 3, pages: 1 } };
}

/** How far along the catalogue the shopper is, in percent (0 when there is nothing to unlock). */
export function progressPercent(unlocked: number, total: number): number {
  return total > 0 ? Math.round((100 * unlocked) / total) : 0;
}
