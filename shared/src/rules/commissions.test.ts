import { describe, expect, it } from 'vitest';
import { commissionMoney, commissionPagePath, milestoneAmounts, slotsLeft } from './commissions.ts';

const milestones = [
  { _id: 'a', label: 'Deposit', amountCents: 20_000 },
  { _id: 'b', label: 'Balance', amountCents: 20_050, dueAtStage: 'Paint' },
];

describe('commission money', () => {
  it('owes the deposit at once and the balance once its stage is posted', () => {
    expect(commissionMoney(40_050, milestones, [], new Set())).toEqual({
      priceCents: 40_050,
      paidCents: 0,
      balanceCents: 40_050,
      dueNowCents: 20_000,
    });
    expect(commissionMoney(40_050, milestones, [20_000], new Set(['Sketch']))).toMatchObject({
      balanceCents: 20_050,
      dueNowCents: 0,
    });
    expect(commissionMoney(40_050, milestones, [20_000], new Set(['Paint']))).toMatchObject({
      dueNowCents: 20_050,
    });
  });

  it('never owes below zero', () => {
    expect(commissionMoney(100, milestones, [100], new Set(['Paint']))).toMatchObject({
      balanceCents: 0,
      dueNowCents: 0,
    });
  });
});

describe('commission slots and pages', () => {
  it('counts the slots left, never below zero', () => {
    expect(slotsLeft(3, 1)).toBe(2);
    expect(slotsLeft(1, 4)).toBe(0);
  });

  it('links the private page with its key', () => {
    expect(commissionPagePath(101, 'a+b/c')).toBe('/commissions/101?key=a%2Bb%2Fc');
  });
});

describe('milestone amounts', () => {
  it('reads dollars and shares of the price, the last share taking the odd cents', () => {
    expect(milestoneAmounts(['50%', '50%'], 40_000)).toEqual([20_000, 20_000]);
    expect(milestoneAmounts(['100', '75%'], 40_000)).toEqual([10_000, 30_000]);
    expect(milestoneAmounts(['33%', '33%', '34%'], 10_001)).toEqual([3300, 3300, 3401]);
    expect(milestoneAmounts(['$1,000.50', ''], 100_050)).toEqual([100_050, 0]);
    // A real shortfall is left for the form to show, never hidden in a share.
    expect(milestoneAmounts(['50%', '10%'], 40_000)).toEqual([20_000, 4000]);
  });
});
