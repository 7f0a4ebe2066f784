import { describe, expect, it } from 'vitest';
import {
  REDEEM_OPTIONS,
  WELCOME_BONUS,
  WELCOME_BONUS_DESCRIPTION,
  achievementPointsDescription,
  cancelledOrderPointsDescription,
  isRedeemOptionEnabled,
  orderPointsDescription,
  pointsForOrder,
} from './rewards.ts';

describe('pointsForOrder', () => {
  it('gives 1 point per whole dollar', () => {
    expect(pointsForOrder(4999)).toBe(49);
    expect(pointsForOrder(5000)).toBe(50);
    expect(pointsForOrder(99)).toBe(0);
    expect(pointsForOrder(0)).toBe(0);
  });
});

describe('welcome bonus', () => {
  it('is 100 points described as Welcome bonus', () => {
    expect(WELCOME_BONUS).toBe(100);
    expect(WELCOME_BONUS_DESCRIPTION).toBe('Welcome bonus');
  });
});

describe('transaction descriptions', () => {
  it('name the order or the achievement', () => {
    expect(orderPointsDescription(10042)).toBe('Points for order KA-10042');
    expect(cancelledOrderPointsDescription(10042)).toBe(
      'Points taken back: order KA-10042 was cancelled',
    );
    expect(achievementPointsDescription('First Treasure')).toBe(
      'Achievement unlocked: First Treasure',
    );
  });
});

describe('REDEEM_OPTIONS', () => {
  it('are the three options of the spec', () => {
    expect(REDEEM_OPTIONS.map(({ title, points }) => [title, points])).toEqual([
      ['$5 Discount', 500],
      ['Free Shipping', 300],
      ['Exclusive Item', 2000],
    ]);
  });

  it('disable the exclusive item below 2000 points', () => {
    const exclusive = REDEEM_OPTIONS[2]!;
    expect(isRedeemOptionEnabled(exclusive, 1999)).toBe(false);
    expect(isRedeemOptionEnabled(exclusive, 2000)).toBe(true);
  });

  it('keep the other two options enabled whatever the balance', () => {
    const [discount, shipping] = REDEEM_OPTIONS;
    expect(isRedeemOptionEnabled(discount!, 0)).toBe(true);
    expect(isRedeemOptionEnabled(shipping!, 0)).toBe(true);
  });
});
