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
  redeemOptionById,
  redeemedPointsDescription,
  returnedCodePointsDescription,
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
    expect(redeemedPointsDescription('$5 Discount', 'KAWAII-7KQ3-M9XD')).toBe(
      'Redeemed for $5 Discount (code KAWAII-7KQ3-M9XD)',
    );
    const code = 'KAWAII-7KQ3-M9XD';
    expect(returnedCodePointsDescription(code, { orderNumber: 10042, outcome: 'cancelled' })).toBe(
      'Points returned: order KA-10042 (code KAWAII-7KQ3-M9XD) was cancelled',
    );
    expect(returnedCodePointsDescription(code, { orderNumber: 10043, outcome: 'expired' })).toBe(
      'Points returned: order KA-10043 (code KAWAII-7KQ3-M9XD) expired unpaid',
    );
    expect(returnedCodePointsDescription('KAWAII-7KQ3-M9XD')).toBe(
      'Points returned: code KAWAII-7KQ3-M9XD was given back unused',
    );
  });
});

describe('REDEEM_OPTIONS', () => {
  it('are the three redeem options: $5 off, free shipping, an exclusive item', () => {
    expect(REDEEM_OPTIONS.map(({ title, points }) => [title, points])).toEqual([
      ['$5 Discount', 500],
      ['Free Shipping', 300],
      ['Exclusive Item', 2000],
    ]);
  });

  it('disable the exclusive item below 2000 points, and while no reward item is chosen', () => {
    const exclusive = REDEEM_OPTIONS[2]!;
    expect(isRedeemOptionEnabled(exclusive, 1999, true)).toBe(false);
    expect(isRedeemOptionEnabled(exclusive, 2000, true)).toBe(true);
    expect(isRedeemOptionEnabled(exclusive, 5000, false)).toBe(false);
  });

  it('keep the other two options enabled whatever the balance', () => {
    const [discount, shipping] = REDEEM_OPTIONS;
    expect(isRedeemOptionEnabled(discount!, 0, false)).toBe(true);
    expect(isRedeemOptionEnabled(shipping!, 0, false)).toBe(true);
  });
});

describe('redeemOptionById', () => {
  it('finds an option by its id and nothing else', () => {
    expect(redeemOptionById('free-shipping')?.points).toBe(300);
    expect(redeemOptionById('toString')).toBeUndefined();
    expect(redeemOptionById('')).toBeUndefined();
  });
});
