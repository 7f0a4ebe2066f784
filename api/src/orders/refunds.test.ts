import { describe, expect, it } from 'vitest';
import type { AdminOrder, Order, Refund } from '@kawaii/shared';
import { sendJson } from '../test/account-session.ts';
import { buildProduct } from '../test/factories.ts';
import { orderSubmissionFor } from '../test/order-factories.ts';
import { useStaffApp } from '../test/staff-app.ts';

const suite = useStaffApp('admin', { customer: true });

let buyers = 0;

const stockOf = (id: string) =>
  (suite.app.db.prepare('SELECT stock FROM products WHERE id = ?').get(id) as { stock: number })
    .stock;
const pointsOf = (userId: string) =>
  (
    suite.app.db.prepare('SELECT reward_points FROM users WHERE id = ?').get(userId) as {
      reward_points: number;
    }
  ).reward_points;

/** A paid order of two $20.00 units, placed by the signed-in customer. */
async function paidOrder(): Promise<{ order: AdminOrder; productId: string }> {
  buyers += 1;
  const email = `refund${buyers}@example.test`;
  const product = buildProduct(suite.app.db, {
    stock: 5,
    priceCents: 2000,
    discountPriceCents: null,
  });
  const placed = await sendJson(
    suite.app,
    'POST',
    '/api/orders',
    orderSubmissionFor([{ product, quantity: 2 }], { email, contact: email }),
    suite.customer.headers,
  );
  const { order } = (await placed.json()) as { order: Order };
  const paid = await sendJson(
    suite.app,
    'PATCH',
    `/api/orders/${order._id}`,
    { status: 'paid' },
    suite.staff,
  );
  return { order: (await paid.json()) as AdminOrder, productId: product.id };
}

const refund = (id: string, body: unknown, headers = suite.staff) =>
  sendJson(suite.app, 'POST', `/api/orders/${id}/refunds`, body, headers);

describe('POST /api/orders/:id/refunds', () => {
  it('refunds part of a paid order, restocks a line and takes the points back in proportion', async () => {
    const { order, productId } = await paidOrder();
    expect(order.rewardPointsEarned).toBe(40);
    const before = pointsOf(suite.customer.user.id);
    const lineId = order.items[0]!.lineId!;

    const response = await refund(order._id, {
      amountCents: 2000,
      reason: 'One doll arrived damaged',
      reference: 'ZL-R1',
      restock: [{ lineId, quantity: 1 }],
    });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { refund: Refund; order: AdminOrder };
    expect(answer.refund).toMatchObject({
      amountCents: 2000,
      reason: 'One doll arrived damaged',
      reference: 'ZL-R1',
      restock: [{ lineId, quantity: 1 }],
      pointsReversed: 20,
    });
    expect(answer.order.totals).toMatchObject({
      totalCents: 4000,
      paidCents: 4000,
      refundedCents: 2000,
      balanceCents: 0,
    });
    expect(answer.order.refunds).toHaveLength(1);
    expect(stockOf(productId)).toBe(4);
    expect(pointsOf(suite.customer.user.id)).toBe(before - 20);
    const mail = suite.app.db
      .prepare("SELECT subject FROM mail_outbox WHERE kind = 'order-refunded' AND order_id = ?")
      .get(order._id) as { subject: string } | undefined;
    expect(mail?.subject).toContain('refund');
  });

  it('refuses a refund above what was paid and not yet refunded, and changes nothing', async () => {
    const { order, productId } = await paidOrder();
    expect((await refund(order._id, { amountCents: 3000, reason: 'Late' })).status).toBe(201);
    const response = await refund(order._id, { amountCents: 1001, reason: 'Again' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'This refund is more than what was paid and not yet refunded ($10.00).',
    });
    const tooMany = await refund(order._id, {
      amountCents: 100,
      reason: 'Back',
      restock: [{ lineId: order.items[0]!.lineId, quantity: 3 }],
    });
    expect(tooMany.status).toBe(400);
    expect(stockOf(productId)).toBe(3);
  });

  it('refuses an unpaid order, bad input, unknown orders and anyone but staff', async () => {
    buyers += 1;
    const email = `refund${buyers}@example.test`;
    const product = buildProduct(suite.app.db, { stock: 5 });
    const placed = await sendJson(
      suite.app,
      'POST',
      '/api/orders',
      orderSubmissionFor([{ product, quantity: 1 }], { email, contact: email }),
    );
    const { order } = (await placed.json()) as { order: Order };
    const unpaid = await refund(order._id, { amountCents: 100, reason: 'x' });
    expect(unpaid.status).toBe(400);
    expect(await unpaid.json()).toEqual({
      message: 'Nothing has been paid on this order to refund.',
    });
    for (const body of [{}, { amountCents: 100 }, { amountCents: -5, reason: 'x' }]) {
      expect((await refund(order._id, body)).status).toBe(400);
    }
    expect((await refund('nope', { amountCents: 100, reason: 'x' })).status).toBe(404);
    expect((await refund(order._id, { amountCents: 100, reason: 'x' }, {})).status).toBe(401);
    expect(
      (await refund(order._id, { amountCents: 100, reason: 'x' }, suite.customer.headers)).status,
    ).toBe(403);
  });
});
