import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  layawaySchedule,
  orderTotals,
  planPolicyText,
  scheduleWithPayments,
  type Order,
} from '@kawaii/shared';
import { OrderTotalsList } from './OrderTotalsList.tsx';

const policy = { kind: 'layaway' as const, graceDays: 7, firstPaymentNonRefundable: true };
const placedAt = new Date('2027-01-10T12:00:00.000Z');

function layawayOrder(paidCents: number): Order {
  const schedule = layawaySchedule(10_000, 3, placedAt, 30);
  return {
    _id: 'o1',
    orderId: 'KA-10042',
    status: paidCents > 0 ? 'partially_paid' : 'pending_payment',
    items: [],
    total: 100,
    shipping: 0,
    discount: 0,
    rewardCode: null,
    promoCode: null,
    promoDiscount: 0,
    totals: orderTotals({
      lines: [{ unitCents: 10_000, quantity: 1 }],
      payments: paidCents > 0 ? [paidCents] : [],
    }),
    paymentPlan: { ...policy, instalments: 3, policy: planPolicyText(policy) },
    schedule: scheduleWithPayments(schedule, paidCents),
    shippingZone: null,
    shippingAddress: null,
    carrier: null,
    trackingNumber: null,
    trackingUrl: null,
    expiresAt: null,
    timeline: [],
    rewardPointsEarned: 0,
    achievements: [],
    createdAt: placedAt.toISOString(),
    updatedAt: placedAt.toISOString(),
  };
}

const render = (order: Order) =>
  renderToStaticMarkup(<OrderTotalsList order={order} className="totals" grandClass="grand" />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the payment schedule under an order’s figures', () => {
  it('shows paid, due and each instalment with its date and what covers it', () => {
    const text = render(layawayOrder(5000));
    expect(text).toContain('Layaway: 3 instalments');
    expect(text).toContain('Paid $50.00 · Due $50.00');
    expect(text).toContain('1 January 10, 2027 $33.34 Paid');
    expect(text).toContain('2 February 9, 2027 $33.33 $16.66 paid');
    expect(text).toContain('3 March 11, 2027 $33.33 Due');
    expect(text).toContain('If an instalment is more than 7 days late');
  });

  it('asks nothing more of a cancelled order, and ends its figures with the refund due', () => {
    const order: Order = {
      ...layawayOrder(5000),
      status: 'cancelled',
      refundDue: { keptCents: 3334, dueCents: 1666 },
    };
    const text = render(order);
    expect(text).toContain(
      'Paid $50.00 Kept (non-refundable first payment) $33.34 Refund due $16.66',
    );
    expect(text).not.toContain('Balance due');
    expect(text).toContain('Paid $50.00 · Cancelled: nothing more is due');
    expect(text).toContain('3 March 11, 2027 $33.33 Not due');
  });

  it('shows the deposit due, then paid, and the balance', () => {
    const schedule = [
      { dueAt: placedAt.toISOString(), amountCents: 7200 },
      { dueAt: null, amountCents: 16_800 },
    ];
    const deposit = (paidCents: number): Order => ({
      ...layawayOrder(paidCents),
      totals: orderTotals({
        lines: [{ unitCents: 24_000, quantity: 1 }],
        payments: paidCents > 0 ? [paidCents] : [],
      }),
      paymentPlan: {
        kind: 'deposit',
        instalments: 2,
        graceDays: 0,
        firstPaymentNonRefundable: false,
        policy: planPolicyText({ kind: 'deposit', graceDays: 0, firstPaymentNonRefundable: false }),
      },
      schedule: scheduleWithPayments(schedule, paidCents),
    });
    expect(render(deposit(0))).toContain('Deposit due $72.00 · Balance $168.00 before shipping');
    expect(render(deposit(7200))).toContain('Deposit paid $72.00 · Balance due $168.00');
    expect(render(deposit(7200))).toContain('2 Before shipping $168.00 Due');
  });

  it('shows nothing more for an order paid at once', () => {
    const order = { ...layawayOrder(0), paymentPlan: null, schedule: [] };
    expect(render(order)).not.toContain('instalment');
  });
});
