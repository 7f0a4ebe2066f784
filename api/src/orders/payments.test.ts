import { describe, expect, it } from 'vitest';
import type { AdminOrder, Order, Payment } from '@kawaii/shared';
import { sendJson } from '../test/account-session.ts';
import { buildProduct } from '../test/factories.ts';
import { orderSubmissionFor } from '../test/order-factories.ts';
import { useStaffApp } from '../test/staff-app.ts';

const suite = useStaffApp('admin', { customer: true, staffFields: { name: 'Aiko Desk' } });

const recordPayment = (id: string, body: unknown, headers = suite.staff) =>
  sendJson(suite.app, 'POST', `/api/orders/${id}/payments`, body, headers);

let buyers = 0;

/** An order of one $30.00 product, placed through the shop (optionally by a customer). */
async function placedOrder(headers: Record<string, string> = {}): Promise<Order> {
  buyers += 1;
  const email = `payer${buyers}@example.test`;
  const product = buildProduct(suite.app.db, {
    stock: 5,
    priceCents: 3000,
    discountPriceCents: null,
  });
  const response = await sendJson(
    suite.app,
    'POST',
    '/api/orders',
    orderSubmissionFor([{ product, quantity: 1 }], { email, contact: email }),
    headers,
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { order: Order }).order;
}

async function paymentsOf(id: string): Promise<Payment[]> {
  const response = await suite.app.get(`/api/orders/${id}/payments`, { headers: suite.staff });
  expect(response.status).toBe(200);
  return (await response.json()) as Payment[];
}

describe('POST /api/orders/:id/payments', () => {
  it('records payments in parts; the status follows the balance down to paid', async () => {
    const order = await placedOrder();

    const first = await recordPayment(order._id, {
      amountCents: 1000,
      reference: 'ZL-1',
      note: 'First instalment',
    });
    expect(first.status).toBe(201);
    const answer = (await first.json()) as { payment: Payment; order: AdminOrder };
    expect(answer.payment).toMatchObject({
      amountCents: 1000,
      method: 'zelle',
      reference: 'ZL-1',
      note: 'First instalment',
      recordedBy: 'Aiko Desk',
    });
    expect(answer.order.status).toBe('partially_paid');
    expect(answer.order.totals).toMatchObject({
      totalCents: 3000,
      paidCents: 1000,
      balanceCents: 2000,
    });

    const second = await recordPayment(order._id, {
      amountCents: 1000,
      receivedAt: '2026-03-02T12:00:00.000Z',
    });
    expect(((await second.json()) as { order: AdminOrder }).order.status).toBe('partially_paid');
    const last = await recordPayment(order._id, { amountCents: 1000 });
    const paid = ((await last.json()) as { order: AdminOrder }).order;
    expect(paid.status).toBe('paid');
    expect(paid.totals.balanceCents).toBe(0);
    expect(paid.history.map((entry) => entry.status)).toEqual([
      'pending_payment',
      'partially_paid',
      'paid',
    ]);

    const ledger = await paymentsOf(order._id);
    expect(ledger.map((payment) => payment.amountCents)).toEqual([1000, 1000, 1000]);
    // Nothing is due any more: a further payment is refused.
    const extra = await recordPayment(order._id, { amountCents: 100 });
    expect(extra.status).toBe(400);
  });

  it('refuses a payment above the balance, and changes nothing', async () => {
    const order = await placedOrder();
    await recordPayment(order._id, { amountCents: 2500 });
    const response = await recordPayment(order._id, { amountCents: 501 });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'This payment is more than the balance due ($5.00).',
    });
    expect((await paymentsOf(order._id)).map((payment) => payment.amountCents)).toEqual([2500]);
  });

  it('of two payments recorded at once, only what fits the balance is taken', async () => {
    const order = await placedOrder();
    const answers = await Promise.all([
      recordPayment(order._id, { amountCents: 2000 }),
      recordPayment(order._id, { amountCents: 2000 }),
    ]);
    expect(answers.map((response) => response.status).sort()).toEqual([201, 400]);
    const ledger = await paymentsOf(order._id);
    expect(ledger.reduce((sum, payment) => sum + payment.amountCents, 0)).toBe(2000);
  });

  it('credits the points once the last payment makes the order paid', async () => {
    const order = await placedOrder(suite.customer.headers);
    await recordPayment(order._id, { amountCents: 1500 });
    const partly = await suite.app.get(`/api/orders/${order._id}`, { headers: suite.staff });
    expect(((await partly.json()) as AdminOrder).rewardPointsEarned).toBe(0);
    await recordPayment(order._id, { amountCents: 1500 });
    const paid = await suite.app.get(`/api/orders/${order._id}`, { headers: suite.staff });
    expect(((await paid.json()) as AdminOrder).rewardPointsEarned).toBe(30);
  });

  it('marking a partly paid order paid records what was still due', async () => {
    const order = await placedOrder();
    await recordPayment(order._id, { amountCents: 1200 });
    const response = await sendJson(
      suite.app,
      'PATCH',
      `/api/orders/${order._id}`,
      { status: 'paid' },
      suite.staff,
    );
    expect(response.status).toBe(200);
    const paid = (await response.json()) as AdminOrder;
    expect(paid.totals).toMatchObject({ paidCents: 3000, balanceCents: 0 });
    expect(paid.payments.map((payment) => [payment.amountCents, payment.note])).toEqual([
      [1200, null],
      [1800, 'Marked paid'],
    ]);
  });

  it('refuses bad input, unknown orders, cancelled orders and anyone but staff', async () => {
    const order = await placedOrder();
    for (const body of [{}, { amountCents: 0 }, { amountCents: 10.5 }, { amountCents: 'ten' }]) {
      expect((await recordPayment(order._id, body)).status).toBe(400);
    }
    expect((await recordPayment(order._id, { amountCents: 100, receivedAt: 'soon' })).status).toBe(
      400,
    );
    expect((await recordPayment('no-such-order', { amountCents: 100 })).status).toBe(404);
    expect((await recordPayment(order._id, { amountCents: 100 }, {})).status).toBe(401);
    expect(
      (await recordPayment(order._id, { amountCents: 100 }, suite.customer.headers)).status,
    ).toBe(403);

    await sendJson(
      suite.app,
      'PATCH',
      `/api/orders/${order._id}`,
      { status: 'cancelled' },
      suite.staff,
    );
    const late = await recordPayment(order._id, { amountCents: 100 });
    expect(late.status).toBe(400);
    expect(await late.json()).toEqual({
      message: 'Payments can only be recorded while an order awaits payment.',
    });
    expect(await paymentsOf(order._id)).toEqual([]);
  });
});
