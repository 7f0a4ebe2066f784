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
  orderPaymentPlan,
  overdueInstalment,
  planPolicyText,
  scheduleWithPayments,
  splitInstalments,
  type LayawaySettings,
} from './payment-plans.ts';
import { orderTotals } from './order-totals.ts';

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
  it("takes each asking line's percentage of its share of the total, half a cent up", () => {
    // 30% of 12345/17345 of $180.00 (shipping and tax in the total) is $38.4335..: $38.43.
    expect(
      depositCents(
        [
          { lineCents: 12_345, depositPercent: 30 },
          { lineCents: 5000, depositPercent: null },
        ],
        18_000,
      ),
    ).toBe(3843);
    expect(depositCents([{ lineCents: 1050, depositPercent: 50 }], 1050)).toBe(525);
    expect(depositCents([{ lineCents: 1001, depositPercent: 50 }], 1001)).toBe(501);
    // A code took $80 off the piece: half of what the buyer pays, not of the list price.
    expect(depositCents([{ lineCents: 10_000, depositPercent: 50 }], 2000)).toBe(1000);
    expect(depositCents([{ lineCents: 10_000, depositPercent: 0 }], 10_000)).toBe(0);
    expect(depositCents([], 10_000)).toBe(0);
  });

  it('is the percentage of the total with its tax: one piece, 30%, $200.00 + 7.25% tax', () => {
    // $200.00 + $14.50 tax = $214.50; 30% of it is $64.35 (of the untaxed price: $60.00).
    expect(depositCents([{ lineCents: 20_000, depositPercent: 30 }], 21_450)).toBe(6435);
  });

  it('stays exact where the product of the total and the weights passes 2^53', () => {
    const lines = [
      { lineCents: 99_999_999, depositPercent: 95 },
      { lineCents: 1, depositPercent: null },
    ];
    // 99_999_999 × 95 × 100_000_000 / (100 × 100_000_000) = 94_999_999.05 -> 94_999_999.
    expect(depositCents(lines, 100_000_000)).toBe(94_999_999);
  });

  it('schedules the deposit now and the balance before shipping, summing to the total', () => {
    expect(depositSchedule(10_000, 3000, placedAt)).toEqual([
      { dueAt: placedAt.toISOString(), amountCents: 3000 },
      { dueAt: null, amountCents: 7000 },
    ]);
  });
});

describe('the plan of an order (one rule for the checkout and the server)', () => {
  const request = {
    instalments: null,
    layaway,
    totalCents: 10_000,
    depositLines: [{ lineCents: 10_000, depositPercent: null }],
    at: placedAt,
  };

  it('is none when paid in full without a deposit', () => {
    expect(orderPaymentPlan(request)).toEqual({ plan: null, problem: null });
  });

  it('offers layaway on the total with its tax: 7.25% takes $190.00 over the $200.00 minimum', () => {
    // $190.00 + $13.78 tax (13.775, half up) = $203.78.
    const taxed = orderTotals({
      lines: [{ unitCents: 19_000, quantity: 1 }],
      taxRate: { ratePercent: 7.25, onShipping: false },
    }).totalCents;
    expect(taxed).toBe(20_378);
    expect(instalmentChoices(layaway, 19_000)).toEqual([]);
    expect(orderPaymentPlan({ ...request, totalCents: 19_000, instalments: 3 })).toEqual({
      plan: null,
      problem: 'Layaway is available on orders of $200.00 or more.',
    });
    const { plan, problem } = orderPaymentPlan({ ...request, totalCents: taxed, instalments: 3 });
    expect(problem).toBeNull();
    expect(plan).toEqual({
      kind: 'layaway',
      schedule: [
        { dueAt: placedAt.toISOString(), amountCents: 6794 },
        { dueAt: day(30).toISOString(), amountCents: 6792 },
        { dueAt: day(60).toISOString(), amountCents: 6792 },
      ],
      graceDays: 7,
      firstPaymentNonRefundable: true,
    });
  });

  it('schedules the instalments of the taxed total, not of the items', () => {
    const { plan } = orderPaymentPlan({ ...request, totalCents: 32_175, instalments: 3 });
    expect(plan?.schedule.map((instalment) => instalment.amountCents)).toEqual([
      10_725, 10_725, 10_725,
    ]);
  });

  it('takes a deposit on the total with its tax, and layaway replaces it', () => {
    const depositLines = [{ lineCents: 20_000, depositPercent: 30 }];
    expect(orderPaymentPlan({ ...request, totalCents: 21_450, depositLines }).plan).toEqual({
      kind: 'deposit',
      schedule: [
        { dueAt: placedAt.toISOString(), amountCents: 6435 },
        { dueAt: null, amountCents: 15_015 },
      ],
      graceDays: 0,
      firstPaymentNonRefundable: false,
    });
    expect(
      orderPaymentPlan({ ...request, totalCents: 21_450, depositLines, instalments: 2 }).plan?.kind,
    ).toBe('layaway');
  });

  it('refuses more instalments than the total allows', () => {
    expect(orderPaymentPlan({ ...request, totalCents: 30_000, instalments: 6 }).problem).toBe(
      'This order can be paid in at most 3 instalments.',
    );
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
