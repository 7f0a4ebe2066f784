import { describe, expect, it } from 'vitest';
import type { EmailMessage, EmailPage } from '@kawaii/shared';
import { createSettingsStore } from '../settings/store.ts';
import { bearerFor, sendJson } from '../test/account-session.ts';
import { buildProduct, buildUser } from '../test/factories.ts';
import { orderSubmissionFor } from '../test/order-factories.ts';
import { useStaffApp } from '../test/staff-app.ts';

// A fresh app per test: each test reads the whole outbox and its first order's number.
const suite = useStaffApp('admin', { perTest: true });

function shopSettings(contactEmail: string) {
  createSettingsStore(suite.app.db).save({
    data: {
      shopName: 'Kawaii Atelier',
      zelle: { phone: '(555) 010-2026', name: 'Momo Sakura' },
      contactEmail,
    },
    updatedAt: new Date().toISOString(),
    version: 1,
  });
}

async function placeOrder(quantity = 1, stock = 5) {
  const plush = buildProduct(suite.app.db, { title: 'Cloud Bunny', priceCents: 3200, stock });
  return sendJson(
    suite.app,
    'POST',
    '/api/orders',
    orderSubmissionFor([{ product: plush, quantity }], { name: 'Mia', email: 'mia@example.test' }),
  );
}

async function emails(query = ''): Promise<EmailPage> {
  const response = await suite.app.get(`/api/emails${query}`, { headers: suite.staff });
  expect(response.status).toBe(200);
  return (await response.json()) as EmailPage;
}

describe('order emails in the outbox', () => {
  it('an order queues the buyer’s confirmation and the shop’s notice', async () => {
    shopSettings('studio@kawaii-atelier.example');
    expect((await placeOrder()).status).toBe(201);

    const { emails: listed, nextCursor } = await emails();
    expect(nextCursor).toBeNull();
    expect(
      listed.map((email) => [email.kind, email.to, email.subject, email.status]).sort(),
    ).toEqual([
      ['new-order', 'studio@kawaii-atelier.example', 'New order KA-10042 from Mia', 'queued'],
      ['order-received', 'mia@example.test', 'We received your order KA-10042', 'queued'],
    ]);

    const confirmation = listed.find((email) => email.kind === 'order-received')!;
    const response = await suite.app.get(`/api/emails/${confirmation._id}`, {
      headers: suite.staff,
    });
    const message = (await response.json()) as EmailMessage;
    expect(message.text).toContain('Thank you for your order, Mia!');
    expect(message.text).toContain('Cloud Bunny × 1: $32.00');
    expect(message.text).toContain('Send $32.00 to (555) 010-2026 (Momo Sakura).');
    expect(message.html).toContain('How to pay with Zelle');
  });

  it('without a shop contact email only the buyer is written to', async () => {
    expect((await placeOrder()).status).toBe(201);
    expect((await emails()).emails.map((email) => email.kind)).toEqual(['order-received']);
  });

  it('a refused order queues nothing', async () => {
    expect((await placeOrder(3, 2)).status).toBe(400);
    expect((await emails()).emails).toEqual([]);
  });
});

describe('GET /api/emails', () => {
  it('pages newest first with a cursor', async () => {
    shopSettings('studio@kawaii-atelier.example');
    await placeOrder();
    await placeOrder();

    const first = await emails('?limit=3');
    expect(first.emails).toHaveLength(3);
    expect(first.nextCursor).not.toBeNull();
    const second = await emails(`?limit=3&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.emails).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    const all = [...first.emails, ...second.emails];
    expect(new Set(all.map((email) => email._id)).size).toBe(4);
    expect(all.map((email) => email.createdAt)).toEqual(
      [...all.map((email) => email.createdAt)].sort().reverse(),
    );
  });

  it('answers 400 to a cursor it never gave and 404 to an unknown email', async () => {
    const badCursor = await suite.app.get('/api/emails?cursor=nonsense', { headers: suite.staff });
    expect(badCursor.status).toBe(400);
    expect(((await badCursor.json()) as { message: string }).message).toBe(
      'cursor is not one this list gave out',
    );
    expect((await suite.app.get('/api/emails/abc', { headers: suite.staff })).status).toBe(404);
  });

  it('is for staff only', async () => {
    const customer = await bearerFor(suite.app, buildUser(suite.app.db).id);
    expect((await suite.app.get('/api/emails', { headers: customer })).status).toBe(403);
    expect((await suite.app.get('/api/emails')).status).toBe(401);
  });
});
