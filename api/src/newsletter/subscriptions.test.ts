// Double opt-in, the consent record, the limits against signing strangers up, and unsubscribing
// (the RFC 8058 one-click POST included), through the API.

import { describe, expect, it } from 'vitest';
import {
  NEWSLETTER_LINK_INVALID,
  SUBSCRIBE_ACCEPTED,
  SUBSCRIPTION_CONFIRMED,
  UNSUBSCRIBED,
} from '@kawaii/shared';
import { parseTrustProxy } from '../http/trust-proxy.ts';
import { useStaffApp } from '../test/staff-app.ts';
import { CONFIRMATIONS_PER_CLIENT_HOUR } from './subscriptions.ts';
import { confirmTokenFor, mailOf, newsletterOver, unsubscribeTokenOf } from './test-helpers.ts';
import { emailHash } from './tokens.ts';

const suite = useStaffApp('admin', {
  config: { trustProxy: parseTrustProxy('loopback') },
  perTest: true,
});
let clients = 0;
const newClient = () => `198.51.100.${(clients += 1)}`;

function post(path: string, body: unknown, client = newClient(), headers = {}) {
  return suite.app.get(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client, ...headers },
    body: JSON.stringify(body),
  });
}

const subscribe = (email: string, client?: string) =>
  post('/api/newsletter/subscribe', { email, source: 'footer', page: '/shop' }, client);

const subscriberRow = (email: string) =>
  suite.app.db.prepare('SELECT * FROM newsletter_subscribers WHERE email = ?').get(email) as
    { status: string; confirmed_at: string | null; source: string } | undefined;

const consents = (email: string) =>
  suite.app.db
    .prepare('SELECT * FROM newsletter_consents WHERE email_hash = ? ORDER BY id')
    .all(emailHash(email)) as {
    action: string;
    source: string;
    client_hash: string | null;
    at: string;
  }[];

describe('signing up for the newsletter', () => {
  it('answers 202 and mails a link that confirms; consent records time, page and hashes', async () => {
    const client = newClient();
    const answer = await subscribe('Mia@Example.test', client);
    expect(answer.status).toBe(202);
    expect(await answer.json()).toEqual({ message: SUBSCRIBE_ACCEPTED });
    expect(subscriberRow('mia@example.test')).toMatchObject({
      status: 'pending',
      source: 'footer /shop',
    });
    const [mail] = mailOf(suite.app.db, 'newsletter-confirm');
    expect(mail).toMatchObject({ to_address: 'mia@example.test' });
    expect(mail!.text_body).toContain('/newsletter/confirm?token=');

    const confirmed = await post('/api/newsletter/confirm', {
      token: confirmTokenFor(suite.app.db, 'mia@example.test'),
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ message: SUBSCRIPTION_CONFIRMED });
    expect(subscriberRow('mia@example.test')).toMatchObject({ status: 'confirmed' });

    const record = consents('mia@example.test');
    expect(record.map((row) => [row.action, row.source])).toEqual([
      ['subscribe', 'footer /shop'],
      ['confirm', 'footer /shop'],
    ]);
    expect(Date.parse(record[0]!.at)).not.toBeNaN();
    // The client's address is kept only as a keyed hash, the email only as a hash.
    const everything = JSON.stringify(
      suite.app.db.prepare('SELECT * FROM newsletter_consents').all(),
    );
    expect(everything).not.toContain(client);
    expect(everything).not.toContain('mia@example.test');
    expect(record[0]!.client_hash).toMatch(/^[\w-]{22}$/);
  });

  it('a used or unknown confirmation link is refused with 404 and changes nothing', async () => {
    await subscribe('lily@example.test');
    const token = confirmTokenFor(suite.app.db, 'lily@example.test');
    expect((await post('/api/newsletter/confirm', { token })).status).toBe(200);
    const again = await post('/api/newsletter/confirm', { token });
    expect(again.status).toBe(404);
    expect(((await again.json()) as { message: string }).message).toBe(NEWSLETTER_LINK_INVALID);
    expect((await post('/api/newsletter/confirm', { token: 'nope' })).status).toBe(404);
    expect((await post('/api/newsletter/confirm', {})).status).toBe(400);
  });

  it('bad input is a 400; a confirmed address signing up again gets no second mail', async () => {
    expect((await subscribe('not-an-address')).status).toBe(400);
    expect(
      (await post('/api/newsletter/subscribe', { email: 'a@example.test', source: 'moon' })).status,
    ).toBe(400);
    await subscribe('kai@example.test');
    await post('/api/newsletter/confirm', {
      token: confirmTokenFor(suite.app.db, 'kai@example.test'),
    });
    const again = await subscribe('kai@example.test');
    expect(again.status).toBe(202);
    expect(mailOf(suite.app.db, 'newsletter-confirm', 'kai@example.test')).toHaveLength(1);
  });

  it(`mails at most ${CONFIRMATIONS_PER_CLIENT_HOUR} confirmations an hour caused from one client`, async () => {
    const client = newClient();
    for (let i = 0; i < CONFIRMATIONS_PER_CLIENT_HOUR + 2; i++) {
      expect((await subscribe(`stranger${i}@example.test`, client)).status).toBe(202);
    }
    expect(mailOf(suite.app.db, 'newsletter-confirm')).toHaveLength(CONFIRMATIONS_PER_CLIENT_HOUR);
    // Another client is not held back.
    await subscribe('other@example.test');
    expect(mailOf(suite.app.db, 'newsletter-confirm', 'other@example.test')).toHaveLength(1);
  });

  it('mails one recipient at most 3 an hour, from however many clients', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await subscribe('target@example.test')).status).toBe(202);
    }
    expect(mailOf(suite.app.db, 'newsletter-confirm', 'target@example.test')).toHaveLength(3);
  });

  it('drops unconfirmed sign-ups after 7 days, and never mails them a campaign', async () => {
    await subscribe('late@example.test');
    await subscribe('keen@example.test');
    await post('/api/newsletter/confirm', {
      token: confirmTokenFor(suite.app.db, 'keen@example.test'),
    });
    const newsletter = newsletterOver(suite.app.db, { rate: { batchSize: 50, everyMs: 1 } });
    const campaign = newsletter.campaigns.create({ subject: 'New dolls', text: 'Hi', blocks: [] });
    newsletter.campaigns.send(campaign._id, undefined);
    newsletter.pacer.round();
    expect(mailOf(suite.app.db, 'newsletter').map((mail) => mail.to_address)).toEqual([
      'keen@example.test',
    ]);

    const token = confirmTokenFor(suite.app.db, 'late@example.test');
    const eightDaysOn = new Date(Date.now() + 8 * 86_400_000);
    const later = newsletterOver(suite.app.db, { now: () => eightDaysOn });
    expect(() => later.subscriptions.confirm(token, null)).toThrow(NEWSLETTER_LINK_INVALID);
    expect(later.subscriptions.dropUnconfirmed()).toBe(1);
    expect(subscriberRow('late@example.test')).toBeUndefined();
    expect(subscriberRow('keen@example.test')).toMatchObject({ status: 'confirmed' });
    // The consent record outlives the dropped sign-up.
    expect(consents('late@example.test').map((row) => row.action)).toEqual(['subscribe']);
  });
});

describe('unsubscribing', () => {
  async function confirmedSubscriber(email: string): Promise<string> {
    await subscribe(email);
    await post('/api/newsletter/confirm', { token: confirmTokenFor(suite.app.db, email) });
    return unsubscribeTokenOf(suite.app.db, email);
  }

  it('the RFC 8058 one-click POST unsubscribes at once, without signing in', async () => {
    const token = await confirmedSubscriber('rin@example.test');
    const answer = await suite.app.get(
      `/api/newsletter/unsubscribe?${new URLSearchParams({ token })}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ message: UNSUBSCRIBED });
    expect(subscriberRow('rin@example.test')).toMatchObject({ status: 'unsubscribed' });
    expect(consents('rin@example.test').map((row) => [row.action, row.source])).toEqual([
      ['subscribe', 'footer /shop'],
      ['confirm', 'footer /shop'],
      ['unsubscribe', 'one-click'],
    ]);
    // Again: the same answer, nothing more recorded.
    const again = await suite.app.get(`/api/newsletter/unsubscribe?token=${token}`, {
      method: 'POST',
    });
    expect(again.status).toBe(200);
    expect(consents('rin@example.test')).toHaveLength(3);
  });

  it('GET tells a program whom the link is for and sends a browser to the page', async () => {
    const token = await confirmedSubscriber('sora@example.test');
    const json = await suite.app.get(`/api/newsletter/unsubscribe?token=${token}`);
    expect(await json.json()).toEqual({ email: 'so***@example.test', status: 'confirmed' });
    const page = await suite.app.get(`/api/newsletter/unsubscribe?token=${token}`, {
      headers: { accept: 'text/html,application/xhtml+xml' },
      redirect: 'manual',
    });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe(`/newsletter/unsubscribe?token=${token}`);
    // Looking changes nothing.
    expect(subscriberRow('sora@example.test')).toMatchObject({ status: 'confirmed' });
    expect((await suite.app.get('/api/newsletter/unsubscribe?token=unknown')).status).toBe(404);
    expect((await suite.app.get('/api/newsletter/unsubscribe')).status).toBe(400);
  });

  it('takes back campaign mail queued and not yet sent', async () => {
    const token = await confirmedSubscriber('yuki@example.test');
    const newsletter = newsletterOver(suite.app.db, { rate: { batchSize: 50, everyMs: 1 } });
    const campaign = newsletter.campaigns.create({ subject: 'Drop', text: 'Hi', blocks: [] });
    newsletter.campaigns.send(campaign._id, undefined);
    newsletter.pacer.round();
    expect(mailOf(suite.app.db, 'newsletter', 'yuki@example.test')).toHaveLength(1);
    await post(`/api/newsletter/unsubscribe?token=${token}`, {});
    expect(mailOf(suite.app.db, 'newsletter', 'yuki@example.test')).toHaveLength(0);
  });

  it('signing up again after unsubscribing needs a new confirmation', async () => {
    const token = await confirmedSubscriber('mei@example.test');
    await post(`/api/newsletter/unsubscribe?token=${token}`, {});
    await subscribe('mei@example.test');
    expect(subscriberRow('mei@example.test')).toMatchObject({ status: 'pending' });
    expect(mailOf(suite.app.db, 'newsletter-confirm', 'mei@example.test')).toHaveLength(2);
  });
});
