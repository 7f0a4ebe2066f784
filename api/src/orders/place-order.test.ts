import { describe, expect, it } from 'vitest';
import type { AdminOrder, Order, UnavailableItem } from '@kawaii/shared';
import { bearerFor, sendJson } from '../test/account-session.ts';
import { buildProduct, buildUser } from '../test/factories.ts';
import { orderSubmissionFor } from '../test/order-factories.ts';
import { useStaffApp } from '../test/staff-app.ts';

// A fresh app per test: each has its own rate-limit counters and database.
const suite = useStaffApp('admin', { perTest: true });

const placeOrder = (body: unknown, headers: Record<string, string> = {}) =>
  sendJson(suite.app, 'POST', '/api/orders', body, headers);

const stockOf = (id: string) =>
  (suite.app.db.prepare('SELECT stock FROM products WHERE id = ?').get(id) as { stock: number })
    .stock;

const count = (table: string) =>
  (suite.app.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

async function adminOrder(id: string): Promise<AdminOrder> {
  const response = await suite.app.get(`/api/orders/${id}`, { headers: suite.staff });
  expect(response.status).toBe(200);
  return (await response.json()) as AdminOrder;
}

describe('POST /api/orders', () => {
  it('takes a guest order: 201, KA- number, pending payment, stock taken', async () => {
    const plush = buildProduct(suite.app.db, {
      priceCents: 3200,
      stock: 5,
      images: ['/uploads/a.webp'],
    });
    const sticker = buildProduct(suite.app.db, {
      priceCents: 600,
      discountPriceCents: 450,
      stock: 9,
    });

    const response = await placeOrder(
      orderSubmissionFor([
        { product: plush, quantity: 2 },
        { product: sticker, quantity: 3 },
      ]),
    );

    expect(response.status).toBe(201);
    const { message, order } = (await response.json()) as { message: string; order: Order };
    expect(message).toBe('Order placed successfully');
    expect(order).toMatchObject({
      orderId: 'KA-10042',
      status: 'pending_payment',
      total: 77.5,
      rewardPointsEarned: 0,
      achievements: [],
      items: [
        {
          id: plush.id,
          title: plush.title,
          image: '/uploads/a.webp',
          price: 32,
          discountPrice: null,
          quantity: 2,
        },
        {
          id: sticker.id,
          title: sticker.title,
          image: null,
          price: 6,
          discountPrice: 4.5,
          quantity: 3,
        },
      ],
    });
    expect(Object.keys(order).sort()).toEqual([
      '_id',
      'achievements',
      'carrier',
      'createdAt',
      'discount',
      'expiresAt',
      'items',
      'orderId',
      'paymentPlan',
      'promoCode',
      'promoDiscount',
      'refundDue',
      'rewardCode',
      'rewardPointsEarned',
      'schedule',
      'shipping',
      'shippingAddress',
      'shippingZone',
      'status',
      'taxIncluded',
      'taxName',
      'taxRegion',
      'timeline',
      'total',
      'totals',
      'trackingNumber',
      'trackingUrl',
      'updatedAt',
    ]);
    expect(order.totals).toEqual({
      itemsCents: 7750,
      discountCents: 0,
      shippingCents: 0,
      taxCents: 0,
      totalCents: 7750,
      paidCents: 0,
      refundedCents: 0,
      balanceCents: 7750,
    });
    expect(stockOf(plush.id)).toBe(3);
    expect(stockOf(sticker.id)).toBe(6);

    const stored = await adminOrder(order._id);
    expect(stored).toMatchObject({ userId: null, name: 'Lily Chen', paymentMethod: 'zelle' });
    expect(stored.history).toEqual([
      { status: 'pending_payment', note: '', visibleToCustomer: false, createdAt: order.createdAt },
    ]);
  });

  it('numbers orders one after the other', async () => {
    const product = buildProduct(suite.app.db, { stock: 5 });
    const numbers: string[] = [];
    for (let n = 0; n < 3; n++) {
      const response = await placeOrder(orderSubmissionFor([{ product, quantity: 1 }]));
      numbers.push(((await response.json()) as { order: Order }).order.orderId);
    }
    expect(numbers).toEqual(['KA-10042', 'KA-10043', 'KA-10044']);
  });

  it('gives a signed-in order to the account, and only the owner can read it back', async () => {
    const customer = buildUser(suite.app.db);
    const product = buildProduct(suite.app.db, { stock: 2 });
    const headers = await bearerFor(suite.app, customer.id);

    const response = await placeOrder(orderSubmissionFor([{ product, quantity: 1 }]), headers);
    expect(response.status).toBe(201);
    const { order } = (await response.json()) as { order: Order };

    expect((await adminOrder(order._id)).userId).toBe(customer.id);
    const own = await suite.app.get(`/api/orders/${order._id}`, { headers });
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual(order);
  });

  it('refuses an invalid token instead of quietly placing a guest order', async () => {
    const product = buildProduct(suite.app.db, { stock: 2 });
    const response = await placeOrder(orderSubmissionFor([{ product, quantity: 1 }]), {
      authorization: 'Bearer not-a-token',
    });
    expect(response.status).toBe(401);
    expect(count('orders')).toBe(0);
    expect(stockOf(product.id)).toBe(2);
  });

  it('prices every line from the database, ignoring the prices the client sent', async () => {
    const doll = buildProduct(suite.app.db, {
      priceCents: 4800,
      discountPriceCents: 3900,
      stock: 4,
    });
    const submission = orderSubmissionFor([{ product: doll, quantity: 2 }]);
    const tampered = {
      ...submission,
      items: submission.items.map((item) => ({
        ...item,
        price: 0.01,
        discountPrice: 0.01,
        title: 'Free doll',
      })),
    };

    const response = await placeOrder(tampered);

    expect(response.status).toBe(201);
    const { order } = (await response.json()) as { order: Order };
    expect(order.total).toBe(78);
    expect(order.items[0]).toMatchObject({ title: doll.title, price: 48, discountPrice: 39 });
  });

  it('answers 409 when the client total differs by more than a cent, changing nothing', async () => {
    const doll = buildProduct(suite.app.db, { priceCents: 4800, stock: 4 });
    const submission = orderSubmissionFor([{ product: doll, quantity: 1 }]);

    const withinACent = await placeOrder({ ...submission, total: 47.99 });
    expect(withinACent.status).toBe(201);

    const stale = await placeOrder({ ...submission, total: 40 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({
      message: 'Prices have changed since you added these items. Please review your cart.',
      reason: 'prices-changed',
    });
    expect(count('orders')).toBe(1);
    expect(stockOf(doll.id)).toBe(3);
  });

  it('refuses a short line with unavailableItems, and changes nothing at all', async () => {
    const plenty = buildProduct(suite.app.db, { stock: 10 });
    const scarce = buildProduct(suite.app.db, { title: 'Moon Bunny', stock: 2 });

    const response = await placeOrder(
      orderSubmissionFor([
        { product: plenty, quantity: 3 },
        { product: scarce, quantity: 5 },
      ]),
    );

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Some items are no longer available in the requested quantity',
      unavailableItems: [{ id: scarce.id, title: 'Moon Bunny', requested: 5, inStock: 2 }],
    });
    expect(stockOf(plenty.id)).toBe(10);
    expect(stockOf(scarce.id)).toBe(2);
    expect(count('orders')).toBe(0);
    expect(count('order_items')).toBe(0);
    expect(count('order_status_events')).toBe(0);
  });

  it('counts unknown and unpublished products as none in stock', async () => {
    const hidden = buildProduct(suite.app.db, { title: 'Secret Doll', stock: 5, published: false });
    const ghost = {
      ...buildProduct(suite.app.db, { title: 'Ghost Plush' }),
      id: 'no-such-product',
    };

    const response = await placeOrder(
      orderSubmissionFor([
        { product: hidden, quantity: 1 },
        { product: ghost, quantity: 2 },
      ]),
    );

    expect(response.status).toBe(400);
    const { unavailableItems } = (await response.json()) as { unavailableItems: UnavailableItem[] };
    expect(unavailableItems).toEqual([
      { id: hidden.id, title: 'Secret Doll', requested: 1, inStock: 0 },
      { id: 'no-such-product', title: 'Ghost Plush', requested: 2, inStock: 0 },
    ]);
    expect(stockOf(hidden.id)).toBe(5);
  });

  it('sells exactly the stock to 20 simultaneous orders', async () => {
    const lastOnes = buildProduct(suite.app.db, { stock: 3 });
    // Twenty buyers, so that the stock (not the cap on one buyer's unpaid orders) decides.
    const submission = (n: number) =>
      orderSubmissionFor([{ product: lastOnes, quantity: 1 }], {
        email: `buyer${n}@example.test`,
        contact: `buyer${n}@example.test`,
      });

    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) => placeOrder(submission(n))),
    );

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 400)).toHaveLength(17);
    expect(stockOf(lastOnes.id)).toBe(0);
    expect(count('orders')).toBe(3);
  });

  it('accepts only Zelle', async () => {
    const product = buildProduct(suite.app.db, { stock: 2 });
    for (const paymentMethod of ['paypal', 'card'] as const) {
      const response = await placeOrder(
        orderSubmissionFor([{ product, quantity: 1 }], { paymentMethod }),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: 'Only Zelle payments are accepted at the moment',
      });
    }
    expect(stockOf(product.id)).toBe(2);
  });

  it('refuses an invalid payload with field errors', async () => {
    const product = buildProduct(suite.app.db, { stock: 2 });
    const response = await placeOrder(
      orderSubmissionFor([{ product, quantity: 1 }], { email: 'not-an-email' }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toHaveProperty(
      'email',
    );
  });

  it('allows 20 orders a minute from one address, then answers 429', async () => {
    const product = buildProduct(suite.app.db, { stock: 0 });
    const submission = orderSubmissionFor([{ product, quantity: 1 }]);
    for (let n = 0; n < 20; n++) expect((await placeOrder(submission)).status).toBe(400);

    const limited = await placeOrder(submission);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
