// The achievement catalogue and its unlock rules: each unlocks once and pays its points as an
// `achievement` transaction. The API decides when to evaluate; this module only says what holds.

import type { Achievement, AchievementLists } from '../domain/commerce.ts';

export const ACHIEVEMENTS = [
  {
    id: 'first-order',
    icon: '🎀',
    name: 'First Treasure',
    description: 'Pay for your first order',
    pointsReward: 50,
  },
  {
    id: 'collector-3',
    icon: '🧸',
    name: 'Doll Collector',
    description: 'Pay for 3 orders',
    pointsReward: 100,
  },
  {
    id: 'collector-10',
    icon: '👑',
    name: 'Master Collector',
    description: 'Pay for 10 orders',
    pointsReward: 300,
  },
  {
    id: 'big-spender',
    icon: '💎',
    name: 'Patron of the Arts',
    description: 'Spend $250 in paid orders',
    pointsReward: 150,
  },
  {
    id: 'profile-complete',
    icon: '📝',
    name: 'All About Me',
    description: 'Add your phone, address and a social handle to your profile',
    pointsReward: 20,
  },
  {
    id: 'social',
    icon: '🦋',
    name: 'Social Butterfly',
    description: 'Add both your Instagram and Twitter handles to your profile',
    pointsReward: 20,
  },
  {
    id: 'early-bird',
    icon: '🐣',
    name: 'Early Bird',
    description: 'Pay for an order within 30 days of joining',
    pointsReward: 30,
  },
] as const satisfies readonly Omit<Achievement, 'unlockedDate'>[];

export type AchievementId = (typeof ACHIEVEMENTS)[number]['id'];
export type AchievementDefinition = (typeof ACHIEVEMENTS)[number];

export const BIG_SPENDER_CENTS = 25_000;
export const EARLY_BIRD_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface AchievementStats {
  paidOrders: number;
  paidTotalCents: number;
  registeredAt: string | Date;
  /** When the user's earliest paid order was paid, or null when none is. */
  firstPaidOrderAt: string | Date | null;
  profile: { phone: string; address: string; instagram: string; twitter: string };
}

const filled = (value: string): boolean => value.trim() !== '';

function paidEarly({ registeredAt, firstPaidOrderAt }: AchievementStats): boolean {
  if (firstPaidOrderAt === null) return false;
  const elapsed = new Date(firstPaidOrderAt).getTime() - new Date(registeredAt).getTime();
  return elapsed <= EARLY_BIRD_DAYS * DAY_MS;
}

const RULES: Record<AchievementId, (stats: AchievementStats) => boolean> = {
  'first-order': (stats) => stats.paidOrders >= 1,
  'collector-3': (stats) => stats.paidOrders >= 3,
  'collector-10': (stats) => stats.paidOrders >= 10,
  'big-spender': (stats) => stats.paidTotalCents >= BIG_SPENDER_CENTS,
  'profile-complete': ({ profile }) =>
    filled(profile.phone) &&
    filled(profile.address) &&
    (filled(profile.instagram) || filled(profile.twitter)),
  social: ({ profile }) => filled(profile.instagram) && filled(profile.twitter),
  'early-bird': paidEarly,
};

/** The ids whose rule holds for these stats, in catalogue order. */
export function evaluateAchievements(stats: AchievementStats): AchievementId[] {
  return ACHIEVEMENTS.map((achievement) => achievement.id).filter((id) => RULES[id](stats));
}

export function findAchievement(id: string): AchievementDefinition | undefined {
  return ACHIEVEMENTS.find((achievement) => achievement.id === id);
}

/**
 * The catalogue split for display: unlocked ones newest first (the dashboard shows the first 3
 * as "recent"), locked ones in catalogue order.
 */
export function achievementLists(unlockedAt: Readonly<Record<string, string>>): AchievementLists {
  const unlocked: Achievement[] = [];
  const locked: Achievement[] = [];
  for (const definition of ACHIEVEMENTS) {
    const date = unlockedAt[definition.id];
    if (date === undefined) locked.push({ ...definition, unlockedDate: null });
    else unlocked.push({ ...definition, unlockedDate: date });
  }
  unlocked.sort((a, b) => (b.unlockedDate ?? '').localeCompare(a.unlockedDate ?? ''));
  return { unlocked, locked };
}

export type ProgressLabel = 'Beginner' | 'Collector' | 'Master';

/** Beginner under a third unlocked, Collector under two thirds, Master from there. */
export function progressLabel(unlocked: number, total: number): ProgressLabel {
  if (total <= 0 || 3 * unlocked < total) return 'Beginner';
  if (3 * unlocked < 2 * total) return 'Collector';
  return 'Master';
}
