import { describe, expect, it } from 'vitest';
import { commissionMoney, commissionPagePath, slotsLeft } from './commissions.ts';

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
