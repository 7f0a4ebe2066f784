import { describe, expect, it } from 'vitest';
import { netPaidCents, orderTotals, refundableCents } from './order-totals.ts';

describe('orderTotals', () => {
  it('adds the lines, the shipping and nothing else for a plain order', () => {
    expect(
      orderTotals({
        lines: [
          { unitCents: 1999, quantity: 2 },
          { unitCents: 550, quantity: 1 },
        ],
        shippingCents: 800,
      }),
    ).toEqual({
      itemsCents: 4548,
      discountCents: 0,
      shippingCents: 800,
      taxCents: 0,
      totalCents: 5348,
      paidCents: 0,
      refundedCents: 0,
      balanceCents: 5348,
    });
  });

  it('takes the promotion and the reward code off together', () => {
    const totals = orderTotals({
      lines: [{ unitCents: 5000, quantity: 1 }],
      shippingCents: 500,
      discounts: { promoCents: 1000, rewardCents: 500 },
    });
    expect(totals.discountCents).toBe(1500);
    expect(totals.totalCents).toBe(4000);
  });

  it('never takes off more than the items and the shipping cost', () => {
    const totals = orderTotals({
      lines: [{ unitCents: 300, quantity: 1 }],
      shippingCents: 100,
      discounts: { promoCents: 1000 },
    });
    expect(totals.discountCents).toBe(400);
    expect(totals.totalCents).toBe(0);
    expect(totals.balanceCents).toBe(0);
  });

  it('adds the tax unless the prices already include it', () => {
    const lines = [{ unitCents: 10000, quantity: 1 }];
    expect(orderTotals({ lines, taxCents: 825 }).totalCents).toBe(10825);
    const included = orderTotals({ lines, taxCents: 1667, taxIncluded: true });
    expect(included.totalCents).toBe(10000);
    expect(included.taxCents).toBe(1667);
  });

  it('follows the payments down to a zero balance and never below', () => {
    const base = { lines: [{ unitCents: 3000, quantity: 1 }] };
    expect(orderTotals({ ...base, payments: [1000] }).balanceCents).toBe(2000);
    expect(orderTotals({ ...base, payments: [1000, 1000, 1000] }).balanceCents).toBe(0);
    expect(orderTotals({ ...base, payments: [5000] }).balanceCents).toBe(0);
  });

  it('keeps refunds apart from the balance: they give money back', () => {
    const totals = orderTotals({
      lines: [{ unitCents: 3000, quantity: 1 }],
      payments: [3000],
      refunds: [1000, 250],
    });
    expect(totals.refundedCents).toBe(1250);
    expect(totals.balanceCents).toBe(0);
    expect(netPaidCents(totals)).toBe(1750);
    expect(refundableCents(totals)).toBe(1750);
  });

  it('reads stray input as whole, non-negative cents', () => {
    const totals = orderTotals({
      lines: [{ unitCents: 100.4, quantity: 2 }],
      shippingCents: -5,
      payments: [-100],
    });
    expect(totals.itemsCents).toBe(200);
    expect(totals.shippingCents).toBe(0);
    expect(totals.paidCents).toBe(0);
  });
});
