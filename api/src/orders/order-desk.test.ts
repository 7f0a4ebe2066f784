import { describe, expect, it } from 'vitest';
import type { AdminOrder, Order, OrderDeskPage, OrderStatus } from '@kawaii/shared';
import { bearerFor, sendJson } from '../test/account-session.ts';
import { buildProduct, buildUser } from '../test/factories.ts';
import { buildOrder, orderSubmissionFor } from '../test/order-factories.ts';
import { useStaffApp } from '../test/staff-app.ts';

const suite = useStaffApp('admin');

const stockOf = (id: string) =>
  (suite.app.db.prepare('SELECT stock FROM products WHERE id = ?').get(id) as { stock: number })
    .stock;

/** What marking an order shipped needs besides the status. */
const SHIPPING = { carrier: 'USPS', trackingNumber: '9400111899223100000000' };

const patchStatus = (id: string, body: unknown, headers = suite.staff) =>
  sendJson(suite.app, 'PATCH', `/api/orders/${id}`, body, headers);

async function listOrders(query: string): Promise<AdminOrder[]> {
  const response = await suite.app.get(`/api/orders${query}`, { headers: suite.staff });
  expect(response.status).toBe(200);
  return ((await response.json()) as OrderDeskPage).orders;
}

async function placedOrder(stock = 5, quantity = 2): Promise<{ order: Order; productId: string }> {
  const product = buildProduct(suite.app.db, { stock });
  const response = await sendJson(
    suite.app,
    'POST',
    '/api/orders',
    orderSubmissionFor([{ product, quantity }]),
  );
  expect(response.status).toBe(201);
  return { order: ((await response.json()) as { order: Order }).order, productId: product.id };
}

describe('GET /api/orders/export.csv', () => {
  it('sends every matching order as a CSV file, newest first, a line each', async () => {
    const domain = 'csv.export.example';
    const made = Array.from({ length: 3 }, (_, index) =>
      buildOrder(suite.app.db, {
        customerName: `=Csv Buyer ${index}`,
        email: `buyer${index}@${domain}`,
        createdAt: `2026-03-0${index + 1}T10:00:00.000Z`,
      }),
    );
    const response = await suite.app.get(`/api/orders/export.csv?q=${domain}`, {
      headers: suite.staff,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename=orders.csv');
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toMatch(/^"Order","Date","Status","Name","Email"/);
    expect(lines.slice(1, -1).map((line) => line.split(',')[0])).toEqual(
      made.reverse().map((order) => `"KA-${order.orderNumber}"`),
    );
    expect(lines[1]).toContain(`"'=Csv Buyer 2"`);
    expect(lines.at(-1)).toBe('');
  });
});

describe('GET /api/orders (admin desk)', () => {
  it('lists orders newest first, filtered by status and by number, name or email', async () => {
    // Their emails share a domain no other test's order has: the desk lists orders of the file's
    // other tests too, in whatever order the tests run.
    const older = buildOrder(suite.app.db, {
      customerName: 'Rosa Petal',
      email: 'rosa@petal.listing.example',
      status: 'paid',
      createdAt: '2026-02-01T10:00:00.000Z',
    });
    const newer = buildOrder(suite.app.db, {
      customerName: 'Yuki Snow',
      email: 'yuki@snow.listing.example',
      createdAt: '2026-02-02T10:00:00.000Z',
    });
    const ids = (orders: AdminOrder[]) => orders.map((order) => order._id);

    expect(ids(await listOrders('?q=listing.example'))).toEqual([newer.id, older.id]);
    expect(ids(await listOrders('?q=listing.example&status=paid'))).toEqual([older.id]);
    expect(ids(await listOrders('?q=petal'))).toEqual([older.id]);
    expect(ids(await listOrders('?q=SNOW.listing'))).toEqual([newer.id]);
    expect(ids(await listOrders(`?q=ka-${newer.orderNumber}`))).toEqual([newer.id]);
    expect(ids(await listOrders('?q=petal&status=pending_payment'))).toEqual([]);
  });

  it('shows the admin view: contact details and history', async () => {
    const customer = buildUser(suite.app.db);
    const order = buildOrder(suite.app.db, {
      userId: customer.id,
      customerName: 'Mina',
      contact: '@mina',
      contactType: 'telegram',
      message: 'Gift wrap please',
    });
    const [listed] = await listOrders(`?q=KA-${order.orderNumber}`);
    expect(listed).toMatchObject({
      userId: customer.id,
      name: 'Mina',
      contact: '@mina',
      contactType: 'telegram',
      message: 'Gift wrap please',
      paymentMethod: 'zelle',
      history: [
        {
          status: 'pending_payment',
          note: '',
          visibleToCustomer: false,
          createdAt: order.createdAt,
        },
      ],
    });
  });

  it('is for staff only', async () => {
    expect((await suite.app.get('/api/orders')).status).toBe(401);
    const customer = await bearerFor(suite.app, buildUser(suite.app.db).id);
    expect((await suite.app.get('/api/orders', { headers: customer })).status).toBe(403);
    expect(
      (await patchStatus(buildOrder(suite.app.db).id, { status: 'paid' }, customer)).status,
    ).toBe(403);
  });

  it('refuses an unknown status filter', async () => {
    const response = await suite.app.get('/api/orders?status=lost', { headers: suite.staff });
    expect(response.status).toBe(400);
  });
});

describe('GET /api/orders/:id', () => {
  it("never shows a user another user's order, nor a guest order", async () => {
    const owner = buildUser(suite.app.db);
    const stranger = await bearerFor(suite.app, buildUser(suite.app.db).id);
    const owned = buildOrder(suite.app.db, { userId: owner.id });
    const guest = buildOrder(suite.app.db);

    for (const id of [owned.id, guest.id, 'no-such-order']) {
      const response = await suite.app.get(`/api/orders/${id}`, { headers: stranger });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Order not found' });
    }
    const mine = await suite.app.get(`/api/orders/${owned.id}`, {
      headers: await bearerFor(suite.app, owner.id),
    });
    expect(mine.status).toBe(200);
    expect(await mine.json()).not.toHaveProperty('email');
    expect((await suite.app.get(`/api/orders/${owned.id}`)).status).toBe(401);
  });

  it('shows staff any order, in the admin view', async () => {
    const order = buildOrder(suite.app.db, { email: 'someone@example.test' });
    const response = await suite.app.get(`/api/orders/${order.id}`, { headers: suite.staff });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ _id: order.id, email: 'someone@example.test' });
  });
});

describe('PATCH /api/orders/:id', () => {
  it('follows the workflow, recording each move with its note', async () => {
    const { order } = await placedOrder();
    for (const [status, note] of [
      ['paid', 'Zelle payment received'],
      ['shipped', 'USPS 9400'],
      ['delivered', ''],
    ] as const) {
      const response = await patchStatus(order._id, { status, note, ...SHIPPING });
      expect(response.status).toBe(200);
      expect(((await response.json()) as AdminOrder).status).toBe(status);
    }
    const [stored] = await listOrders(`?q=${order.orderId}`);
    expect(stored!.history.map(({ status, note }) => [status, note])).toEqual([
      ['pending_payment', ''],
      ['paid', 'Zelle payment received'],
      ['shipped', 'USPS 9400'],
      ['delivered', ''],
    ]);
  });

  it('records the admin as the actor of a move', async () => {
    const adminUser = buildUser(suite.app.db, { role: 'admin' });
    const { order } = await placedOrder();
    await patchStatus(order._id, { status: 'paid' }, await bearerFor(suite.app, adminUser.id));
    const actors = suite.app.db
      .prepare('SELECT status, actor_id FROM order_status_events WHERE order_id = ? ORDER BY id')
      .all(order._id);
    expect(actors).toEqual([
      { status: 'pending_payment', actor_id: null },
      { status: 'paid', actor_id: adminUser.id },
    ]);
  });

  it.each<[OrderStatus, OrderStatus, string]>([
    [
      'pending_payment',
      'shipped',
      'An order that is Awaiting Payment cannot be changed to Shipped',
    ],
    [
      'pending_payment',
      'delivered',
      'An order that is Awaiting Payment cannot be changed to Delivered',
    ],
    ['paid', 'pending_payment', 'An order that is Paid cannot be changed to Awaiting Payment'],
    ['delivered', 'cancelled', 'An order that is Delivered cannot be changed to Cancelled'],
    ['cancelled', 'paid', 'An order that is Cancelled cannot be changed to Paid'],
    ['shipped', 'shipped', 'This order is already Shipped'],
  ])('refuses %s -> %s with a clear message', async (from, to, message) => {
    const order = buildOrder(suite.app.db, { status: from });
    const response = await patchStatus(order.id, { status: to, ...SHIPPING });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message });
    const [stored] = await listOrders(`?q=KA-${order.orderNumber}`);
    expect(stored!.status).toBe(from);
    expect(stored!.history).toHaveLength(1);
  });

  it.each<OrderStatus>(['pending_payment', 'paid', 'shipped'])(
    'cancels from %s and puts the stock back',
    async (from) => {
      const { order, productId } = await placedOrder(5, 2);
      if (from !== 'pending_payment') await patchStatus(order._id, { status: 'paid' });
      if (from === 'shipped') {
        expect((await patchStatus(order._id, { status: 'shipped', ...SHIPPING })).status).toBe(200);
      }
      expect(stockOf(productId)).toBe(3);

      const response = await patchStatus(order._id, { status: 'cancelled', note: 'Out of thread' });

      expect(response.status).toBe(200);
      expect(((await response.json()) as AdminOrder).status).toBe('cancelled');
      expect(stockOf(productId)).toBe(5);
    },
  );

  it('answers 404 for an unknown order and 400 for an unknown status', async () => {
    expect((await patchStatus('no-such-order', { status: 'paid' })).status).toBe(404);
    const order = buildOrder(suite.app.db);
    expect((await patchStatus(order.id, { status: 'lost' })).status).toBe(400);
  });
});
