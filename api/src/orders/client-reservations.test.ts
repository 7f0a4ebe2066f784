// One visitor must not be able to hold the shop's stock: unpaid orders are limited per client
// address (behind TRUST_PROXY, the forwarded client) and per account, not per typed email, and
// staff can see and release what one address holds.
import { describe, expect, it } from 'vitest';
import {
  TOO_MANY_UNPAID_ORDERS,
  tooManyReservedUnitsMessage,
  type ClientReservations,
  type ReservationsReleased,
} from '@kawaii/shared';
import { parseTrustProxy } from '../http/trust-proxy.ts';
import { signedIn } from '../test/auth.ts';
import { buildProduct } from '../test/factories.ts';
import { orderSubmissionFor } from '../test/order-factories.ts';
import { useStaffApp } from '../test/staff-app.ts';
import type { ProductRecord } from '../products/store.ts';

const suite = useStaffApp('admin', {
  perTest: true,
  customer: true,
  config: { trustProxy: parseTrustProxy('loopback') },
});

function order(
  from: string,
  product: ProductRecord,
  quantity: number,
  email: string,
  headers: Record<string, string> = {},
) {
  const submission = orderSubmissionFor([{ product, quantity }], { email, contact: email });
  return suite.app.get('/api/orders', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from, ...headers },
    body: JSON.stringify(submission),
  });
}

const stockOf = (id: string) =>
  (suite.app.db.prepare('SELECT stock FROM products WHERE id = ?').get(id) as { stock: number })
    .stock;

const HOARDER = '203.0.113.9';

describe('reservations per client', () => {
  it('refuses a fourth unpaid order from one address, whatever email it types', async () => {
    const plush = buildProduct(suite.app.db, { priceCents: 1000, stock: 100 });
    for (let n = 1; n <= 3; n++) {
      expect((await order(HOARDER, plush, 1, `made-up-${n}@example.test`)).status).toBe(201);
    }
    const fourth = await order(HOARDER, plush, 1, 'made-up-4@example.test');
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toEqual({ message: TOO_MANY_UNPAID_ORDERS });
    expect(stockOf(plush.id)).toBe(97);
    // Another client is not held back.
    expect((await order('198.51.100.7', plush, 1, 'mia@example.test')).status).toBe(201);
  });

  it('refuses an order that would make one address hold more than 10 units', async () => {
    const a = buildProduct(suite.app.db, { priceCents: 1000, stock: 100 });
    const b = buildProduct(suite.app.db, { priceCents: 1000, stock: 100 });
    expect((await order(HOARDER, a, 6, 'one@example.test')).status).toBe(201);
    const over = await order(HOARDER, b, 5, 'two@example.test');
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({ message: tooManyReservedUnitsMessage(6, 5) });
    expect(stockOf(b.id)).toBe(100);
    expect((await order(HOARDER, b, 4, 'two@example.test')).status).toBe(201);
    expect(tooManyReservedUnitsMessage(6, 5)).toBe(
      'Orders waiting for payment can hold at most 10 items at a time, and this one has 5. Your orders waiting for payment already hold 6 items. Pay or cancel an order, or order fewer items.',
    );
  });

  it('counts a signed-in account from every address', async () => {
    const plush = buildProduct(suite.app.db, { priceCents: 1000, stock: 100 });
    const { headers } = suite.customer;
    for (const n of [1, 2, 3]) {
      expect((await order(`192.0.2.${n}`, plush, 1, 'me@example.test', headers)).status).toBe(201);
    }
    const fourth = await order('192.0.2.4', plush, 1, `other@example.test`, headers);
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toEqual({ message: TOO_MANY_UNPAID_ORDERS });
  });

  it('lets staff see and release what one address holds; then it may order again', async () => {
    const plush = buildProduct(suite.app.db, { priceCents: 1250, stock: 20 });
    for (const n of [1, 2, 3])
      expect((await order(HOARDER, plush, n, `h${n}@x.test`)).status).toBe(201);
    expect((await order('198.51.100.7', plush, 2, 'mia@example.test')).status).toBe(201);
    expect(stockOf(plush.id)).toBe(12);

    const seen = await suite.app.get(`/api/orders/reservations?address=${HOARDER}`, {
      headers: suite.staff,
    });
    expect(seen.status).toBe(200);
    const reservations = (await seen.json()) as ClientReservations;
    expect(reservations.address).toBe(HOARDER);
    expect(reservations.units).toBe(6);
    expect(reservations.orders.map((held) => [held.email, held.units, held.total])).toEqual([
      ['h1@x.test', 1, 12.5],
      ['h2@x.test', 2, 25],
      ['h3@x.test', 3, 37.5],
    ]);
    const desk = await suite.app.get(`/api/orders/${reservations.orders[0]!._id}`, {
      headers: suite.staff,
    });
    expect(await desk.json()).toMatchObject({ clientAddress: HOARDER });

    const release = (body: unknown, headers = suite.staff) =>
      suite.app.get('/api/orders/reservations/release', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    // Customers may not; bad input is a 400 that changes nothing.
    expect((await release({ address: HOARDER }, suite.customer.headers)).status).toBe(403);
    for (const bad of [{}, { address: 'not-an-address' }, { address: 42 }]) {
      expect((await release(bad)).status).toBe(400);
    }
    expect(
      (await suite.app.get('/api/orders/reservations?address=x', { headers: suite.staff })).status,
    ).toBe(400);
    expect(stockOf(plush.id)).toBe(12);

    const released = await release({ address: HOARDER });
    expect(released.status).toBe(200);
    expect((await released.json()) as ReservationsReleased).toEqual({
      address: HOARDER,
      released: 3,
      units: 6,
    });
    expect(stockOf(plush.id)).toBe(18);
    expect((await release({ address: HOARDER })).status).toBe(200);
    expect(stockOf(plush.id)).toBe(18);
    expect((await order(HOARDER, plush, 1, 'h1@x.test')).status).toBe(201);
  });

  it('does not count a loopback client by address: that is a proxy or the artist', async () => {
    const plush = buildProduct(suite.app.db, { priceCents: 1000, stock: 100 });
    for (let n = 1; n <= 5; n++) {
      expect((await order('127.0.0.1', plush, 1, `local-${n}@example.test`)).status).toBe(201);
    }
    const other = await signedIn(suite.app);
    expect((await order('127.0.0.1', plush, 1, 'x@example.test', other.headers)).status).toBe(201);
  });
});
