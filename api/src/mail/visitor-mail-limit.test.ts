// The shop must not mail strangers on request: at most 3 visitor-caused mails an hour go to one
// address, profile email changes are limited per account, and a refused mail never changes a
// record silently.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacedOrder, User } from '@kawaii/shared';
import { TOO_MANY_EMAIL_CHANGES } from '../auth/service.ts';
import { parseTrustProxy } from '../http/trust-proxy.ts';
import { signedIn } from '../test/auth.ts';
import { buildProduct } from '../test/factories.ts';
import { orderSubmissionFor } from '../test/order-factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { SENT_TO_SQL } from './outbox-store.ts';
import { visitorMailLimit, visitorMailRefusedMessage } from './visitor-mail-limit.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ trustProxy: parseTrustProxy('loopback') });
});
afterAll(() => app.close());

function send(method: string, path: string, body: unknown, from: string, token?: string) {
  return app.get(path, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': from,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

const mailsTo = (to: string) =>
  app.db
    .prepare<[string], { kind: string }>(
      'SELECT kind FROM mail_outbox WHERE to_address = ? COLLATE NOCASE ORDER BY created_at, rowid',
    )
    .all(to)
    .map((row) => row.kind);

describe('mail a visitor can cause', () => {
  it('sends a stranger at most 3 an hour; the fourth order stands and says no mail went', async () => {
    const victim = 'victim@example.test';
    const registered = await send(
      'POST',
      '/api/auth/register',
      { name: 'Attacker', email: victim, password: 'attacker-pass-1' },
      '203.0.113.1',
    );
    expect(registered.status).toBe(201);
    const plush = buildProduct(app.db, { priceCents: 1000, stock: 10 });
    const order = (from: string) =>
      send(
        'POST',
        '/api/orders',
        orderSubmissionFor([{ product: plush, quantity: 1 }], { email: victim, contact: victim }),
        from,
      );
    for (const from of ['203.0.113.2', '203.0.113.3']) {
      const placed = (await (await order(from)).json()) as PlacedOrder;
      expect(placed).toMatchObject({
        message: 'Order placed successfully',
        confirmationEmailed: true,
      });
    }
    const fourth = await order('203.0.113.4');
    expect(fourth.status).toBe(201);
    const placed = (await fourth.json()) as PlacedOrder;
    expect(placed.confirmationEmailed).toBe(false);
    expect(placed.message).toBe(
      "Order placed successfully. We did not email a confirmation to victim@example.test: it already got 3 emails from us in the last hour. Keep this order's page to follow it.",
    );
    expect(mailsTo(victim)).toEqual(['email-verification', 'order-received', 'order-received']);
    expect(visitorMailLimit(app.db).sentInLastHour('VICTIM@example.test')).toBe(3);

    // Every other flow refuses for that address, and changes nothing.
    const again = await send(
      'POST',
      '/api/auth/register',
      { name: 'Again', email: 'VICTIM@example.test', password: 'attacker-pass-2' },
      '203.0.113.5',
    );
    expect(again.status).toBe(409);
    const { token } = (await registered.json()) as { token: string };
    const resend = await send('POST', '/api/auth/verify/resend', {}, '203.0.113.6', token);
    expect(resend.status).toBe(429);
    expect(await resend.json()).toEqual({ message: visitorMailRefusedMessage(victim) });
    const forgot = await send(
      'POST',
      '/api/auth/password/forgot',
      { email: victim },
      '203.0.113.7',
    );
    expect(forgot.status).toBe(202);
    expect(mailsTo(victim)).toHaveLength(3);
    expect(
      app.db
        .prepare("SELECT COUNT(*) AS n FROM account_tokens WHERE purpose = 'reset-password'")
        .get(),
    ).toEqual({ n: 0 });

    // Someone else asking to use that address as their new email is refused too.
    const other = await signedIn(app, { name: 'Other', email: 'other@example.test' });
    const change = await send(
      'PUT',
      '/api/user/profile',
      { name: 'Other', email: victim },
      '203.0.113.8',
      other.token,
    );
    expect(change.status).toBe(429);
    expect(await change.json()).toEqual({ message: visitorMailRefusedMessage(victim) });
    const me = (await (await app.get('/api/auth/me', { headers: other.headers })).json()) as {
      user: User;
    };
    expect(me.user).toMatchObject({ email: 'other@example.test', pendingEmail: null });
  });

  it('lets one account ask for 3 email changes an hour, then refuses and keeps the profile', async () => {
    const account = await signedIn(app, { name: 'Flipper', email: 'flipper@example.test' });
    const change = (email: string, name = 'Flipper') =>
      send('PUT', '/api/user/profile', { name, email }, '198.51.100.9', account.token);
    for (const email of ['one@example.test', 'two@example.test', 'one@example.test']) {
      expect((await change(email)).status).toBe(200);
    }
    const fourth = await change('two@example.test', 'Renamed');
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toEqual({ message: TOO_MANY_EMAIL_CHANGES });
    const me = (await (await app.get('/api/auth/me', { headers: account.headers })).json()) as {
      user: User;
    };
    expect(me.user).toMatchObject({ name: 'Flipper', pendingEmail: 'one@example.test' });
    expect(mailsTo('two@example.test')).toEqual(['email-change']);
    // Saving the profile without a new email is not an email change.
    expect((await change('flipper@example.test', 'Renamed')).status).toBe(200);
  });
});

describe('the count of mails to one address', () => {
  it('reads that address’s mails through its index, not every mail of the hour', () => {
    const plan = app.db
      .prepare(`EXPLAIN QUERY PLAN ${SENT_TO_SQL}`)
      .all('2026-01-01T00:00:00.000Z', 'fan@example.test', '["order-received"]') as {
      detail: string;
    }[];
    expect(plan.map((step) => step.detail).join('\n')).toContain('mail_outbox_recipient');
  });
});
