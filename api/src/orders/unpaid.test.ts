import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANONYMOUS_VIEWER, type Viewer } from '../core/viewer.ts';
import { outboxStore } from '../mail/outbox-store.ts';
import { buildProduct } from '../test/factories.ts';
import { orderSubmissionFor } from '../test/order-factories.ts';
import { saveShopSettings } from '../test/shipping-zones.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { createServices } from '../services.ts';
import type { OrderService } from './service.ts';

const HOUR = 3_600_000;
const guest = ANONYMOUS_VIEWER;
const staff: Viewer = { userId: null, role: 'admin' };

let database: TestDatabase;
let clock: { now: Date };
let orders: OrderService;
beforeEach(() => {
  database = createTestDatabase();
  clock = { now: new Date('2026-11-23T10:00:00.000Z') };
  orders = createServices(database.db, undefined, undefined, null, {
    publicOrigin: 'https://kawaii.example',
    now: () => clock.now,
  }).orders;
  saveShopSettings(database.db, { shippingZones: [] });
});
afterEach(() => database.cleanup());

const stockOf = (id: string) =>
  (database.db.prepare('SELECT stock FROM products WHERE id = ?').get(id) as { stock: number })
    .stock;
const later = (hours: number) => new Date(Date.parse('2026-11-23T10:00:00.000Z') + hours * HOUR);
const kindsMailed = () =>
  outboxStore(database.db)
    .list({ limit: 50 })
    .map((email) => email.kind)
    .sort();

async function placeUnpaidOrder() {
  const bunny = buildProduct(database.db, { title: 'Cloud Bunny', priceCents: 3200, stock: 5 });
  const placed = await orders.place(orderSubmissionFor([{ product: bunny, quantity: 2 }]), guest);
  return { placed, bunny };
}

describe('unpaid orders', () => {
  it('expire when their time is up: stock back, "Expired", and the buyer told', async () => {
    const { placed, bunny } = await placeUnpaidOrder();
    expect(placed.order.expiresAt).toBe('2026-11-26T10:00:00.000Z');
    expect(stockOf(bunny.id)).toBe(3);
    expect(orders.reservedStock().get(bunny.id)).toBe(2);

    clock.now = later(71.9);
    expect(orders.sweepUnpaid().expired).toBe(0);
    expect(stockOf(bunny.id)).toBe(3);

    clock.now = later(72);
    expect(orders.sweepUnpaid().expired).toBe(1);
    expect(stockOf(bunny.id)).toBe(5);
    expect(orders.reservedStock().has(bunny.id)).toBe(false);
    const order = orders.lookup(placed.order.orderId, placed.orderKey, guest);
    expect(order.status).toBe('expired');
    expect(order.timeline.at(-1)).toMatchObject({
      status: 'expired',
      note: 'Not paid in time; the items went back on sale.',
      createdAt: later(72).toISOString(),
    });
    expect(kindsMailed()).toContain('order-expired');

    // Nothing happens twice.
    clock.now = later(100);
    expect(orders.sweepUnpaid().expired).toBe(0);
    expect(stockOf(bunny.id)).toBe(5);
    expect(kindsMailed().filter((kind) => kind === 'order-expired')).toHaveLength(1);
  });

  it('are reminded once after a day', async () => {
    await placeUnpaidOrder();
    clock.now = later(23.9);
    expect(orders.sweepUnpaid().reminded).toBe(0);
    clock.now = later(24);
    expect(orders.sweepUnpaid().reminded).toBe(1);
    clock.now = later(30);
    expect(orders.sweepUnpaid().reminded).toBe(0);
    expect(kindsMailed().filter((kind) => kind === 'unpaid-reminder')).toHaveLength(1);
  });

  it('follow the hours set in Settings, and a paid order never expires', async () => {
    saveShopSettings(database.db, { shippingZones: [], unpaidOrderHours: 2 });
    const { placed, bunny } = await placeUnpaidOrder();
    const second = await placeUnpaidOrder();
    orders.changeStatus(
      placed.order._id,
      { status: 'paid', note: '', visibleToCustomer: false },
      staff,
    );

    clock.now = later(2);
    expect(orders.sweepUnpaid().expired).toBe(1);
    expect(stockOf(bunny.id)).toBe(3);
    expect(stockOf(second.bunny.id)).toBe(5);
  });
});
