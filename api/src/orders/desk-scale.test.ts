// The order desk at 10,000 orders: a page costs the same few queries whatever the shop's size
// (no query per order), and answers quickly.

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newOrderKey } from './placement.ts';
import { createOrderStore, type OrderRecord } from './store.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { TORONTO } from '../test/order-factories.ts';
import { createServices } from '../services.ts';

const ORDERS = 10_000;
let database: TestDatabase;

beforeAll(() => {
  database = createTestDatabase();
  const store = createOrderStore(database.db);
  const statuses = ['pending_payment', 'paid', 'shipped', 'delivered', 'cancelled'] as const;
  database.db.transaction(() => {
    for (let n = 0; n < ORDERS; n += 1) {
      const createdAt = new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();
      const order: OrderRecord = {
        id: `order-${n}`,
        orderNumber: 10042 + n,
        userId: null,
        status: statuses[n % statuses.length]!,
        customerName: `Customer ${n}`,
        email: `customer${n}@example.test`,
        contact: `customer${n}@example.test`,
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
        visibleToCustomer: false,
        actorId: null,
        createdAt,
      };
      store.insert(order, [item], [event]);
    }
  })();
}, 120_000);
afterAll(() => database.cleanup());

/** Counts the statements run while `work` runs, by watching better-sqlite3's Statement. */
function countQueries<T>(work: () => T): { result: T; queries: number } {
  const statement = Object.getPrototypeOf(database.db.prepare('SELECT 1')) as Record<
    'all' | 'get' | 'run' | 'iterate',
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

describe('GET /api/orders at 10,000 orders', () => {
  const orders = () => createServices(database.db).orders;

  it('reads a page of 50 with a handful of queries, not one per order', () => {
    const service = orders();
    service.list({}); // prepares the statements of this filter once
    const { result: page, queries } = countQueries(() => service.list({}));
    expect(page.orders).toHaveLength(50);
    expect(page.orders[0]!.orderId).toBe(`KA-${10042 + ORDERS - 1}`);
    expect(page.orders[0]!.items).toHaveLength(1);
    expect(page.counts).toEqual({
      pending_payment: 2000,
      paid: 2000,
      shipped: 2000,
      delivered: 2000,
      cancelled: 2000,
      expired: 0,
    });
    expect(queries).toBeLessThanOrEqual(5);

    const { result: filtered, queries: filteredQueries } = countQueries(() =>
      service.list({ status: 'paid', cursor: page.nextCursor! }),
    );
    expect(filtered.orders.every((order) => order.status === 'paid')).toBe(true);
    expect(filteredQueries).toBeLessThanOrEqual(5);
  });

  it('walks every page with the cursor, each order once', () => {
    const service = orders();
    const seen = new Set<string>();
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = service.list({ status: 'shipped', cursor, limit: 100 });
      for (const order of page.orders) seen.add(order._id);
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor);
    expect(seen.size).toBe(2000);
    expect(pages).toBe(20);
  });

  it('answers a page quickly', () => {
    const service = orders();
    service.list({});
    const started = performance.now();
    for (let n = 0; n < 5; n += 1) service.list({ q: 'customer' });
    // Generous for a busy machine; a query per order (10,000 of them) takes far longer.
    expect((performance.now() - started) / 5).toBeLessThan(250);
  });
});
