import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  AdminOrder,
  LayawaySettings,
  Order,
  OrderDeskPage,
  PlacedOrder,
} from '@kawaii/shared';
import { ANONYMOUS_VIEWER, type Viewer } from '../core/viewer.ts';
import type { Db } from '../db/connection.ts';
import { outboxStore } from '../mail/outbox-store.ts';
import { createServices } from '../services.ts';
import { createSettingsStore } from '../settings/store.ts';
import { sendJson } from '../test/account-session.ts';
import { buildProduct } from '../test/factories.ts';
import { orderSubmissionFor } from '../test/order-factories.ts';
import { useStaffApp } from '../test/staff-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import type { OrderService } from './service.ts';

const LAYAWAY: LayawaySettings = {
  enabled: true,
  minTotalCents: 5000,
  plans: [
    { maxInstalments: 3, minTotalCents: 5000 },
    { maxInstalments: 4, minTotalCents: 50_000 },
  ],
  daysBetween: 30,
  graceDays: 7,
  firstPaymentNonRefundable: true,
};

/** A shop that ships everywhere for free, with layaway as given. */
function saveLayaway(db: Db, layaway: LayawaySettings = LAYAWAY): void {
  createSettingsStore(db).save({
    data: {
      shopName: 'Kawaii Atelier',
      zelle: { phone: '(555) 010-2026', name: 'Momo Sakura' },
      contactEmail: 'studio@kawaii-atelier.example',
      shippingZones: [],
      layaway,
    },
    updatedAt: new Date().toISOString(),
    version: 1,
  });
}

const stockOf = (db: Db, id: string) =>
  (db.prepare('SELECT stock FROM products WHERE id = ?').get(id) as { stock: number }).stock;

describe('layaway over HTTP', () => {
  const suite = useStaffApp('admin', { customer: true });
  let buyers = 0;

  beforeEach(() => saveLayaway(suite.app.db));

  /** A $100.00 doll (5 in stock) ordered by a new buyer, in `instalments` if given. */
  async function order(paymentPlan?: unknown, priceCents = 10_000) {
    buyers += 1;
    const email = `layaway${buyers}@example.test`;
    const doll = buildProduct(suite.app.db, { stock: 5, priceCents, discountPriceCents: null });
    const response = await sendJson(suite.app, 'POST', '/api/orders', {
      ...orderSubmissionFor([{ product: doll, quantity: 1 }], { email, contact: email }),
      ...(paymentPlan === undefined ? {} : { paymentPlan }),
    });
    return { response, doll };
  }

  const pay = (id: string, amountCents: number) =>
    sendJson(suite.app, 'POST', `/api/orders/${id}/payments`, { amountCents }, suite.staff);
  const ship = (id: string) =>
    sendJson(
      suite.app,
      'PATCH',
      `/api/orders/${id}`,
      { status: 'shipped', carrier: 'USPS', trackingNumber: '9400 1000 0000 0000 0000 00' },
      suite.staff,
    );

  it('places an order in instalments to the cent, reserves its stock and shows the schedule', async () => {
    const { response, doll } = await order({ instalments: 3 });
    expect(response.status).toBe(201);
    const placed = (await response.json()) as PlacedOrder;
    expect(stockOf(suite.app.db, doll.id)).toBe(4);
    expect(placed.order.paymentPlan).toMatchObject({
      kind: 'layaway',
      instalments: 3,
      graceDays: 7,
      firstPaymentNonRefundable: true,
    });
    expect(placed.order.paymentPlan?.policy).toContain('more than 7 days late');
    const schedule = placed.order.schedule ?? [];
    expect(schedule.map((instalment) => instalment.amountCents)).toEqual([3334, 3333, 3333]);
    expect(schedule.every((instalment) => instalment.paidCents === 0)).toBe(true);
    const [first, second, third] = schedule.map((instalment) => Date.parse(instalment.dueAt!));
    expect(second! - first!).toBe(30 * 86_400_000);
    expect(third! - second!).toBe(30 * 86_400_000);

    // The order page (with its key) shows the same schedule.
    const page = await suite.app.get(
      `/api/orders/lookup/${placed.order.orderId}?key=${placed.orderKey}`,
    );
    expect(((await page.json()) as Order).schedule).toEqual(schedule);
    // The confirmation asks for the first instalment and lists them all.
    const mail = outboxStore(suite.app.db)
      .list({ limit: 100 })
      .find(
        (email) => email.kind === 'order-received' && email.to === `layaway${buyers}@example.test`,
      );
    expect(mail?.text).toContain('Send $33.34 to');
    expect(mail?.text).toContain('Instalment 3');
  });

  it('an order paid at once has no plan and an empty schedule', async () => {
    const { response } = await order();
    const placed = (await response.json()) as PlacedOrder;
    expect(placed.order.paymentPlan).toBeNull();
    expect(placed.order.schedule).toEqual([]);
  });

  it('refuses instalments the shop does not allow, and bad input, changing nothing', async () => {
    const refusals: [unknown, number, string, number?][] = [
      [{ instalments: 4 }, 400, 'This order can be paid in at most 3 instalments.'],
      [{ instalments: 2 }, 400, 'Layaway is available on orders of $50.00 or more.', 4999],
      [{ instalments: 1 }, 400, 'Instalments must be 2 or more'],
      [{ instalments: 13 }, 400, 'Instalments must be 12 or less'],
      [{ instalments: 2.5 }, 400, 'Instalments must be a whole number'],
      [{ instalments: 'three' }, 400, 'Instalments must be a number'],
      ['monthly', 400, 'Payment plan must be an object'],
    ];
    for (const [plan, status, message, priceCents] of refusals) {
      const { response, doll } = await order(plan, priceCents);
      expect(response.status).toBe(status);
      expect(JSON.stringify(await response.json())).toContain(message);
      expect(stockOf(suite.app.db, doll.id)).toBe(5);
    }
    saveLayaway(suite.app.db, { ...LAYAWAY, enabled: false });
    const { response } = await order({ instalments: 2 });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'This shop does not offer layaway at the moment.',
    });
  });

  it('covers the instalments as payments arrive, and ships only at a zero balance', async () => {
    const placed = (await (await order({ instalments: 3 })).response.json()) as PlacedOrder;
    const id = placed.order._id;
    expect((await pay(id, 3334)).status).toBe(201);
    const refused = await ship(id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      message: 'This order cannot ship until it is paid in full: $66.66 is still due.',
    });
    const second = (await (await pay(id, 4000)).json()) as { order: AdminOrder };
    expect(second.order.status).toBe('partially_paid');
    expect(second.order.schedule?.map((instalment) => instalment.paidCents)).toEqual([
      3334, 3333, 667,
    ]);
    expect(second.order.totals).toMatchObject({ paidCents: 7334, balanceCents: 2666 });
    expect((await ship(id)).status).toBe(409);

    const last = (await (await pay(id, 2666)).json()) as { order: AdminOrder };
    expect(last.order.status).toBe('paid');
    const shipped = await ship(id);
    expect(shipped.status).toBe(200);
    expect(((await shipped.json()) as AdminOrder).status).toBe('shipped');
  });

  it('a partly paid layaway order cancelled by staff owes back all but the first payment', async () => {
    const placed = (await (await order({ instalments: 3 })).response.json()) as PlacedOrder;
    const id = placed.order._id;
    await pay(id, 3334);
    await pay(id, 1000);
    const cancelled = await sendJson(
      suite.app,
      'PATCH',
      `/api/orders/${id}`,
      { status: 'cancelled', note: 'The buyer asked to stop.', visibleToCustomer: true },
      suite.staff,
    );
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as AdminOrder).refundDue).toEqual({
      keptCents: 3334,
      dueCents: 1000,
    });
    // The buyer's own page shows the same figures.
    const own = await suite.app.get(
      `/api/orders/lookup/${placed.order.orderId}?key=${encodeURIComponent(placed.orderKey)}`,
    );
    expect(((await own.json()) as Order).refundDue).toEqual({ keptCents: 3334, dueCents: 1000 });

    const refund = (amountCents: number) =>
      sendJson(
        suite.app,
        'POST',
        `/api/orders/${id}/refunds`,
        { amountCents, reason: 'Layaway cancelled', reference: 'ZL-77', restock: [] },
        suite.staff,
      );
    const above = await refund(1001);
    expect(above.status).toBe(400);
    expect(await above.json()).toEqual({
      message:
        'This refund is more than the refund due ($10.00): the non-refundable first payment of $33.34 is kept.',
    });
    const sent = await refund(1000);
    expect(sent.status).toBe(201);
    const after = ((await sent.json()) as { order: AdminOrder }).order;
    expect(after.refundDue).toEqual({ keptCents: 3334, dueCents: 0 });
    expect(after.totals).toMatchObject({ paidCents: 4334, refundedCents: 1000 });
    expect((await refund(1)).status).toBe(400);
  });

  it("the desk's Refund due filter lists the cancelled orders still owing money back, and only them", async () => {
    const cancel = (id: string) =>
      sendJson(suite.app, 'PATCH', `/api/orders/${id}`, { status: 'cancelled' }, suite.staff);
    const placedOf = async (paymentPlan?: unknown) =>
      ((await (await order(paymentPlan)).response.json()) as PlacedOrder).order;
    // Owes $10.00: two payments, the first of them kept.
    const partly = await placedOf({ instalments: 3 });
    await pay(partly._id, 3334);
    await pay(partly._id, 1000);
    await cancel(partly._id);
    // Owes nothing: only the kept first payment was made.
    const keptOnly = await placedOf({ instalments: 3 });
    await pay(keptOnly._id, 3334);
    await cancel(keptOnly._id);
    // Owes the whole $100.00: paid at once, then cancelled.
    const paid = await placedOf();
    await pay(paid._id, 10_000);
    await cancel(paid._id);
    // Never paid: nothing to give back.
    const unpaid = await placedOf();
    await cancel(unpaid._id);

    const owing = async (query = '') => {
      const response = await suite.app.get(`/api/orders?refundDue=true${query}`, {
        headers: suite.staff,
      });
      expect(response.status).toBe(200);
      return (await response.json()) as OrderDeskPage;
    };
    const listed = await owing();
    const ids = listed.orders.map((row) => row._id);
    expect(ids).toEqual(expect.arrayContaining([partly._id, paid._id]));
    expect(ids).not.toContain(keptOnly._id);
    expect(ids).not.toContain(unpaid._id);
    expect(listed.orders.every((row) => (row.refundDue?.dueCents ?? 0) > 0)).toBe(true);
    expect(listed.refundDueCount).toBe(listed.orders.length);
    // Newest first, and paged like the rest of the desk.
    expect(ids.indexOf(paid._id)).toBeLessThan(ids.indexOf(partly._id));
    const first = await owing('&limit=1');
    expect(first.orders.map((row) => row._id)).toEqual([ids[0]]);
    const next = await owing(`&limit=1&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
    expect(next.orders.map((row) => row._id)).toEqual([ids[1]]);
    // A status other than cancelled owes nothing; the search narrows it like any filter.
    expect((await owing('&status=paid')).orders).toEqual([]);
    const searched = await owing(`&q=${partly.orderId}`);
    expect(searched.orders.map((row) => row._id)).toEqual([partly._id]);
    expect(searched.refundDueCount).toBe(1);

    const csv = await suite.app.get('/api/orders/export.csv?refundDue=true', {
      headers: suite.staff,
    });
    const text = await csv.text();
    expect(text).toContain(partly.orderId);
    expect(text).toContain(paid.orderId);
    expect(text).not.toContain(keptOnly.orderId);

    // Once the refund is sent in full, the order leaves the list.
    const sent = await sendJson(
      suite.app,
      'POST',
      `/api/orders/${partly._id}/refunds`,
      { amountCents: 1000, reason: 'Layaway cancelled', restock: [] },
      suite.staff,
    );
    expect(sent.status).toBe(201);
    const after = await owing();
    expect(after.orders.map((row) => row._id)).not.toContain(partly._id);
    expect(after.refundDueCount).toBe((listed.refundDueCount ?? 0) - 1);

    const bad = await suite.app.get('/api/orders?refundDue=maybe', { headers: suite.staff });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: 'refundDue must be true or false' });
    const customer = await suite.app.get('/api/orders?refundDue=true', {
      headers: suite.customer.headers,
    });
    expect(customer.status).toBe(403);
  });

  it('gives back the kept first payment when the shop cancelled, once, and tells the buyer', async () => {
    const placed = (await (await order({ instalments: 3 })).response.json()) as PlacedOrder;
    const id = placed.order._id;
    const giveBack = (orderId = id, headers = suite.staff) =>
      sendJson(suite.app, 'POST', `/api/orders/${orderId}/first-payment/give-back`, {}, headers);
    await pay(id, 3334);
    // Not cancelled yet: nothing is kept, so nothing can be given back.
    const early = await giveBack();
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({
      message:
        'This order keeps no non-refundable first payment: only a cancelled layaway order does, once.',
    });
    await sendJson(
      suite.app,
      'PATCH',
      `/api/orders/${id}`,
      { status: 'cancelled', note: 'The doll cannot be made.', visibleToCustomer: true },
      suite.staff,
    );
    expect((await giveBack(id, suite.customer.headers)).status).toBe(403);
    expect((await giveBack('no-such-order')).status).toBe(404);

    const given = await giveBack();
    expect(given.status).toBe(200);
    const givenBack = (await given.json()) as AdminOrder;
    expect(givenBack.refundDue).toEqual({ keptCents: 0, dueCents: 3334 });
    const note =
      'The shop gives back the non-refundable first payment of $33.34 too: $33.34 is due back.';
    expect(givenBack.timeline.at(-1)).toMatchObject({ status: 'cancelled', note });
    // The buyer's page shows it, and the whole payment can now be refunded.
    const own = await suite.app.get(
      `/api/orders/lookup/${placed.order.orderId}?key=${encodeURIComponent(placed.orderKey)}`,
    );
    const mine = (await own.json()) as Order;
    expect(mine.refundDue).toEqual({ keptCents: 0, dueCents: 3334 });
    expect(mine.timeline.at(-1)?.note).toBe(note);
    const listed = (await (
      await suite.app.get(`/api/orders?refundDue=true&q=${placed.order.orderId}`, {
        headers: suite.staff,
      })
    ).json()) as OrderDeskPage;
    expect(listed.orders.map((row) => row._id)).toEqual([id]);

    const again = await giveBack();
    expect(again.status).toBe(409);
    const refunded = await sendJson(
      suite.app,
      'POST',
      `/api/orders/${id}/refunds`,
      { amountCents: 3334, reason: 'The shop cancelled', restock: [] },
      suite.staff,
    );
    expect(refunded.status).toBe(201);
    expect(((await refunded.json()) as { order: AdminOrder }).order.refundDue).toEqual({
      keptCents: 0,
      dueCents: 0,
    });
  });

  it('of two payments recorded at once, the ledger never goes above the total', async () => {
    const placed = (await (await order({ instalments: 3 })).response.json()) as PlacedOrder;
    const id = placed.order._id;
    await pay(id, 3334);
    const answers = await Promise.all([pay(id, 4000), pay(id, 4000), pay(id, 2666)]);
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    const desk = (await (
      await suite.app.get(`/api/orders/${id}`, { headers: suite.staff })
    ).json()) as AdminOrder;
    const paid = desk.payments.reduce((sum, payment) => sum + payment.amountCents, 0);
    expect(paid).toBeLessThanOrEqual(10_000);
    expect(desk.totals.paidCents).toBe(paid);
    // A payment above what is left is refused with the balance in the message.
    const over = await pay(id, desk.totals.balanceCents + 1);
    expect(over.status).toBe(400);
  });
});

describe('layaway kept by the clock', () => {
  const DAY = 86_400_000;
  const start = Date.parse('2027-01-10T12:00:00.000Z');
  const staff: Viewer = { userId: null, role: 'admin' };
  let database: TestDatabase;
  let clock: { now: Date };
  let orders: OrderService;

  beforeEach(() => {
    database = createTestDatabase();
    clock = { now: new Date(start) };
    orders = createServices(database.db, undefined, undefined, null, {
      publicOrigin: 'https://kawaii.example',
      now: () => clock.now,
    }).orders;
    saveLayaway(database.db);
  });
  afterEach(() => database.cleanup());

  const at = (days: number) => new Date(start + days * DAY);
  const mailed = (kind: string) =>
    outboxStore(database.db)
      .list({ limit: 100 })
      .filter((email) => email.kind === kind);

  async function layawayOrder() {
    const doll = buildProduct(database.db, {
      stock: 2,
      priceCents: 9000,
      discountPriceCents: null,
    });
    const placed = await orders.place(
      { ...orderSubmissionFor([{ product: doll, quantity: 1 }]), paymentPlan: { instalments: 3 } },
      ANONYMOUS_VIEWER,
    );
    return { placed, doll };
  }

  it('reminds the buyer once, days before each instalment falls due', async () => {
    const { placed } = await layawayOrder();
    orders.recordPayment(placed.order._id, { amountCents: 3000, method: 'zelle' }, staff);
    clock.now = at(26);
    expect(orders.sweepUnpaid().instalmentsReminded).toBe(0);
    clock.now = at(27);
    expect(orders.sweepUnpaid().instalmentsReminded).toBe(1);
    expect(orders.sweepUnpaid().instalmentsReminded).toBe(0);
    const [reminder] = mailed('instalment-reminder');
    expect(reminder?.subject).toBe(
      `Instalment 2 of 3 for ${placed.order.orderId} is due February 9, 2027`,
    );
    expect(reminder?.text).toContain('Send $30.00 to (555) 010-2026');

    orders.recordPayment(placed.order._id, { amountCents: 3000, method: 'zelle' }, staff);
    clock.now = at(57);
    expect(orders.sweepUnpaid().instalmentsReminded).toBe(1);
    expect(mailed('instalment-reminder')).toHaveLength(2);
  });

  it('cancels past the grace days under the policy shown at checkout, keeping the first payment', async () => {
    const { placed, doll } = await layawayOrder();
    const id = placed.order._id;
    orders.recordPayment(id, { amountCents: 3000, method: 'zelle' }, staff);
    orders.recordPayment(id, { amountCents: 1000, method: 'zelle' }, staff);
    expect(stockOf(database.db, doll.id)).toBe(1);

    // The shop changing its policy later does not change what this buyer agreed to.
    saveLayaway(database.db, { ...LAYAWAY, graceDays: 0, firstPaymentNonRefundable: false });
    clock.now = at(36.9);
    expect(orders.sweepUnpaid().instalmentsCancelled).toBe(0);
    clock.now = at(37);
    expect(orders.sweepUnpaid().instalmentsCancelled).toBe(1);

    const order = orders.get(id, staff) as AdminOrder;
    expect(order.status).toBe('cancelled');
    expect(stockOf(database.db, doll.id)).toBe(2);
    const note =
      'Instalment 2, due February 9, 2027, was not paid in time, so the order is cancelled and the items went back on sale. The non-refundable first payment of $30.00 is kept. $10.00 paid will be refunded.';
    expect(order.history.at(-1)).toMatchObject({
      status: 'cancelled',
      note,
      visibleToCustomer: true,
    });
    // The money received stays on the ledger.
    expect(order.payments.map((payment) => payment.amountCents)).toEqual([3000, 1000]);
    const [mail] = mailed('order-cancelled');
    expect(mail?.text).toContain(note);
    expect(orders.sweepUnpaid().instalmentsCancelled).toBe(0);
  });

  it('under a non-refundable first payment, owes back the rest, says so in the mail, and takes refunds up to it', async () => {
    const { placed } = await layawayOrder();
    const id = placed.order._id;
    orders.recordPayment(id, { amountCents: 3000, method: 'zelle' }, staff);
    orders.recordPayment(id, { amountCents: 1000, method: 'zelle' }, staff);
    clock.now = at(37);
    expect(orders.sweepUnpaid().instalmentsCancelled).toBe(1);

    const order = orders.get(id, staff) as AdminOrder;
    expect(order.refundDue).toEqual({ keptCents: 3000, dueCents: 1000 });
    const [mail] = mailed('order-cancelled');
    expect(mail?.text).toContain('Paid: $40.00');
    expect(mail?.text).toContain('Kept (non-refundable first payment): $30.00');
    expect(mail?.text).toContain(
      'Refund due: $10.00, sent to you by Zelle; we email you when it is on its way.',
    );

    const refund = (amountCents: number) =>
      orders.recordRefund(id, { amountCents, reason: 'Layaway cancelled', restock: [] }, staff);
    expect(() => refund(1500)).toThrow(
      'This refund is more than the refund due ($10.00): the non-refundable first payment of $30.00 is kept.',
    );
    expect((orders.get(id, staff) as AdminOrder).refunds).toEqual([]);
    const { order: refunded } = refund(1000);
    expect(refunded.refundDue).toEqual({ keptCents: 3000, dueCents: 0 });
    expect(refunded.totals).toMatchObject({ paidCents: 4000, refundedCents: 1000 });
    expect(mailed('order-refunded')).toHaveLength(1);
  });

  it('when the first payment is refundable, owes back every payment', async () => {
    saveLayaway(database.db, { ...LAYAWAY, firstPaymentNonRefundable: false });
    const { placed } = await layawayOrder();
    const id = placed.order._id;
    orders.recordPayment(id, { amountCents: 3000, method: 'zelle' }, staff);
    orders.recordPayment(id, { amountCents: 1000, method: 'zelle' }, staff);
    clock.now = at(37);
    expect(orders.sweepUnpaid().instalmentsCancelled).toBe(1);

    expect(orders.get(id, staff).refundDue).toEqual({ keptCents: 0, dueCents: 4000 });
    const [mail] = mailed('order-cancelled');
    expect(mail?.text).toContain('Refund due: $40.00, sent to you by Zelle');
    expect(mail?.text).not.toContain('Kept');
    expect(() =>
      orders.recordRefund(id, { amountCents: 4001, reason: 'Too much', restock: [] }, staff),
    ).toThrow('This refund is more than what was paid and not yet refunded ($40.00).');
    orders.recordRefund(id, { amountCents: 2500, reason: 'First part', restock: [] }, staff);
    expect(orders.get(id, staff).refundDue).toEqual({ keptCents: 0, dueCents: 1500 });
  });

  it('leaves an order paid up to date alone, and lets an order nothing was paid on expire', async () => {
    const { placed } = await layawayOrder();
    orders.recordPayment(placed.order._id, { amountCents: 6000, method: 'zelle' }, staff);
    clock.now = at(45);
    expect(orders.sweepUnpaid().instalmentsCancelled).toBe(0);

    const unpaid = await layawayOrder();
    clock.now = at(48);
    const swept = orders.sweepUnpaid();
    expect(swept.expired).toBe(1);
    expect(orders.get(unpaid.placed.order._id, staff).status).toBe('expired');
    expect(orders.get(placed.order._id, staff).status).toBe('partially_paid');
  });
});
