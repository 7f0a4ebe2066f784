import { describe, expect, it } from 'vitest';
import type { AdminOrder, Order, RewardTransaction } from '@kawaii/shared';
import { createServices } from '../services.ts';
import { createStores } from '../stores.ts';
import { bearerFor, sendJson } from '../test/account-session.ts';
import { buildProduct, buildUser } from '../test/factories.ts';
import { orderSubmissionFor } from '../test/order-factories.ts';
import { useStaffApp } from '../test/staff-app.ts';

const suite = useStaffApp('admin');

const balanceOf = (userId: string) =>
  (
    suite.app.db.prepare('SELECT reward_points FROM users WHERE id = ?').get(userId) as {
      reward_points: number;
    }
  ).reward_points;

const ledgerOf = (userId: string) =>
  suite.app.db
    .prepare(
      'SELECT type, amount, description, credit_key FROM reward_transactions WHERE user_id = ? ORDER BY rowid',
    )
    .all(userId) as { type: string; amount: number; description: string; credit_key: string }[];

// Marking as shipped needs the carrier and tracking number; the other moves ignore them.
const patchStatus = (id: string, status: string) =>
  sendJson(
    suite.app,
    'PATCH',
    `/api/orders/${id}`,
    { status, carrier: 'USPS', trackingNumber: '9400111899223100000000' },
    suite.staff,
  );

/** A customer (registered long ago: no Early Bird) with a $77.50 order awaiting payment. */
async function customerWithOrder(signedIn = true) {
  const customer = buildUser(suite.app.db, { createdAt: '2025-01-01T00:00:00.000Z' });
  const product = buildProduct(suite.app.db, { priceCents: 1550, stock: 10 });
  const headers = signedIn ? await bearerFor(suite.app, customer.id) : {};
  const response = await sendJson(
    suite.app,
    'POST',
    '/api/orders',
    orderSubmissionFor([{ product, quantity: 5 }]),
    headers,
  );
  expect(response.status).toBe(201);
  const { order } = (await response.json()) as { order: Order };
  return { customer, order, headers };
}

describe('points for paid orders', () => {
  it('credits a point per whole dollar when the order is paid, once', async () => {
    const { customer, order, headers } = await customerWithOrder();

    const paid = await patchStatus(order._id, 'paid');
    expect(paid.status).toBe(200);
    const paidOrder = (await paid.json()) as AdminOrder;
    expect(paidOrder.rewardPointsEarned).toBe(77);
    expect(paidOrder.achievements).toEqual(['first-order']);

    // A move the order cannot make is a conflict with its state (409), as on the desk.
    const again = await patchStatus(order._id, 'paid');
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'This order is already Paid' });

    await patchStatus(order._id, 'shipped');
    await patchStatus(order._id, 'delivered');

    // Running the credit logic once more, as a retried request would, changes nothing.
    const record = createStores(suite.app.db).orders.findById(order._id)!;
    const services = createServices(suite.app.db);
    services.rewards.creditPaidOrder(record, new Date().toISOString());
    services.achievements.unlockEarned(customer.id, order._id, new Date().toISOString());

    expect(ledgerOf(customer.id)).toEqual([
      {
        type: 'earned',
        amount: 77,
        description: `Points for order ${order.orderId}`,
        credit_key: `order:${order._id}:earned`,
      },
      {
        type: 'achievement',
        amount: 50,
        description: 'Achievement unlocked: First Treasure',
        credit_key: 'achievement:first-order',
      },
    ]);
    expect(balanceOf(customer.id)).toBe(127);

    const own = await suite.app.get(`/api/orders/${order._id}`, { headers });
    expect(await own.json()).toMatchObject({
      status: 'delivered',
      rewardPointsEarned: 77,
      achievements: ['first-order'],
    });
  });

  it('takes the points back when a paid order is cancelled; achievements stay', async () => {
    const { customer, order } = await customerWithOrder();
    await patchStatus(order._id, 'paid');
    expect(balanceOf(customer.id)).toBe(77 + 50);

    const cancelled = await patchStatus(order._id, 'cancelled');

    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()) as AdminOrder).toMatchObject({
      status: 'cancelled',
      rewardPointsEarned: 0,
      achievements: ['first-order'],
    });
    expect(ledgerOf(customer.id).at(-1)).toEqual({
      type: 'spent',
      amount: -77,
      description: `Points taken back: order ${order.orderId} was cancelled`,
      credit_key: `order:${order._id}:reversed`,
    });
    expect(balanceOf(customer.id)).toBe(50);
  });

  it('moves no points when an unpaid order is cancelled', async () => {
    const { customer, order } = await customerWithOrder();
    expect((await patchStatus(order._id, 'cancelled')).status).toBe(200);
    expect(ledgerOf(customer.id)).toEqual([]);
    expect(balanceOf(customer.id)).toBe(0);
  });

  it('gives guest orders no points', async () => {
    const { order } = await customerWithOrder(false);
    const paid = await patchStatus(order._id, 'paid');
    expect(((await paid.json()) as AdminOrder).rewardPointsEarned).toBe(0);
    const rows = suite.app.db
      .prepare('SELECT COUNT(*) AS n FROM reward_transactions WHERE order_id = ?')
      .get(order._id) as { n: number };
    expect(rows.n).toBe(0);
  });
});

describe('GET /api/reward-points/history', () => {
  async function history(userId: string, query = '') {
    const response = await suite.app.get(`/api/reward-points/history${query}`, {
      headers: await bearerFor(suite.app, userId),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as {
      transactions: RewardTransaction[];
      pagination: { page: number; limit: number; total: number; pages: number };
    };
  }

  it("lists the user's own transactions newest first", async () => {
    const { customer, order } = await customerWithOrder();
    await patchStatus(order._id, 'paid');
    buildUser(suite.app.db); // someone else, whose entries must not show

    const { transactions, pagination } = await history(customer.id);

    expect(transactions.map(({ type, amount }) => [type, amount])).toEqual([
      ['achievement', 50],
      ['earned', 77],
    ]);
    expect(Object.keys(transactions[0]!).sort()).toEqual([
      '_id',
      'amount',
      'createdAt',
      'description',
      'type',
    ]);
    expect(pagination).toEqual({ page: 1, limit: 10, total: 2, pages: 1 });
  });

  it('pages through the history and caps the page size at 100', async () => {
    const user = buildUser(suite.app.db);
    const other = buildUser(suite.app.db);
    const insert = suite.app.db.prepare(
      `INSERT INTO reward_transactions (id, user_id, type, amount, description, credit_key, created_at)
       VALUES (?, ?, 'bonus', ?, 'Test', ?, ?)`,
    );
    for (let n = 1; n <= 105; n++) {
      const at = new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString();
      insert.run(`tx-${n}`, user.id, n, `test:${n}`, at);
    }
    insert.run('tx-other', other.id, 1, 'test:other', '2026-06-01T00:00:00.000Z');

    const third = await history(user.id, '?page=3&limit=10');
    expect(third.transactions.map((entry) => entry.amount)).toEqual([
      85, 84, 83, 82, 81, 80, 79, 78, 77, 76,
    ]);
    expect(third.pagination).toEqual({ page: 3, limit: 10, total: 105, pages: 11 });

    const capped = await history(user.id, '?limit=500');
    expect(capped.transactions).toHaveLength(100);
    expect(capped.pagination).toEqual({ page: 1, limit: 100, total: 105, pages: 2 });

    const beyond = await history(user.id, '?page=12');
    expect(beyond.transactions).toEqual([]);

    const others = await history(other.id);
    expect(others.transactions.map((entry) => entry._id)).toEqual(['tx-other']);
  });

  it('needs a signed-in user and a sensible page', async () => {
    expect((await suite.app.get('/api/reward-points/history')).status).toBe(401);
    const headers = await bearerFor(suite.app, buildUser(suite.app.db).id);
    const response = await suite.app.get('/api/reward-points/history?page=0', { headers });
    expect(response.status).toBe(400);
  });
});
