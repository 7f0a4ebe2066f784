// A customer with 200 orders: the dashboard answers the newest 20 with the count, and the history
// reads older ones a page at a time. Its cost is the same few queries whatever the number of
// orders (no query per order): counted, not timed, so a busy machine cannot make it pass or fail.

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServices } from '../services.ts';
import { buildUser } from '../test/factories.ts';
import { TORONTO } from '../test/order-factories.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { newOrderKey } from '../orders/placement.ts';
import { MY_ORDERS_PAGE_SIZE } from '../orders/service.ts';
import { createOrderStore, type OrderRecord } from '../orders/store.ts';

const ORDERS = 200;
let database: TestDatabase;
let userId: string;

beforeAll(() => {
  database = createTestDatabase();
  userId = buildUser(database.db, { name: 'Loyal Lulu' }).id;
  const store = createOrderStore(database.db);
  database.db.transaction(() => {
    for (let n = 0; n < ORDERS; n += 1) {
      // Two orders share each moment: the cursor's tie-break on the number is walked as well.
      const createdAt = new Date(Date.UTC(2026, 0, 1) + Math.floor(n / 2) * 60_000).toISOString();
      const order: OrderRecord = {
        id: `order-${n}`,
        orderNumber: 10042 + n,
        userId,
        status: 'delivered',
        customerName: 'Loyal Lulu',
        email: 'lulu@example.test',
        contact: 'lulu@example.test',
        contactType: 'email',
        message: '',
        paymentMethod: 'zelle',
        totalCents: 3200,
        rewardPointsEarned: 0,
        paidAt: null,
        createdAt,
        updatedAt: createdAt,
        orderKey: newOrderKey(),
        shippingAddress: TORONTO,
        shippingCents: 0,
        shippingZone: null,
        carrier: null,
        trackingNumber: null,
        trackingUrl: null,
        expiresAt: null,
        reminderSentAt: null,
        discountCents: 0,
        rewardCode: null,
        promoCode: null,
        promoDiscountCents: 0,
        taxCents: 0,
        taxIncluded: false,
        taxName: null,
        taxRegion: null,
      };
      const item = {
        productId: null,
        title: 'Cloud Bunny',
        image: null,
        priceCents: 1600,
        discountPriceCents: null,
        quantity: 2,
      };
      const event = {
        status: order.status,
        note: '',
        visibleToCustomer: true,
        actorId: null,
        createdAt,
      };
      store.insert(order, [item], [event]);
    }
  })();
}, 60_000);
afterAll(() => database.cleanup());

/** How many statements run while `work` runs (better-sqlite3's Statement methods, watched). */
function countQueries<T>(work: () => T): { result: T; queries: number } {
  const statement = Object.getPrototypeOf(database.db.prepare('SELECT 1')) as Record<
    'all' | 'get' | 'run' | 'iterate' | 'pluck',
    (...args: unknown[]) => unknown
  >;
  const spies = (['all', 'get', 'run', 'iterate'] as const).map((method) =>
    vi.spyOn(statement, method),
  );
  try {
    const result = work();
    return { result, queries: spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0) };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

describe('the dashboard of a customer with 200 orders', () => {
  const services = () => createServices(database.db);

  it('answers the newest page and the count with a few queries, not a few per order', () => {
    const { account } = services();
    account.dashboard(userId); // prepares the statements once
    const { result: dashboard, queries } = countQueries(() => account.dashboard(userId));
    expect(dashboard.orders).toHaveLength(MY_ORDERS_PAGE_SIZE);
    expect(dashboard.orderCount).toBe(ORDERS);
    expect(dashboard.orders[0]!.orderId).toBe(`KA-${10042 + ORDERS - 1}`);
    expect(dashboard.orders[0]!.items).toHaveLength(1);
    expect(dashboard.ordersNextCursor).not.toBeNull();
    // The account, the page, its lines, histories, achievements, payments, refunds, the count,
    // the achievement lists: the same whatever the number of orders.
    expect(queries).toBeLessThanOrEqual(14);
  });

  it('reads the older orders a page at a time, each once, newest first', () => {
    const { account } = services();
    const first = account.dashboard(userId);
    const seen = first.orders.map((order) => order.orderId);
    let cursor: string | null = first.ordersNextCursor;
    let pages = 1;
    while (cursor !== null) {
      const query = { cursor };
      const { result: page, queries } = countQueries(() => account.myOrders(userId, query));
      expect(queries).toBeLessThanOrEqual(7);
      seen.push(...page.orders.map((order) => order.orderId));
      cursor = page.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(ORDERS / MY_ORDERS_PAGE_SIZE);
    expect(new Set(seen).size).toBe(ORDERS);
    const numbers = seen.map((id) => Number(id.slice(3)));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  });
});
