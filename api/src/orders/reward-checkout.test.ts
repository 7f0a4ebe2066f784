import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fromCents, type OrderSubmission, type RedeemOption } from '@kawaii/shared';
import { ANONYMOUS_VIEWER, type Viewer } from '../core/viewer.ts';
import { outboxStore } from '../mail/outbox-store.ts';
import { createServices, type Services } from '../services.ts';
import { buildProduct, buildUser } from '../test/factories.ts';
import { orderSubmissionFor, TORONTO, type CartLine } from '../test/order-factories.ts';
import { saveShopSettings } from '../test/shipping-zones.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { createWishlistStore } from '../wishlist/store.ts';

const HOUR = 3_600_000;
const START = Date.parse('2026-11-23T10:00:00.000Z');
const staff: Viewer = { userId: null, role: 'admin' };
const US_ADDRESS = {
  ...TORONTO,
  city: 'Portland',
  region: 'OR',
  postalCode: '97201',
  country: 'US',
};

let database: TestDatabase;
let clock: { now: Date };
let services: Services;
beforeEach(() => {
  database = createTestDatabase();
  clock = { now: new Date(START) };
  services = createServices(database.db, undefined, undefined, null, {
    publicOrigin: 'https://kawaii.example',
    now: () => clock.now,
  });
  // The US zone: $6.00, free over $80.
  saveShopSettings(database.db);
});
afterEach(() => database.cleanup());

const balanceOf = (userId: string) =>
  (
    database.db.prepare('SELECT reward_points FROM users WHERE id = ?').get(userId) as {
      reward_points: number;
    }
  ).reward_points;
const stockOf = (id: string) =>
  (database.db.prepare('SELECT stock FROM products WHERE id = ?').get(id) as { stock: number })
    .stock;
const lastLedgerEntry = (userId: string) =>
  database.db
    .prepare(
      'SELECT type, amount, description FROM reward_transactions WHERE user_id = ? ORDER BY rowid DESC LIMIT 1',
    )
    .get(userId);

/** A customer with `points`, who redeems them for `option` and answers the code. */
function customerWithCode(option: RedeemOption['id'], points = 2500) {
  const customer = buildUser(database.db, { rewardPoints: points });
  const viewer: Viewer = { userId: customer.id, role: 'user' };
  const { code } = services.redemption.redeem(customer.id, option);
  return { customer, viewer, code: code.code };
}

/** What the cart sends to a US address: the items, $6 shipping unless over $80, and `total`. */
function submission(lines: CartLine[], totalCents: number, rewardCode?: string): OrderSubmission {
  return {
    ...orderSubmissionFor(lines),
    shippingAddress: US_ADDRESS,
    total: fromCents(totalCents),
    ...(rewardCode === undefined ? {} : { rewardCode }),
  };
}

const cancel = (orderId: string) =>
  services.orders.changeStatus(
    orderId,
    { status: 'cancelled', note: '', visibleToCustomer: false },
    staff,
  );

describe('a $5 code at checkout', () => {
  it('takes $5 off, is used up by the order, and shows on it', async () => {
    const { customer, viewer, code } = customerWithCode('discount-5', 600);
    const bunny = buildProduct(database.db, { priceCents: 3200, stock: 4 });
    // $32 + $6 shipping - $5
    const placed = await services.orders.place(
      submission([{ product: bunny, quantity: 1 }], 3300, code.toLowerCase()),
      viewer,
    );
    expect(placed.order).toMatchObject({ total: 33, shipping: 6, discount: 5, rewardCode: code });
    expect(services.redemption.find(customer.id, code)).toMatchObject({
      status: 'used',
      usedOn: placed.order.orderId,
    });
    expect(balanceOf(customer.id)).toBe(100);

    const again = services.orders.place(
      submission([{ product: bunny, quantity: 1 }], 3300, code),
      viewer,
    );
    await expect(again).rejects.toMatchObject({
      status: 400,
      message: 'This reward code has already been used',
    });
    expect(stockOf(bunny.id)).toBe(3);
  });

  it('never takes off more than the items cost', async () => {
    const { viewer, code } = customerWithCode('discount-5');
    const sticker = buildProduct(database.db, { priceCents: 300, stock: 4 });
    const placed = await services.orders.place(
      submission([{ product: sticker, quantity: 1 }], 600, code),
      viewer,
    );
    expect(placed.order).toMatchObject({ total: 6, discount: 3 });
  });

  it('refuses a total that leaves the code out, and keeps the code ready', async () => {
    const { customer, viewer, code } = customerWithCode('discount-5');
    const bunny = buildProduct(database.db, { priceCents: 3200, stock: 4 });
    const placing = services.orders.place(
      submission([{ product: bunny, quantity: 1 }], 3800, code),
      viewer,
    );
    await expect(placing).rejects.toMatchObject({ status: 409 });
    expect(services.redemption.find(customer.id, code).status).toBe('ready');
    expect(stockOf(bunny.id)).toBe(4);
  });

  it('is refused for a guest and for another account, changing nothing', async () => {
    const { code } = customerWithCode('discount-5');
    const bunny = buildProduct(database.db, { priceCents: 3200, stock: 4 });
    const order = submission([{ product: bunny, quantity: 1 }], 3300, code);
    await expect(services.orders.place(order, ANONYMOUS_VIEWER)).rejects.toMatchObject({
      status: 400,
      message: 'Sign in to use a reward code',
    });
    const someoneElse: Viewer = { userId: buildUser(database.db).id, role: 'user' };
    await expect(services.orders.place(order, someoneElse)).rejects.toMatchObject({
      status: 400,
      message: 'We could not find this reward code on your account',
    });
    const made = submission([{ product: bunny, quantity: 1 }], 3300, 'KAWAII-2222-2222');
    await expect(services.orders.place(made, someoneElse)).rejects.toMatchObject({
      status: 400,
    });
    expect(stockOf(bunny.id)).toBe(4);
  });
});

describe('a free-shipping code', () => {
  it('takes the shipping off', async () => {
    const { viewer, code } = customerWithCode('free-shipping');
    const bunny = buildProduct(database.db, { priceCents: 3200, stock: 4 });
    const placed = await services.orders.place(
      submission([{ product: bunny, quantity: 1 }], 3200, code),
      viewer,
    );
    expect(placed.order).toMatchObject({ total: 32, shipping: 6, discount: 6 });
  });

  it('is kept for another order when shipping is free already', async () => {
    const { customer, viewer, code } = customerWithCode('free-shipping');
    const doll = buildProduct(database.db, { priceCents: 9000, stock: 4 });
    const placing = services.orders.place(
      submission([{ product: doll, quantity: 1 }], 9000, code),
      viewer,
    );
    await expect(placing).rejects.toMatchObject({
      status: 400,
      message: 'Shipping is already free for this order. Keep your code for another one!',
    });
    expect(services.redemption.find(customer.id, code).status).toBe('ready');
  });
});

describe('an exclusive item code', () => {
  function withRewardItem(stock: number) {
    const moonBunny = buildProduct(database.db, {
      title: 'Moon Bunny',
      priceCents: 5400,
      discountPriceCents: 4800,
      stock,
      published: false,
    });
    saveShopSettings(database.db, { rewardItemProductId: moonBunny.id });
    return moonBunny;
  }

  it('adds one unit of the item for free', async () => {
    const moonBunny = withRewardItem(2);
    const { viewer, code } = customerWithCode('exclusive-item');
    const sticker = buildProduct(database.db, { priceCents: 400, stock: 9 });
    const placed = await services.orders.place(
      submission([{ product: sticker, quantity: 2 }], 800 + 600, code),
      viewer,
    );
    expect(placed.order.items.map(({ title, quantity }) => [title, quantity])).toEqual([
      [sticker.title, 2],
      ['Moon Bunny', 1],
    ]);
    expect(placed.order).toMatchObject({ total: 14, shipping: 6, discount: 48 });
    expect(stockOf(moonBunny.id)).toBe(1);
  });

  it('frees one unit when the cart holds the item already', async () => {
    const moonBunny = withRewardItem(5);
    database.db.prepare('UPDATE products SET published = 1 WHERE id = ?').run(moonBunny.id);
    const { viewer, code } = customerWithCode('exclusive-item');
    const placed = await services.orders.place(
      // Two at $48 pass the $80 free-shipping mark; one of them is free.
      submission([{ product: moonBunny, quantity: 2 }], 4800, code),
      viewer,
    );
    expect(placed.order.items.map(({ quantity }) => quantity)).toEqual([2]);
    expect(placed.order).toMatchObject({ total: 48, shipping: 0, discount: 48 });
    expect(stockOf(moonBunny.id)).toBe(3);
  });

  it('waits while the item is sold out', async () => {
    const moonBunny = withRewardItem(1);
    const { customer, viewer, code } = customerWithCode('exclusive-item');
    database.db.prepare('UPDATE products SET stock = 0 WHERE id = ?').run(moonBunny.id);
    const sticker = buildProduct(database.db, { priceCents: 400, stock: 9 });
    const placing = services.orders.place(
      submission([{ product: sticker, quantity: 1 }], 1000, code),
      viewer,
    );
    await expect(placing).rejects.toMatchObject({
      status: 400,
      message: 'Moon Bunny is out of stock right now. Keep your code and try again later.',
    });
    expect(services.redemption.find(customer.id, code).status).toBe('ready');
  });
});

describe('an order that used a code and does not go ahead', () => {
  it('gives the points back when it is cancelled; the code stays spent', async () => {
    const { customer, viewer, code } = customerWithCode('discount-5', 500);
    const bunny = buildProduct(database.db, { priceCents: 3200, stock: 4 });
    const placed = await services.orders.place(
      submission([{ product: bunny, quantity: 1 }], 3300, code),
      viewer,
    );
    expect(balanceOf(customer.id)).toBe(0);
    cancel(placed.order._id);
    expect(balanceOf(customer.id)).toBe(500);
    expect(lastLedgerEntry(customer.id)).toEqual({
      type: 'bonus',
      amount: 500,
      description: `Points returned: order ${placed.order.orderId} (code ${code}) was cancelled`,
    });
    expect(services.redemption.find(customer.id, code)).toMatchObject({
      status: 'refunded',
      usedOn: placed.order.orderId,
    });
  });

  it('gives the points back when it expires unpaid', async () => {
    const { customer, viewer, code } = customerWithCode('free-shipping', 300);
    const bunny = buildProduct(database.db, { priceCents: 3200, stock: 4 });
    const placed = await services.orders.place(
      submission([{ product: bunny, quantity: 1 }], 3200, code),
      viewer,
    );
    clock.now = new Date(START + 72 * HOUR);
    expect(services.orders.sweepUnpaid().expired).toBe(1);
    expect(balanceOf(customer.id)).toBe(300);
    expect(lastLedgerEntry(customer.id)).toMatchObject({
      type: 'bonus',
      amount: 300,
      description: `Points returned: order ${placed.order.orderId} (code ${code}) expired unpaid`,
    });
    // Cancelling afterwards is refused, and could never pay twice anyway.
    expect(() => cancel(placed.order._id)).toThrow();
    expect(balanceOf(customer.id)).toBe(300);
  });
});

describe('stock coming back from an order', () => {
  const backInStockMail = () =>
    outboxStore(database.db)
      .list({ limit: 50 })
      .filter((email) => email.kind === 'back-in-stock');

  async function soldOutByAnOrder() {
    const doll = buildProduct(database.db, { title: 'Cloud Lamb', priceCents: 9000, stock: 1 });
    const fan = buildUser(database.db, { name: 'Mina', email: 'mina@example.test' });
    createWishlistStore(database.db).add(fan.id, 'product', doll.id, clock.now.toISOString());
    const placed = await services.orders.place(
      submission([{ product: doll, quantity: 1 }], 9000),
      ANONYMOUS_VIEWER,
    );
    expect(stockOf(doll.id)).toBe(0);
    return { doll, placed };
  }

  it('tells whoever wished for a sold-out product when a cancelled order returns it', async () => {
    const { doll, placed } = await soldOutByAnOrder();
    cancel(placed.order._id);
    const mails = backInStockMail();
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['mina@example.test', 'Back in stock: Cloud Lamb'],
    ]);
    const body = mails[0]!;
    expect(body.text).toContain(`See Cloud Lamb: https://kawaii.example/shop/${doll.id}`);
    expect(body.html).toContain(`href="https://kawaii.example/shop/${doll.id}"`);
  });

  it('tells them too when an unpaid order expires', async () => {
    await soldOutByAnOrder();
    clock.now = new Date(START + 72 * HOUR);
    services.orders.sweepUnpaid();
    expect(backInStockMail().map((mail) => mail.to)).toEqual(['mina@example.test']);
  });
});
