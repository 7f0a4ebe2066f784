import { describe, expect, it } from 'vitest';
import type { Achievement, AchievementLists, AdminOrder, User } from '@kawaii/shared';
import { bearerFor, sendJson } from '../test/account-session.ts';
import { buildUser } from '../test/factories.ts';
import { buildOrder } from '../test/order-factories.ts';
import { useStaffApp } from '../test/staff-app.ts';

const suite = useStaffApp('admin');

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** Registered long ago, so Early Bird stays out of the way unless a test wants it. */
const longTimeCustomer = () => buildUser(suite.app.db, { createdAt: '2025-01-01T00:00:00.000Z' });

/** Places an order for the user straight in the store and marks it paid through the desk. */
async function payOrder(userId: string, totalCents = 1000): Promise<AdminOrder> {
  const order = buildOrder(suite.app.db, { userId, totalCents });
  const response = await sendJson(
    suite.app,
    'PATCH',
    `/api/orders/${order.id}`,
    { status: 'paid' },
    suite.staff,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as AdminOrder;
}

const achievementEntries = (userId: string) =>
  suite.app.db
    .prepare(
      `SELECT credit_key, amount FROM reward_transactions
       WHERE user_id = ? AND type = 'achievement' ORDER BY rowid`,
    )
    .all(userId) as { credit_key: string; amount: number }[];

async function achievementsOf(userId: string): Promise<AchievementLists> {
  const response = await suite.app.get('/api/user/achievements', {
    headers: await bearerFor(suite.app, userId),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as AchievementLists;
}

const unlockedIds = async (userId: string) =>
  (await achievementsOf(userId)).unlocked.map((achievement) => achievement.id).sort();

describe('achievements earned by paid orders', () => {
  it('unlocks First Treasure, Doll Collector and Master Collector at 1, 3 and 10 paid orders', async () => {
    const customer = longTimeCustomer();
    const unlockedBy: string[][] = [];
    for (let n = 1; n <= 10; n++) unlockedBy.push((await payOrder(customer.id)).achievements);

    expect(unlockedBy[0]).toEqual(['first-order']);
    expect(unlockedBy[2]).toEqual(['collector-3']);
    expect(unlockedBy[9]).toEqual(['collector-10']);
    expect(unlockedBy.filter((ids) => ids.length > 0)).toHaveLength(3);
    expect(achievementEntries(customer.id)).toEqual([
      { credit_key: 'achievement:first-order', amount: 50 },
      { credit_key: 'achievement:collector-3', amount: 100 },
      { credit_key: 'achievement:collector-10', amount: 300 },
    ]);
  });

  it('unlocks Patron of the Arts when paid orders reach $250', async () => {
    const customer = longTimeCustomer();
    await payOrder(customer.id, 24_999);
    expect(await unlockedIds(customer.id)).toEqual(['first-order']);

    expect((await payOrder(customer.id, 1)).achievements).toEqual(['big-spender']);
    expect(achievementEntries(customer.id)).toContainEqual({
      credit_key: 'achievement:big-spender',
      amount: 150,
    });
  });

  it('does not count cancelled orders towards the thresholds', async () => {
    const customer = longTimeCustomer();
    buildOrder(suite.app.db, { userId: customer.id, status: 'cancelled', totalCents: 30_000 });
    await payOrder(customer.id, 1000);
    expect(await unlockedIds(customer.id)).toEqual(['first-order']);
  });

  it('gives Early Bird for a paid order within 30 days of registering, and only then', async () => {
    const early = buildUser(suite.app.db, { createdAt: daysAgo(29) });
    expect((await payOrder(early.id)).achievements).toEqual(['first-order', 'early-bird']);
    expect(achievementEntries(early.id)).toContainEqual({
      credit_key: 'achievement:early-bird',
      amount: 30,
    });

    const late = buildUser(suite.app.db, { createdAt: daysAgo(31) });
    expect((await payOrder(late.id)).achievements).toEqual(['first-order']);
    expect(await unlockedIds(late.id)).toEqual(['first-order']);
  });

  it('pays each achievement once, even as more orders are paid', async () => {
    const customer = longTimeCustomer();
    for (let n = 0; n < 4; n++) await payOrder(customer.id);
    const keys = achievementEntries(customer.id).map((entry) => entry.credit_key);
    expect(keys).toEqual(['achievement:first-order', 'achievement:collector-3']);
  });
});

describe('achievements earned by the profile', () => {
  async function saveProfile(userId: string, fields: Record<string, string>) {
    const response = await sendJson(
      suite.app,
      'PUT',
      '/api/user/profile',
      { name: 'Lily Chen', email: `lily-${userId}@example.test`, ...fields },
      await bearerFor(suite.app, userId),
    );
    expect(response.status).toBe(200);
    return (await response.json()) as { user: User; unlockedAchievements: Achievement[] };
  }

  it('unlocks All About Me with phone, address and one social handle', async () => {
    const customer = longTimeCustomer();
    const partial = await saveProfile(customer.id, { phone: '555-0101', address: '1 Lane' });
    expect(partial.unlockedAchievements).toEqual([]);

    const complete = await saveProfile(customer.id, {
      phone: '555-0101',
      address: '1 Lane',
      twitter: '@lily',
    });

    expect(complete.unlockedAchievements).toMatchObject([
      { id: 'profile-complete', name: 'All About Me', pointsReward: 20 },
    ]);
    expect(complete.unlockedAchievements[0]!.unlockedDate).toEqual(expect.any(String));
    expect(complete.user.rewardPoints).toBe(20);
  });

  it('unlocks Social Butterfly with both Instagram and Twitter, paying once', async () => {
    const customer = longTimeCustomer();
    const oneHandle = await saveProfile(customer.id, { instagram: '@lily' });
    expect(oneHandle.unlockedAchievements).toEqual([]);

    const both = await saveProfile(customer.id, { instagram: '@lily', twitter: '@lily_c' });
    expect(both.unlockedAchievements.map((achievement) => achievement.id)).toEqual(['social']);

    const again = await saveProfile(customer.id, { instagram: '@lily2', twitter: '@lily_c' });
    expect(again.unlockedAchievements).toEqual([]);
    expect(achievementEntries(customer.id)).toEqual([
      { credit_key: 'achievement:social', amount: 20 },
    ]);
    expect(again.user.rewardPoints).toBe(20);
  });

  it('lists unlocked achievements with their date and the rest as locked', async () => {
    const customer = longTimeCustomer();
    await saveProfile(customer.id, { instagram: '@a', twitter: '@b' });

    const { unlocked, locked } = await achievementsOf(customer.id);

    expect(unlocked).toHaveLength(1);
    expect(unlocked[0]).toMatchObject({
      id: 'social',
      icon: '🦋',
      name: 'Social Butterfly',
      description: 'Add both your Instagram and Twitter handles to your profile',
      pointsReward: 20,
    });
    expect(Date.parse(unlocked[0]!.unlockedDate!)).not.toBeNaN();
    expect(locked).toHaveLength(6);
    expect(locked.every((achievement) => achievement.unlockedDate === null)).toBe(true);
  });
});
