// The order desk at 10,000 orders: a page costs the same few queries whatever the shop's size
// (no query per order), and each of them reads the orders through an index instead of sorting the
// whole table. Both are counted, not timed, so a busy machine cannot make them pass or fail.

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
        visibleToCustomer: false,
        actorId: null,
        createdAt,
      };
      store.insert(order, [item], [event]);
    }
  })();
}, 120_000);
afterAll(() => database.cleanup());

interface RunStatement {
  source: string;
  params: unknown[];
}

/** The statements run while `work` runs, with their parameters, by watching better-sqlite3's Statement. */
function watchQueries<T>(work: () => T): { result: T; statements: RunStatement[] } {
  const statement = Object.getPrototypeOf(database.db.prepare('SELECT 1')) as Record<
    'all' | 'get' | 'run' | 'iterate',
    (...args: unknown[]) => unknown
  >;
  const spies = (['all', 'get', 'run', 'iterate'] as const).map((method) =>
    vi.spyOn(statement, method),
  );
  try {
    const result = work();
    const statements = spies.flatMap((spy) =>
      spy.mock.contexts.map((context, call) => ({
        source: (context as { source: string }).source,
        params: spy.mock.calls[call]!,
      })),
    );
    return { result, statements };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

function countQueries<T>(work: () => T): { result: T; queries: number } {
  const { result, statements } = watchQueries(work);
  return { result, queries: statements.length };
}

/** SQLite's plan for one statement, one line per step. */
function planOf({ source, params }: RunStatement): string[] {
  return database.db
    .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${source}`)
    .all(...params)
    .map((step) => step.detail);
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
      partially_paid: 0,
      paid: 2000,
      shipped: 2000,
      delivered: 2000,
      cancelled: 2000,
      expired: 0,
    });
    // None of the 2,000 cancelled orders was paid, so none owes a refund.
    expect(page.refundDueCount).toBe(0);
    // One query each: the page, its lines, histories, achievements, payments, refunds, counts,
    // and on the first page the cancelled orders owing a refund.
    expect(queries).toBeLessThanOrEqual(8);

    const { result: filtered, queries: filteredQueries } = countQueries(() =>
      service.list({ status: 'paid', cursor: page.nextCursor! }),
    );
    expect(filtered.orders.every((order) => order.status === 'paid')).toBe(true);
    expect(filteredQueries).toBeLessThanOrEqual(7);
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

  // The few rows read per order (items, history, achievements) may be sorted, and so may orders
  // placed in the same millisecond (SQLite's "LAST TERM OF ORDER BY"); the orders as a whole never.
  it('reads the orders through an index, sorting none of them and scanning no whole table', () => {
    const service = orders();
    const first = service.list({});
    for (const filter of [{}, { status: 'paid' as const }, { cursor: first.nextCursor! }]) {
      const { statements } = watchQueries(() => service.list(filter));
      const pageQueries = statements.filter(({ source }) => /FROM orders\b/.test(source));
      expect(pageQueries.length).toBeGreaterThan(0);
      for (const query of statements) {
        const plan = planOf(query);
        if (pageQueries.includes(query)) {
          expect(plan.filter((step) => /TEMP B-TREE FOR ORDER BY/.test(step))).toEqual([]);
        }
        expect(
          plan.filter((step) => /^SCAN (orders|order_items|order_status_events)$/.test(step)),
        ).toEqual([]);
      }
    }
  });

  it('finds an order by number, email or name through the indexes, scanning no order', () => {
    const service = orders();
    const searches = [
      { q: 'KA-15042', expect: 'customer5000@example.test' },
      { q: '15042', expect: 'customer5000@example.test' },
      { q: 'customer7777@example', expect: 'customer7777@example.test' },
      { q: 'CUSTOMER 4321', expect: 'customer4321@example.test' },
    ];
    for (const search of searches) {
      const { result, statements } = watchQueries(() => service.list({ q: search.q }));
      expect(result.orders.map((order) => order.email)).toContain(search.expect);
      for (const query of statements) {
        expect(planOf(query).filter((step) => /^SCAN orders\b/.test(step))).toEqual([]);
      }
    }
  });
});

describe('GET /api/orders/export.csv at 10,000 orders', () => {
  it('comes in batches of a few hundred orders, each read only once the one before was taken', () => {
    const csv = createServices(database.db).orders.exportCsv({});
    const header = csv.next();
    expect(header.value).toMatch(/^"Order","Date","Status"/);
    const { result: first, queries } = countQueries(() => csv.next());
    expect(queries).toBeLessThanOrEqual(3);
    const lines = (first.value as string).split('\r\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(50);
    expect(lines.length).toBeLessThanOrEqual(500);
    expect(lines[0]).toMatch(new RegExp(`^"KA-${10042 + ORDERS - 1}"`));
    let total = lines.length;
    for (let next = csv.next(); !next.done; next = csv.next()) {
      total += (next.value as string).split('\r\n').filter(Boolean).length;
    }
    expect(total).toBe(ORDERS);
  });
});
