import { describe, expect, it } from 'vitest';
import {
  ACHIEVEMENTS,
  achievementLists,
  evaluateAchievements,
  findAchievement,
  progressLabel,
  type AchievementStats,
} from './achievements.ts';

const newcomer: AchievementStats = {
  paidOrders: 0,
  paidTotalCents: 0,
  registeredAt: '2026-01-01T00:00:00.000Z',
  firstPaidOrderAt: null,
  profile: { phone: '', address: '', instagram: '', twitter: '' },
};

describe('ACHIEVEMENTS', () => {
  it('is the contract catalogue with its rewards', () => {
    expect(ACHIEVEMENTS.map(({ id, name, pointsReward }) => [id, name, pointsReward])).toEqual([
      ['first-order', 'First Treasure', 50],
      ['collector-3', 'Doll Collector', 100],
      ['collector-10', 'Master Collector', 300],
      ['big-spender', 'Patron of the Arts', 150],
      ['profile-complete', 'All About Me', 20],
      ['social', 'Social Butterfly', 20],
      ['early-bird', 'Early Bird', 30],
    ]);
    for (const achievement of ACHIEVEMENTS) {
      expect(achievement.icon).not.toBe('');
      expect(achievement.description).not.toBe('');
    }
  });

  it('finds a definition by id', () => {
    expect(findAchievement('social')?.name).toBe('Social Butterfly');
    expect(findAchievement('nope')).toBeUndefined();
  });
});

describe('evaluateAchievements', () => {
  it('unlocks nothing for a newcomer', () => {
    expect(evaluateAchievements(newcomer)).toEqual([]);
  });

  it('counts paid orders', () => {
    const late = { firstPaidOrderAt: '2026-06-01T00:00:00.000Z' };
    expect(evaluateAchievements({ ...newcomer, ...late, paidOrders: 1 })).toEqual(['first-order']);
    expect(evaluateAchievements({ ...newcomer, ...late, paidOrders: 3 })).toEqual([
      'first-order',
      'collector-3',
    ]);
    expect(evaluateAchievements({ ...newcomer, ...late, paidOrders: 10 })).toEqual([
      'first-order',
      'collector-3',
      'collector-10',
    ]);
  });

  it('unlocks big-spender from $250 paid', () => {
    const late = { paidOrders: 1, firstPaidOrderAt: '2026-06-01T00:00:00.000Z' };
    expect(evaluateAchievements({ ...newcomer, ...late, paidTotalCents: 24_999 })).not.toContain(
      'big-spender',
    );
    expect(evaluateAchievements({ ...newcomer, ...late, paidTotalCents: 25_000 })).toContain(
      'big-spender',
    );
  });

  it('needs phone, address and one social handle for profile-complete', () => {
    const profile = { phone: '555', address: '1 Main St', instagram: '', twitter: '' };
    expect(evaluateAchievements({ ...newcomer, profile })).toEqual([]);
    expect(
      evaluateAchievements({ ...newcomer, profile: { ...profile, twitter: '@momo' } }),
    ).toEqual(['profile-complete']);
    expect(
      evaluateAchievements({ ...newcomer, profile: { ...profile, phone: '  ', twitter: '@m' } }),
    ).toEqual([]);
  });

  it('needs both instagram and twitter for social', () => {
    const profile = { phone: '', address: '', instagram: '@a', twitter: '@b' };
    expect(evaluateAchievements({ ...newcomer, profile })).toEqual(['social']);
  });

  it('unlocks early-bird for a paid order within 30 days of registering', () => {
    const paid = (at: string) => ({ ...newcomer, paidOrders: 1, firstPaidOrderAt: at });
    expect(evaluateAchievements(paid('2026-01-31T00:00:00.000Z'))).toContain('early-bird');
    expect(evaluateAchievements(paid('2026-01-31T00:00:01.000Z'))).not.toContain('early-bird');
  });
});

describe('achievementLists', () => {
  it('splits the catalogue, newest unlocked first, locked in catalogue order', () => {
    const lists = achievementLists({
      'first-order': '2026-02-01T00:00:00.000Z',
      social: '2026-03-01T00:00:00.000Z',
    });
    expect(lists.unlocked.map((a) => [a.id, a.unlockedDate])).toEqual([
      ['social', '2026-03-01T00:00:00.000Z'],
      ['first-order', '2026-02-01T00:00:00.000Z'],
    ]);
    expect(lists.locked.map((a) => a.id)).toEqual([
      'collector-3',
      'collector-10',
      'big-spender',
      'profile-complete',
      'early-bird',
    ]);
    expect(lists.locked.every((a) => a.unlockedDate === null)).toBe(true);
  });
});

describe('progressLabel', () => {
  it('is Beginner under a third, Collector under two thirds, else Master', () => {
    expect(progressLabel(0, 7)).toBe('Beginner');
    expect(progressLabel(2, 7)).toBe('Beginner');
    expect(progressLabel(3, 7)).toBe('Collector');
    expect(progressLabel(4, 7)).toBe('Collector');
    expect(progressLabel(5, 7)).toBe('Master');
    expect(progressLabel(7, 7)).toBe('Master');
    expect(progressLabel(1, 3)).toBe('Collector');
    expect(progressLabel(2, 3)).toBe('Master');
    expect(progressLabel(0, 0)).toBe('Beginner');
  });
});
