import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LAYAWAY,
  depositCents,
  depositSchedule,
  instalmentChoices,
  instalmentProblem,
  instalmentToRemind,
  keptOnCancelCents,
  layawaySchedule,
  missedInstalmentNote,
  overdueInstalment,
  planPolicyText,
  scheduleWithPayments,
  splitInstalments,
  type LayawaySettings,
} from './payment-plans.ts';

const layaway: LayawaySettings = { ...DEFAULT_LAYAWAY, enabled: true };
const placedAt = new Date('2027-01-10T12:00:00.000Z');
const day = (n: number) => new Date(placedAt.getTime() + n * 86_400_000);

describe('instalments', () => {
  it('splits to the cent, the left-over cents on the first instalment', () => {
    expect(splitInstalments(10_000, 3)).toEqual([3334, 3333, 3333]);
    expect(splitInstalments(10_001, 4)).toEqual([2501, 2500, 2500, 2500]);
    expect(splitInstalments(9_999, 2)).toEqual([5000, 4999]);
    expect(splitInstalments(600, 3)).toEqual([200, 200, 200]);
  });

  it('always sums exactly to the total, the first never smaller than the rest', () => {
    for (let total = 0; total < 3000; total += 37) {
      for (let count = 2; count <= 12; count += 1) {
        const parts = splitInstalments(total, count);
        expect(parts).toHaveLength(count);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.max(...parts.slice(1))).toBeLessThanOrEqual(parts[0]!);
        expect(parts[0]! - parts[1]!).toBeLessThan(count);
      }
    }
  });

  it('offers 2 up to the tier the total reaches, nothing below the minimum or when off', () => {
    expect(instalmentChoices(layaway, 19_999)).toEqual([]);
    expect(instalmentChoices(layaway, 20_000)).toEqual([2, 3]);
    expect(instalmentChoices(layaway, 60_000)).toEqual([2, 3, 4, 5, 6]);
    expect(instalmentChoices({ ...layaway, enabled: false }, 60_000)).toEqual([]);
  });

  it('explains a choice it refuses', () => {
    expect(instalmentProblem(layaway, 30_000, 3)).toBeNull();
    expect(instalmentProblem(layaway, 30_000, 4)).toBe(
      'This order can be paid in at most 3 instalments.',
    );
    expect(instalmentProblem(layaway, 10_000, 2)).toBe(
      'Layaway is available on orders of $200.00 or more.',
    );
    expect(instalmentProblem({ ...layaway, enabled: false }, 30_000, 2)).toBe(
      'This shop does not offer layaway at the moment.',
    );
    // A minimum below every tier: the lowest tier's minimum is what the buyer must reach.
    const gap = {
      ...layaway,
      minTotalCents: 100,
      plans: [{ maxInstalments: 4, minTotalCents: 5000 }],
    };
    expect(instalmentProblem(gap, 1000, 2)).toBe(
      'Layaway is available on orders of $50.00 or more.',
    );
  });

  it('dates the first instalment at placing and each next one days apart', () => {
    expect(layawaySchedule(10_000, 3, placedAt, 30)).toEqual([
      { dueAt: placedAt.toISOString(), amountCents: 3334 },
      { dueAt: day(30).toISOString(), amountCents: 3333 },
      { dueAt: day(60).toISOString(), amountCents: 3333 },
    ]);
  });

  it('covers the earliest instalments first', () => {
    const schedule = layawaySchedule(10_000, 3, placedAt, 30);
    expect(scheduleWithPayments(schedule, 5000).map((i) => i.paidCents)).toEqual([3334, 1666, 0]);
    expect(scheduleWithPayments(schedule, 20_000).map((i) => i.paidCents)).toEqual([
      3334, 3333, 3333,
    ]);
  });
});

describe('overdue and reminders', () => {
  const schedule = layawaySchedule(9_000, 3, placedAt, 30);

  it('finds an instalment short past its grace days, not a day before', () => {
    expect(overdueInstalment(schedule, 3000, day(36), 7)).toBeNull();
    expect(overdueInstalment(schedule, 3000, day(37), 7)).toBe(1);
    expect(overdueInstalment(schedule, 6000, day(37), 7)).toBeNull();
    expect(overdueInstalment(schedule, 5999, day(37), 7)).toBe(1);
    expect(overdueInstalment(schedule, 9000, day(400), 7)).toBeNull();
  });

  it('never finds a balance due before shipping overdue', () => {
    const deposit = depositSchedule(10_000, 3000, placedAt);
    expect(overdueInstalment(deposit, 3000, day(1000), 0)).toBeNull();
    expect(instalmentToRemind(deposit, 3000, day(1000))).toBeNull();
  });

  it('reminds of the next instalment in the days before it falls due', () => {
    expect(instalmentToRemind(schedule, 3000, day(26))).toBeNull();
    expect(instalmentToRemind(schedule, 3000, day(27))).toMatchObject({
      index: 1,
      dueAt: day(30).toISOString(),
      amountCents: 3000,
    });
    expect(instalmentToRemind(schedule, 3000, day(30))).toBeNull();
    expect(instalmentToRemind(schedule, 6000, day(58))).toMatchObject({ index: 2 });
  });
});

describe('deposits', () => {
  it('takes each asking line its percentage, half a cent up, capped at the total', () => {
    expect(
      depositCents(
        [
          { lineCents: 12_345, depositPercent: 30 },
          { lineCents: 5000, depositPercent: null },
        ],
        18_000,
      ),
    ).toBe(3704);
    expect(depositCents([{ lineCents: 1050, depositPercent: 50 }], 1050)).toBe(525);
    expect(depositCents([{ lineCents: 1001, depositPercent: 50 }], 1001)).toBe(501);
    expect(depositCents([{ lineCents: 10_000, depositPercent: 50 }], 2000)).toBe(2000);
    expect(depositCents([{ lineCents: 10_000, depositPercent: 0 }], 10_000)).toBe(0);
  });

  it('schedules the deposit now and the balance before shipping, summing to the total', () => {
    expect(depositSchedule(10_000, 3000, placedAt)).toEqual([
      { dueAt: placedAt.toISOString(), amountCents: 3000 },
      { dueAt: null, amountCents: 7000 },
    ]);
  });
});

describe('the policy', () => {
  const schedule = layawaySchedule(9_000, 3, placedAt, 30);

  it('keeps the first payment only when the shop said so at checkout', () => {
    const policy = { kind: 'layaway' as const, graceDays: 7, firstPaymentNonRefundable: true };
    expect(keptOnCancelCents(policy, schedule, 4500)).toBe(3000);
    expect(keptOnCancelCents(policy, schedule, 1000)).toBe(1000);
    expect(keptOnCancelCents({ ...policy, firstPaymentNonRefundable: false }, schedule, 4500)).toBe(
      0,
    );
  });

  it('words the policy and the cancellation', () => {
    expect(
      planPolicyText({ kind: 'layaway', graceDays: 7, firstPaymentNonRefundable: true }),
    ).toContain('If an instalment is more than 7 days late, the order is cancelled');
    expect(
      planPolicyText({ kind: 'layaway', graceDays: 0, firstPaymentNonRefundable: false }),
    ).toContain('Payments made are refunded.');
    expect(missedInstalmentNote(2, schedule[1]!.dueAt!, 3000, 500)).toBe(
      'Instalment 2, due February 9, 2027, was not paid in time, so the order is cancelled and the items went back on sale. The non-refundable first payment of $30.00 is kept. $5.00 paid will be refunded.',
    );
  });
});
