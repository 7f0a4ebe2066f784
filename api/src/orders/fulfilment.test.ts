import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrder, EmailMessage, EmailPage, Order, PlacedOrder } from '@kawaii/shared';
import { bearerFor, sendJson } from '../test/account-session.ts';
import { buildProduct, buildUser } from '../test/factories.ts';
import { orderSubmissionFor, TORONTO } from '../test/order-factories.ts';
import { saveShopSettings } from '../test/shipping-zones.ts';
import { useStaffApp } from '../test/staff-app.ts';

// A fresh app per test: each test places orders with the same email, which at most 3 unpaid
// orders may share, and counts the orders in the shop.
const suite = useStaffApp('admin', {
  config: { publicOrigin: 'https://kawaii.example' },
  perTest: true,
});
beforeEach(() => saveShopSettings(suite.app.db));

const placeOrder = (body: unknown, headers: Record<string, string> = {}) =>
  sendJson(suite.app, 'POST', '/api/orders', body, headers);

const stockOf = (id: string) =>
  (suite.app.db.prepare('SELECT stock FROM products WHERE id = ?').get(id) as { stock: number })
    .stock;

const count = (table: string) =>
  (suite.app.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

async function messageOf(kind: string): Promise<EmailMessage> {
  const page = (await (
    await suite.app.get('/api/emails', { headers: suite.staff })
  ).json()) as EmailPage;
  const summary = page.emails.find((email) => email.kind === kind);
  if (!summary) throw new Error(`No ${kind} email`);
  return (await (
    await suite.app.get(`/api/emails/${summary._id}`, { headers: suite.staff })
  ).json()) as EmailMessage;
}

describe('shipping', () => {
  it('adds the Canadian rate to the total, which the server recomputes', async () => {
    const bunny = buildProduct(suite.app.db, { title: 'Cloud Bunny', priceCents: 3200, stock: 5 });
    const lines = [{ product: bunny, quantity: 2 }];

    const withoutShipping = await placeOrder(orderSubmissionFor(lines));
    expect(withoutShipping.status).toBe(409);
    expect(stockOf(bunny.id)).toBe(5);

    const response = await placeOrder(
      orderSubmissionFor(lines, { total: 76, shippingZoneId: 'zone-ca' }),
    );
    expect(response.status).toBe(201);
    const placed = (await response.json()) as PlacedOrder;
    expect(placed.order).toMatchObject({
      total: 76,
      shipping: 12,
      shippingZone: 'Canada',
      shippingAddress: TORONTO,
      status: 'pending_payment',
    });
    expect(placed.orderKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(placed.orderPath).toBe(`/order/${placed.order.orderId}?key=${placed.orderKey}`);

    const confirmation = await messageOf('order-received');
    expect(confirmation.text).toContain('Shipping (Canada): $12.00');
    expect(confirmation.text).toContain('Total: $76.00');
    expect(confirmation.text).toContain(`https://kawaii.example${placed.orderPath}`);
    expect(confirmation.text).toContain('Toronto, ON M5V 2T6');
  });

  it('ships free over the zone’s threshold', async () => {
    const doll = buildProduct(suite.app.db, { priceCents: 9000, stock: 2 });
    const response = await placeOrder(
      orderSubmissionFor([{ product: doll, quantity: 1 }], {
        total: 90,
        shippingAddress: { ...TORONTO, country: 'US', region: 'CA', city: 'Oakland' },
      }),
    );
    expect(response.status).toBe(201);
    expect(((await response.json()) as PlacedOrder).order.shipping).toBe(0);
  });

  it('refuses a country no zone covers, naming it', async () => {
    const doll = buildProduct(suite.app.db, { priceCents: 9000, stock: 2 });
    const response = await placeOrder(
      orderSubmissionFor([{ product: doll, quantity: 1 }], {
        shippingAddress: { ...TORONTO, country: 'JP', city: 'Kyoto' },
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Sorry, we don't ship to Japan yet." });
    expect(count('orders')).toBe(0);
    expect(stockOf(doll.id)).toBe(2);
  });

  it('needs a complete address from the list of countries', async () => {
    const doll = buildProduct(suite.app.db, { stock: 2 });
    const response = await placeOrder(
      orderSubmissionFor([{ product: doll, quantity: 1 }], {
        shippingAddress: { ...TORONTO, line1: ' ', country: 'Narnia' },
      }),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(body.errors).toMatchObject({
      'shippingAddress.line1': 'Address line 1 is required',
      'shippingAddress.country': 'Choose a country from the list',
    });
  });
});

describe('limits on abuse', () => {
  it('allows at most 10 of one product in an order', async () => {
    const plush = buildProduct(suite.app.db, {
      title: 'Moon Bunny',
      priceCents: 100,
      stock: 1_000_000,
    });
    for (const quantity of [11, 1_000_000]) {
      const response = await placeOrder(orderSubmissionFor([{ product: plush, quantity }]));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'You can order at most 10 of Moon Bunny' });
    }
    expect(stockOf(plush.id)).toBe(1_000_000);
  });

  it('allows at most 3 unpaid orders per email address', async () => {
    const sticker = buildProduct(suite.app.db, { priceCents: 500, stock: 50 });
    const order = (email: string) =>
      placeOrder(orderSubmissionFor([{ product: sticker, quantity: 1 }], { email, total: 17 }));
    for (let n = 0; n < 3; n += 1) expect((await order('mia@example.test')).status).toBe(201);

    const fourth = await order('MIA@example.test');
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toEqual({
      message: 'You have 3 orders waiting for payment. Pay or cancel one before ordering again.',
    });
    // This test's client is loopback, which is not counted by address (client-reservations.test).
    expect((await order('kai@example.test')).status).toBe(201);
  });
});

describe('the order page lookup', () => {
  async function placed(headers: Record<string, string> = {}): Promise<PlacedOrder> {
    const doll = buildProduct(suite.app.db, { priceCents: 4000, stock: 5 });
    const response = await placeOrder(
      orderSubmissionFor([{ product: doll, quantity: 1 }], { total: 52 }),
      headers,
    );
    expect(response.status).toBe(201);
    return (await response.json()) as PlacedOrder;
  }

  const lookup = (number: string, key?: string, headers: Record<string, string> = {}) =>
    suite.app.get(
      `/api/orders/lookup/${number}${key === undefined ? '' : `?key=${encodeURIComponent(key)}`}`,
      { headers },
    );

  it('answers the customer view with the key, and 404 to a wrong or missing key', async () => {
    const { order, orderKey } = await placed();
    const response = await lookup(order.orderId, orderKey);
    expect(response.status).toBe(200);
    const found = (await response.json()) as Order;
    expect(found).toMatchObject({ _id: order._id, total: 52, shippingAddress: TORONTO });
    expect(found).not.toHaveProperty('email');

    // The key with its last character changed (a random key may already end in 'x').
    const changed = `${orderKey.slice(0, -1)}${orderKey.endsWith('x') ? 'y' : 'x'}`;
    for (const wrong of [changed, '', undefined]) {
      const refused = await lookup(order.orderId, wrong);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({ message: 'Order not found' });
    }
    expect((await lookup('KA-99999', orderKey)).status).toBe(404);
    expect((await lookup('not-a-number', orderKey)).status).toBe(404);
  });

  it('opens for its signed-in owner without the key, and for nobody else', async () => {
    const owner = buildUser(suite.app.db);
    const ownerHeaders = await bearerFor(suite.app, owner.id);
    const { order } = await placed(ownerHeaders);
    expect((await lookup(order.orderId, undefined, ownerHeaders)).status).toBe(200);
    const stranger = await bearerFor(suite.app, buildUser(suite.app.db).id);
    expect((await lookup(order.orderId, undefined, stranger)).status).toBe(404);
  });

  it('shows the timeline with only the notes meant for the customer, and the tracking', async () => {
    const { order, orderKey } = await placed();
    const patch = (body: object) =>
      sendJson(suite.app, 'PATCH', `/api/orders/${order._id}`, body, suite.staff);
    expect(
      (await patch({ status: 'paid', note: 'Checked the bank app', visibleToCustomer: false }))
        .status,
    ).toBe(200);
    const shipped = await patch({
      status: 'shipped',
      note: 'Packed with a little bow!',
      visibleToCustomer: true,
      carrier: 'Canada Post',
      trackingNumber: 'CA 123 456',
    });
    expect(shipped.status).toBe(200);
    expect(
      ((await shipped.json()) as AdminOrder).history.map((event) => event.visibleToCustomer),
    ).toEqual([false, false, true]);

    const page = (await (await lookup(order.orderId, orderKey)).json()) as Order;
    expect(page.timeline.map(({ status, note }) => [status, note])).toEqual([
      ['pending_payment', ''],
      ['paid', ''],
      ['shipped', 'Packed with a little bow!'],
    ]);
    expect(page).toMatchObject({
      carrier: 'Canada Post',
      trackingNumber: 'CA 123 456',
      trackingUrl:
        'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=CA%20123%20456',
      expiresAt: null,
    });

    const paidEmail = await messageOf('payment-received');
    expect(paidEmail.subject).toBe(`Payment received for ${order.orderId}`);
    expect(paidEmail.text).not.toContain('Checked the bank app');
    const shippedEmail = await messageOf('order-shipped');
    expect(shippedEmail.text).toContain('Tracking number: CA 123 456');
    expect(shippedEmail.text).toContain(`Track your parcel: ${page.trackingUrl}`);
    expect(shippedEmail.text).toContain('Packed with a little bow!');
  });

  it('mails the cancellation with its reason', async () => {
    const { order } = await placed();
    const response = await sendJson(
      suite.app,
      'PATCH',
      `/api/orders/${order._id}`,
      { status: 'cancelled', note: 'The fabric ran out, sorry!', visibleToCustomer: true },
      suite.staff,
    );
    expect(response.status).toBe(200);
    const cancelled = await messageOf('order-cancelled');
    expect(cancelled.subject).toBe(`Your order ${order.orderId} was cancelled`);
    expect(cancelled.text).toContain('The fabric ran out, sorry!');
  });

  it('needs a carrier and a tracking number to mark an order shipped', async () => {
    const { order } = await placed();
    await sendJson(suite.app, 'PATCH', `/api/orders/${order._id}`, { status: 'paid' }, suite.staff);
    const response = await sendJson(
      suite.app,
      'PATCH',
      `/api/orders/${order._id}`,
      { status: 'shipped' },
      suite.staff,
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({
      carrier: 'Carrier is required',
      trackingNumber: 'Tracking number is required',
    });
  });
});
