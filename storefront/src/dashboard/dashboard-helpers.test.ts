import { describe, expect, it } from 'vitest';
import type { OrderItem } from '@kawaii/shared';
import {
  firstFew,
  itemCountText,
  orderAchievements,
  orderItemCount,
  orderLineTotal,
  orderUnitPrice,
  progressPercent,
  sampleTransactions,
  signedPoints,
  transactionTypeText,
} from './dashboard-helpers.ts';

const item = (overrides: Partial<OrderItem>): OrderItem => ({
  id: 'p1',
  title: 'Bunny',
  image: null,
  price: 40,
  discountPrice: null,
  quantity: 1,
  ...overrides,
});

describe('dashboard helpers', () => {
  it('take the first three and count the rest', () => {
    expect(firstFew([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], more: 2 });
    expect(firstFew([1])).toEqual({ shown: [1], more: 0 });
  });

  it('price order lines by the discount price when there is one', () => {
    const discounted = item({ price: 40, discountPrice: 29.99, quantity: 3 });
    expect(orderUnitPrice(discounted)).toBe(29.99);
    expect(orderLineTotal(discounted)).toBe(89.97);
    expect(orderUnitPrice(item({ price: 12.5 }))).toBe(12.5);
    expect(orderLineTotal(item({ price: 0.1, quantity: 3 }))).toBe(0.3);
  });

  it('count the units of an order', () => {
    expect(orderItemCount({ items: [item({ quantity: 2 }), item({ quantity: 3 })] })).toBe(5);
    expect([itemCountText(1), itemCountText(5)]).toEqual(['1 item', '5 items']);
  });

  it("find the achievements an order unlocked, skipping ids the catalogue doesn't know", () => {
    expect(
      orderAchievements({ achievements: ['first-order', 'mystery'] }).map((a) => a.name),
    ).toEqual(['First Treasure']);
  });

  it('sign points with + when positive', () => {
    expect([signedPoints(50), signedPoints(-20), signedPoints(0)]).toEqual(['+50', '-20', '0']);
    expect(transactionTypeText('achievement')).toBe('Achievement');
  });

  it('offer an earned 50, an achievement 20 and a bonus 100 when the real history fails', () => {
    const { transactions, pagination } = sampleTransactions(new Date('2026-05-01T00:00:00Z'));
    expect(transactions.map(({ type, amount }) => [type, amount])).toEqual([
      ['earned', 50],
      ['achievement', 20],
      ['bonus', 100],
    ]);
    expect(transactions[2]?.description).toBe('Welcome bonus');
    expect(pagination.pages).toBe(1);
  });

  it('measure progress in percent', () => {
    expect([progressPercent(2, 7), progressPercent(0, 0), progressPercent(7, 7)]).toEqual([
      29, 0, 100,
    ]);
  });
});
