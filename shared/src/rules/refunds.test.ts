import { describe, expect, it } from 'vitest';
import { orderTotals, orderTotalsRows } from './order-totals.ts';
import { depositNoteText, layawaySchedule } from './payment-plans.ts';
import { refundDueLines, refundDueOnCancel, refundProblem } from './refunds.ts';

const placedAt = new Date('2027-01-10T12:00:00.000Z');
const layaway = (firstPaymentNonRefundable: boolean) => ({
  kind: 'layaway' as const,
  graceDays: 7,
  firstPaymentNonRefundable,
  schedule: layawaySchedule(9000, 3, placedAt, 30),
});
const money = (paidCents: number, refundedCents = 0) => ({ paidCents, refundedCents });

describe('the refund a cancelled order owes', () => {
  it('keeps a non-refundable first payment, never more than was paid', () => {
    const plan = layaway(true);
    expect(refundDueOnCancel({ status: 'cancelled', plan, totals: money(4000) })).toEqual({
      keptCents: 3000,
      dueCents: 1000,
    });
    expect(refundDueOnCancel({ status: 'cancelled', plan, totals: money(2000) })).toEqual({
      keptCents: 2000,
      dueCents: 0,
    });
    expect(refundDueOnCancel({ status: 'cancelled', plan, totals: money(4000, 600) })).toEqual({
      keptCents: 3000,
      dueCents: 400,
    });
  });

  it('owes back everything under a refundable first payment, a deposit, or no plan', () => {
    const deposit = { ...layaway(false), kind: 'deposit' as const };
    for (const plan of [layaway(false), deposit, null]) {
      expect(refundDueOnCancel({ status: 'cancelled', plan, totals: money(4000) })).toEqual({
        keptCents: 0,
        dueCents: 4000,
      });
    }
  });

  it('owes back the first payment too once the shop gave it back', () => {
    const plan = { ...layaway(true), firstPaymentGivenBack: true };
    expect(refundDueOnCancel({ status: 'cancelled', plan, totals: money(4000, 1000) })).toEqual({
      keptCents: 0,
      dueCents: 3000,
    });
  });

  it('is nothing for an order not cancelled or with nothing paid', () => {
    expect(refundDueOnCancel({ status: 'paid', plan: null, totals: money(4000) })).toBeNull();
    expect(refundDueOnCancel({ status: 'cancelled', plan: null, totals: money(0) })).toBeNull();
  });

  it('refuses a refund above it, naming what is kept', () => {
    const due = { keptCents: 3000, dueCents: 1000 };
    expect(refundProblem(money(4000), 1000, due)).toBeNull();
    expect(refundProblem(money(4000), 1001, due)).toBe(
      'This refund is more than the refund due ($10.00): the non-refundable first payment of $30.00 is kept.',
    );
    expect(refundProblem(money(4000), 4001, due)).toBe(
      'This refund is more than what was paid and not yet refunded ($40.00).',
    );
  });

  it('reads the same in the mail and in the figures', () => {
    const due = { keptCents: 3000, dueCents: 1000 };
    expect(refundDueLines(due, money(4000))).toEqual([
      'Paid: $40.00',
      'Kept (non-refundable first payment): $30.00',
      'Refund due: $10.00, sent to you by Zelle; we email you when it is on its way.',
    ]);
    const totals = orderTotals({
      lines: [{ unitCents: 9000, quantity: 1 }],
      payments: [3000, 1000],
    });
    const rows = orderTotalsRows(totals, { refundDue: due }).slice(-3);
    expect(rows.map(({ key, label, cents }) => [key, label, cents])).toEqual([
      ['paid', 'Paid', 4000],
      ['kept', 'Kept (non-refundable first payment)', 3000],
      ['refundDue', 'Refund due', 1000],
    ]);
  });
});

describe('the deposit on a product page', () => {
  it('says the percentage and the amount of one unit, to the cent', () => {
    expect(depositNoteText(30, 24_000)).toBe(
      'Deposit: 30% at checkout ($72.00 before shipping and tax), the rest before it ships',
    );
    expect(depositNoteText(25, 1999)).toBe(
      'Deposit: 25% at checkout ($5.00 before shipping and tax), the rest before it ships',
    );
  });
});
