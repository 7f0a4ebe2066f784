import { describe, expect, it } from 'vitest';
import { productInputSchema, type AdminOrder, type PlacedOrder } from '@kawaii/shared';
import { sendJson } from '../test/account-session.ts';
import { buildProduct } from '../test/factories.ts';
import { orderSubmissionFor } from '../test/order-factories.ts';
import { useStaffApp } from '../test/staff-app.ts';

const suite = useStaffApp('admin');

describe('deposits on made-to-order pieces', () => {
  it('asks the deposit now and the balance before shipping, and ships only when paid', async () => {
    const portrait = buildProduct(suite.app.db, {
      kind: 'made-to-order',
      leadTime: '6-8 weeks',
      depositPercent: 30,
      priceCents: 18_005,
      stock: 0,
    });
    const sticker = buildProduct(suite.app.db, { priceCents: 500, stock: 3 });
    const response = await sendJson(
      suite.app,
      'POST',
      '/api/orders',
      orderSubmissionFor([
        { product: portrait, quantity: 1 },
        { product: sticker, quantity: 2 },
      ]),
    );
    expect(response.status).toBe(201);
    const { order } = (await response.json()) as PlacedOrder;
    // 30% of $180.05 is $54.015: half a cent up, $54.02; the sticker is paid with the balance.
    expect(order.paymentPlan).toMatchObject({ kind: 'deposit', instalments: 2 });
    expect(order.schedule).toEqual([
      { dueAt: order.createdAt, amountCents: 5402, paidCents: 0 },
      { dueAt: null, amountCents: 13_603, paidCents: 0 },
    ]);
    expect(order.paymentPlan?.policy).toBe(
      'The deposit is due now; the balance is due before your order ships.',
    );

    const pay = (amountCents: number) =>
      sendJson(
        suite.app,
        'POST',
        `/api/orders/${order._id}/payments`,
        { amountCents, method: 'zelle' },
        suite.staff,
      );
    expect((await pay(5402)).status).toBe(201);
    const ship = () =>
      sendJson(
        suite.app,
        'PATCH',
        `/api/orders/${order._id}`,
        { status: 'shipped', carrier: 'USPS', trackingNumber: '9400 1000 0000 0000 0000 01' },
        suite.staff,
      );
    const refused = await ship();
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      message: 'This order cannot ship until it is paid in full: $136.03 is still due.',
    });
    const paid = (await (await pay(13_603)).json()) as { order: AdminOrder };
    expect(paid.order.schedule?.map((instalment) => instalment.paidCents)).toEqual([5402, 13_603]);
    expect((await ship()).status).toBe(200);
  });

  it('asks none of a product without a deposit, nor of a deposit of the whole order', async () => {
    const plain = buildProduct(suite.app.db, { priceCents: 2000, stock: 2 });
    const response = await sendJson(
      suite.app,
      'POST',
      '/api/orders',
      orderSubmissionFor([{ product: plain, quantity: 1 }], {
        email: 'plain@example.test',
        contact: 'plain@example.test',
      }),
    );
    expect(((await response.json()) as PlacedOrder).order.paymentPlan).toBeNull();
  });

  it('takes a deposit between 5 and 95 percent, and only on made-to-order pieces', () => {
    const base = {
      title: 'Portrait',
      description: 'A doll like you.',
      price: 180,
      category: 'plush',
      stock: 0,
      kind: 'made-to-order',
      leadTime: '6-8 weeks',
    };
    const errorOf = (fields: Record<string, unknown>) => {
      const parsed = productInputSchema.safeParse({ ...base, ...fields });
      return parsed.success ? null : parsed.error.issues.map((issue) => issue.message).join('; ');
    };
    expect(errorOf({ depositPercent: 30 })).toBeNull();
    expect(errorOf({ depositPercent: '' })).toBeNull();
    expect(errorOf({ depositPercent: 4 })).toContain('Deposit');
    expect(errorOf({ depositPercent: 96 })).toContain('Deposit');
    expect(errorOf({ depositPercent: 30, kind: 'stocked', leadTime: '' })).toBe(
      'Only made-to-order pieces ask a deposit',
    );
  });
});
