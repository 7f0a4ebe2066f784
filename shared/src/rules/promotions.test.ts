import { describe, expect, it } from 'vitest';
import {
  promotionDiscountCents,
  promotionProblem,
  type PromotionLine,
  type PromotionTerms,
} from './promotions.ts';

const base: PromotionTerms = {
  code: 'SPRING',
  type: 'percent',
  value: 15,
  appliesTo: { kind: 'order' },
  minItemsCents: null,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  usedCount: 0,
  oncePerCustomer: false,
  combinableWithRewards: false,
  active: true,
};
const lines: PromotionLine[] = [
  { productId: 'doll', categoryId: 'dolls', unitCents: 3333, quantity: 1 },
  { productId: 'pin', categoryId: null, unitCents: 250, quantity: 2 },
];
const check = {
  lines,
  now: new Date('2026-05-01T12:00:00Z'),
  usedByCustomer: false,
  withRewardCode: false,
};

describe('promotions', () => {
  it('takes a percent (rounded to the cent), an amount or the shipping off what it covers', () => {
    expect(promotionDiscountCents(base, lines, 800)).toBe(575); // 15% of 38.33
    const dolls = { ...base, appliesTo: { kind: 'category' as const, ids: ['dolls'] } };
    expect(promotionDiscountCents(dolls, lines, 800)).toBe(500);
    const pins = {
      ...base,
      type: 'amount' as const,
      value: 1000,
      appliesTo: { kind: 'product' as const, ids: ['pin'] },
    };
    expect(promotionDiscountCents(pins, lines, 800)).toBe(500);
    expect(promotionDiscountCents({ ...base, type: 'free-shipping' }, lines, 800)).toBe(800);
  });

  it('works only in its dates, above its minimum, within its uses', () => {
    expect(promotionProblem(base, check)).toBeNull();
    expect(promotionProblem({ ...base, endsAt: '2026-04-30T00:00:00Z' }, check)).toBe(
      'This code has expired.',
    );
    expect(promotionProblem({ ...base, startsAt: '2026-06-01T00:00:00Z' }, check)).toBe(
      'This code is not valid.',
    );
    expect(promotionProblem({ ...base, minItemsCents: 5000 }, check)).toBe(
      'Spend $50.00 to use this code.',
    );
    expect(promotionProblem({ ...base, usageLimit: 3, usedCount: 3 }, check)).toBe(
      'This code is not valid.',
    );
    expect(
      promotionProblem({ ...base, oncePerCustomer: true }, { ...check, usedByCustomer: true }),
    ).toBe('You have already used this code.');
    expect(promotionProblem(base, { ...check, withRewardCode: true })).toBe(
      'This code cannot be combined with a reward code.',
    );
    expect(
      promotionProblem(
        { ...base, combinableWithRewards: true },
        { ...check, withRewardCode: true },
      ),
    ).toBeNull();
  });
});
