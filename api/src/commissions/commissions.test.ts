import { describe, expect, it } from 'vitest';
import {
  COMMISSIONS_CLOSED,
  QUOTE_EXPIRED,
  type Commission,
  type CommissionClientView,
  type CommissionOpenings,
  type CommissionRequestAnswer,
  type CommissionSettings,
} from '@kawaii/shared';
import { parseTrustProxy } from '../http/trust-proxy.ts';
import { createSettingsStore } from '../settings/store.ts';
import { solidPng } from '../test/image-factories.ts';
import { asStaff, useStaffApp } from '../test/staff-app.ts';
import { COMMISSION_REQUESTS_PER_MINUTE } from './routes.ts';

// Each request comes from its own address (X-Forwarded-For from the trusted loopback), so the
// per-address limit is tested on its own.
const suite = useStaffApp('admin', {
  customer: true,
  perTest: true,
  config: { trustProxy: parseTrustProxy('loopback') },
});
const staff = asStaff(suite);

/** A JSON call with the given headers (none: anonymous). */
function call(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  return suite.app.get(path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const asStaffMember = (method: string, path: string, body?: unknown) =>
  call(method, path, suite.staff, body);
let visitorCount = 0;

const SETTINGS: CommissionSettings = {
  status: 'open',
  slots: 1,
  intro: 'Custom dolls made after your own character.',
  terms: 'A 50% deposit starts the work; the balance is due before shipping.',
  stages: ['Sketch', 'Sculpt', 'Paint', 'Finishing', 'Ready to ship'],
  quoteValidDays: 14,
  graceDays: 7,
};

const REQUEST = {
  name: 'Mia Chen',
  email: 'mia@example.test',
  description: 'A 1/6 doll of my character Suki: pink twin tails, a bunny hoodie.',
  size: 'Doll 1/6 (YOSD)',
  budgetMin: '300',
  budgetMax: '500',
  acceptTerms: 'true',
};

async function openCommissions(changes: Partial<CommissionSettings> = {}) {
  const response = await staff.json('PUT', '/api/commissions/settings', {
    ...SETTINGS,
    ...changes,
  });
  expect(response.status).toBe(200);
}

function visitorForm(fields: Record<string, string>, images: Buffer[] = []) {
  visitorCount += 1;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const image of images)
    form.append('references', new Blob([new Uint8Array(image)]), 'ref.png');
  return suite.app.get('/api/commissions', {
    method: 'POST',
    headers: { 'x-forwarded-for': `198.51.100.${visitorCount % 250}` },
    body: form,
  });
}

async function requestOne(fields = REQUEST): Promise<CommissionRequestAnswer> {
  const response = await visitorForm(fields, [await solidPng(16)]);
  expect(response.status).toBe(201);
  return (await response.json()) as CommissionRequestAnswer;
}

async function queueEntry(number: number): Promise<Commission> {
  const response = await asStaffMember('GET', '/api/commissions');
  const { commissions } = (await response.json()) as { commissions: Commission[] };
  return commissions.find((commission) => commission.number === number)!;
}

async function quote(id: string, expiresAt = new Date(Date.now() + 7 * 86_400_000)) {
  return staff.json('POST', `/api/commissions/${id}/quote`, {
    priceCents: 40_000,
    timeline: 'About 10 weeks from the deposit',
    milestones: [
      { label: 'Deposit', amountCents: 20_000 },
      { label: 'Balance', amountCents: 20_000, dueAtStage: 'Paint' },
    ],
    expiresAt: expiresAt.toISOString(),
  });
}

const SHIPMENT = {
  shippingAddress: {
    name: 'Mia Chen',
    line1: '12 Cherry Lane',
    city: 'Portland',
    region: 'OR',
    postalCode: '97201',
    country: 'US',
  },
  carrier: 'USPS',
  trackingNumber: '9400111899223856925131',
};

const asClient = (path: string, method = 'GET') =>
  call(method, path, {}, method === 'GET' ? undefined : {});

const rows = (sql: string) => suite.app.db.prepare(sql).all() as Record<string, unknown>[];
const mailTo = (to: string) =>
  rows(
    `SELECT kind, subject, text_body FROM mail_outbox WHERE to_address = '${to}' ORDER BY created_at`,
  );

describe('asking for a commission', () => {
  it('is refused while commissions are closed, and nothing is stored', async () => {
    const response = await visitorForm(REQUEST);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(COMMISSIONS_CLOSED);
    expect(rows('SELECT id FROM commissions')).toEqual([]);
  });

  it('takes the request with its references and mails the client and the shop', async () => {
    createSettingsStore(suite.app.db).save({
      data: { shopName: 'Kawaii Atelier', contactEmail: 'studio@kawaii-atelier.example' },
      updatedAt: new Date().toISOString(),
      version: 1,
    });
    await openCommissions();
    const answer = await requestOne();
    expect(answer.status).toBe('requested');
    expect(answer.key.length).toBeGreaterThan(20);

    const entry = await queueEntry(answer.number);
    expect(entry.references).toHaveLength(1);
    expect(entry.references[0]).toMatch(/^\/uploads\//);
    expect(entry.budgetMinCents).toBe(30_000);
    expect(entry.queuePosition).toBe(1);
    expect(mailTo('mia@example.test').map((mail) => mail.kind)).toEqual(['commission-request']);
    expect(mailTo('studio@kawaii-atelier.example').map((mail) => mail.kind)).toEqual([
      'commission-new-request',
    ]);
  });

  it('refuses a reference that is not an image, and a form without the terms accepted', async () => {
    await openCommissions();
    const notImage = await visitorForm(REQUEST, [Buffer.from('%PDF-1.4 not a picture')]);
    expect(notImage.status).toBe(415);
    const { acceptTerms: _accepted, ...withoutTerms } = REQUEST;
    const noTerms = await visitorForm(withoutTerms);
    expect(noTerms.status).toBe(400);
    const badSize = await visitorForm({ ...REQUEST, size: 'Huge' });
    expect(badSize.status).toBe(400);
    expect(rows('SELECT id FROM commissions')).toEqual([]);
  });

  it('joins the waitlist once the slots are taken, and when the shop takes a waitlist only', async () => {
    await openCommissions({ status: 'waitlist' });
    expect((await requestOne()).status).toBe('waitlisted');
    await openCommissions({ slots: 0 });
    const openings = (await (
      await asClient('/api/commissions/status')
    ).json()) as CommissionOpenings;
    expect(openings).toMatchObject({ status: 'open', slotsLeft: 0, stages: SETTINGS.stages });
    expect((await requestOne()).status).toBe('waitlisted');
  });

  it(`limits requests to ${COMMISSION_REQUESTS_PER_MINUTE} a minute from one address`, async () => {
    await openCommissions();
    const sameAddress = () => {
      const form = new FormData();
      for (const [name, value] of Object.entries(REQUEST)) form.append(name, value);
      return suite.app.get('/api/commissions', {
        method: 'POST',
        headers: { 'x-forwarded-for': '192.0.2.77' },
        body: form,
      });
    };
    for (let index = 0; index < COMMISSION_REQUESTS_PER_MINUTE; index += 1) {
      expect((await sameAddress()).status).toBe(201);
    }
    expect((await sameAddress()).status).toBe(429);
  });
});

describe('from quote to delivery', () => {
  it('is quoted, accepted, made in stages, paid in two milestones and shipped', async () => {
    await openCommissions();
    const { number, key } = await requestOne();
    const { _id: id } = await queueEntry(number);

    const unbalanced = await staff.json('POST', `/api/commissions/${id}/quote`, {
      priceCents: 40_000,
      timeline: '10 weeks',
      milestones: [{ label: 'Deposit', amountCents: 10_000 }],
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(unbalanced.status).toBe(400);
    expect((await quote(id)).status).toBe(200);
    expect(mailTo('mia@example.test').at(-1)!.kind).toBe('commission-quote');

    // The client's page: wrong key 404, right key the quote.
    expect((await asClient(`/api/commissions/lookup/${number}?key=wrong`)).status).toBe(404);
    const page = `/api/commissions/lookup/${number}?key=${encodeURIComponent(key)}`;
    const view = (await (await asClient(page)).json()) as CommissionClientView;
    expect(view.status).toBe('quoted');
    expect(view.quote!.milestones.map((milestone) => milestone.amountCents)).toEqual([
      20_000, 20_000,
    ]);
    expect(view).not.toHaveProperty('email');

    const keyed = (action: string) =>
      `/api/commissions/${number}/${action}?key=${encodeURIComponent(key)}`;
    const accepted = (await (
      await asClient(keyed('accept'), 'POST')
    ).json()) as CommissionClientView;
    expect(accepted.status).toBe('accepted');
    expect(accepted.money).toMatchObject({
      priceCents: 40_000,
      balanceCents: 40_000,
      dueNowCents: 20_000,
    });
    const openings = (await (
      await asClient('/api/commissions/status')
    ).json()) as CommissionOpenings;
    expect(openings.slotsLeft).toBe(0);

    // Work in stages: the sketch asks for approval.
    const sketch = await staff.form(
      'POST',
      `/api/commissions/${id}/stages`,
      {
        stage: 'Sketch',
        note: 'First sketch of Suki',
        askApproval: 'true',
      },
      [{ field: 'images', content: await solidPng(20) }],
    );
    expect(sketch.status).toBe(200);
    const afterSketch = (await sketch.json()) as Commission;
    expect(afterSketch.status).toBe('in_progress');
    expect(afterSketch.stages[0]!.images).toHaveLength(1);
    expect(mailTo('mia@example.test').at(-1)!.kind).toBe('commission-approval');
    const stageId = afterSketch.stages[0]!._id;
    const approved = (await (
      await asClient(
        `/api/commissions/${number}/stages/${stageId}/approve?key=${encodeURIComponent(key)}`,
        'POST',
      )
    ).json()) as CommissionClientView;
    expect(approved.stages[0]!.approvedAt).not.toBeNull();

    // Payments: above the balance refused; the deposit, then the balance once painted.
    const tooMuch = await staff.json('POST', `/api/commissions/${id}/payments`, {
      amountCents: 40_001,
    });
    expect(tooMuch.status).toBe(400);
    const deposit = await staff.json('POST', `/api/commissions/${id}/payments`, {
      amountCents: 20_000,
      reference: 'ZELLE-1',
    });
    expect(((await deposit.json()) as Commission).money).toMatchObject({
      paidCents: 20_000,
      balanceCents: 20_000,
      dueNowCents: 0,
    });
    await staff.form('POST', `/api/commissions/${id}/stages`, {
      stage: 'Paint',
      note: 'Face-up done',
    });
    expect((await queueEntry(number)).money!.dueNowCents).toBe(20_000);

    await staff.form('POST', `/api/commissions/${id}/stages`, {
      stage: 'Ready to ship',
      note: 'All done!',
    });
    expect(
      (await asStaffMember('PATCH', `/api/commissions/${id}`, { status: 'ready_to_ship' })).status,
    ).toBe(200);
    const early = await asStaffMember('POST', `/api/commissions/${id}/ship`, SHIPMENT);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { message: string }).message).toBe(
      '$200.00 is still to pay: the balance is due before shipping.',
    );
    await staff.json('POST', `/api/commissions/${id}/payments`, { amountCents: 20_000 });
    const shipped = await asStaffMember('POST', `/api/commissions/${id}/ship`, SHIPMENT);
    expect(shipped.status).toBe(200);
    const done = (await shipped.json()) as Commission;
    expect(done.status).toBe('shipped');
    expect(done.money!.balanceCents).toBe(0);
    expect(done.delivery).toMatchObject({
      carrier: 'USPS',
      trackingNumber: '9400111899223856925131',
      trackingUrl: expect.stringContaining('9400111899223856925131'),
    });
    expect(mailTo('mia@example.test').map((mail) => mail.kind)).toEqual([
      'commission-request',
      'commission-quote',
      'commission-approval',
      'commission-payment',
      'commission-stage',
      'commission-stage',
      'commission-ready_to_ship',
      'commission-payment',
      'order-shipped',
    ]);
  });

  it('refuses a quote accepted after it expired', async () => {
    await openCommissions();
    const { number, key } = await requestOne();
    const { _id: id } = await queueEntry(number);
    await quote(id);
    // Time passes: the quote's expiry is behind us.
    suite.app.db
      .prepare("UPDATE commissions SET quote = json_set(quote, '$.expiresAt', ?) WHERE id = ?")
      .run(new Date(Date.now() - 60_000).toISOString(), id);
    const response = await asClient(
      `/api/commissions/${number}/accept?key=${encodeURIComponent(key)}`,
      'POST',
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(QUOTE_EXPIRED);
    expect((await queueEntry(number)).status).toBe('expired');
  });

  it("never lets a client approve someone else's stage", async () => {
    await openCommissions({ slots: 2 });
    const mine = await requestOne();
    const theirs = await requestOne({ ...REQUEST, email: 'other@example.test' });
    const theirId = (await queueEntry(theirs.number))._id;
    await quote(theirId);
    await asClient(
      `/api/commissions/${theirs.number}/accept?key=${encodeURIComponent(theirs.key)}`,
      'POST',
    );
    const posted = (await (
      await staff.form('POST', `/api/commissions/${theirId}/stages`, {
        stage: 'Sketch',
        askApproval: 'true',
      })
    ).json()) as Commission;
    const stageId = posted.stages[0]!._id;
    const response = await asClient(
      `/api/commissions/${mine.number}/stages/${stageId}/approve?key=${encodeURIComponent(mine.key)}`,
      'POST',
    );
    expect(response.status).toBe(404);
    expect((await queueEntry(theirs.number)).stages[0]!.approvedAt).toBeNull();
  });

  it('lets staff decline with a message, and the client decline a quote', async () => {
    await openCommissions({ slots: 3 });
    const first = await requestOne();
    const firstId = (await queueEntry(first.number))._id;
    const declined = await staff.json('POST', `/api/commissions/${firstId}/decline-request`, {
      message: 'My queue is full of dragons this year.',
    });
    expect(((await declined.json()) as Commission).status).toBe('declined');
    expect(mailTo('mia@example.test').at(-1)!.text_body).toContain('dragons');

    const second = await requestOne();
    await quote((await queueEntry(second.number))._id);
    const byClient = await asClient(
      `/api/commissions/${second.number}/decline?key=${encodeURIComponent(second.key)}`,
      'POST',
    );
    expect(((await byClient.json()) as CommissionClientView).status).toBe('declined');
  });

  it('keeps the queue and its steps to staff', async () => {
    await openCommissions();
    const { number } = await requestOne();
    const { _id: id } = await queueEntry(number);
    expect((await call('GET', '/api/commissions', suite.customer.headers)).status).toBe(403);
    expect(
      (
        await call('POST', `/api/commissions/${id}/payments`, suite.customer.headers, {
          amountCents: 1,
        })
      ).status,
    ).toBe(403);
    expect((await asClient('/api/commissions')).status).toBe(401);
    expect((await asStaffMember('GET', '/api/commissions/nope')).status).toBe(404);
  });
});

describe('mail a visitor can cause', () => {
  it('sends at most 3 request mails an hour to one address, and still keeps the request', async () => {
    await openCommissions({ slots: 10 });
    for (let index = 0; index < 3; index += 1) {
      expect((await requestOne()).emailed).toBe(true);
    }
    const fourth = await requestOne();
    expect(fourth.emailed).toBe(false);
    expect(mailTo('mia@example.test')).toHaveLength(3);
    expect((await queueEntry(fourth.number)).status).toBe('requested');
  });
});

describe('shipping a finished commission', () => {
  async function finishedAndAccepted() {
    await openCommissions();
    const { number, key } = await requestOne();
    const { _id: id } = await queueEntry(number);
    await quote(id);
    await asClient(`/api/commissions/${number}/accept?key=${encodeURIComponent(key)}`, 'POST');
    return { id, number, key };
  }

  it('makes a shipping order the desk and the client follow like any order', async () => {
    const { id, number, key } = await finishedAndAccepted();
    await staff.json('POST', `/api/commissions/${id}/payments`, { amountCents: 40_000 });

    // Not before the last stage, and never by a bare status change.
    const tooSoon = await asStaffMember('POST', `/api/commissions/${id}/ship`, SHIPMENT);
    expect(tooSoon.status).toBe(409);
    expect(((await tooSoon.json()) as { message: string }).message).toBe(
      'Post the last stage (Ready to ship) before shipping.',
    );
    await staff.form('POST', `/api/commissions/${id}/stages`, { stage: 'Ready to ship' });
    const bare = await asStaffMember('PATCH', `/api/commissions/${id}`, { status: 'shipped' });
    expect(bare.status).toBe(409);
    const noAddress = await asStaffMember('POST', `/api/commissions/${id}/ship`, {
      carrier: 'USPS',
      trackingNumber: '1',
    });
    expect(noAddress.status).toBe(400);

    const shipped = (await (
      await asStaffMember('POST', `/api/commissions/${id}/ship`, {
        ...SHIPMENT,
        note: 'Wrapped in tissue with a little card.',
      })
    ).json()) as Commission;
    expect(shipped.orderId).not.toBeNull();

    // The order: on the desk, shipped, with the address, the tracking and the commission line.
    const order = (await (
      await asStaffMember('GET', `/api/orders/${shipped.orderId}`)
    ).json()) as Record<string, unknown> & { items: { title: string }[] };
    expect(order).toMatchObject({
      status: 'shipped',
      carrier: 'USPS',
      trackingNumber: '9400111899223856925131',
      shippingAddress: expect.objectContaining({ city: 'Portland', country: 'US' }),
    });
    expect(order.items[0]!.title).toContain(`Commission #${number}`);

    // The client's page links to it with the order's key, and the mail carried the tracking.
    const view = (await (
      await asClient(`/api/commissions/lookup/${number}?key=${encodeURIComponent(key)}`)
    ).json()) as CommissionClientView;
    expect(view.status).toBe('shipped');
    expect(view.delivery!.orderPath).toMatch(/^\/order\/KA-\d+\?key=/);
    const orderPage = await asClient(
      `/api/orders/lookup/${view.delivery!.orderId}?${view.delivery!.orderPath.split('?')[1]}`,
    );
    expect(orderPage.status).toBe(200);
    const mail = mailTo('mia@example.test').at(-1)!;
    expect(mail.kind).toBe('order-shipped');
    expect(mail.text_body).toContain('9400111899223856925131');
    expect(mail.text_body).toContain('Wrapped in tissue');

    // Shipped once: a second ship is refused, and no second order is made.
    expect((await asStaffMember('POST', `/api/commissions/${id}/ship`, SHIPMENT)).status).toBe(409);
    expect(rows('SELECT id FROM orders')).toHaveLength(1);
  });
});
