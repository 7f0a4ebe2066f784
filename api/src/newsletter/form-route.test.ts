// The footer's sign-up sent as a plain form (before or without the page's scripts): the same
// rule, words, mail and limits as POST /api/newsletter/subscribe, then a 303 back to the page it
// was sent from, never to another site's.

import { describe, expect, it } from 'vitest';
import { NEWSLETTER_EMAIL_PROBLEMS } from '@kawaii/shared';
import { cacheAddressRule } from '../cache/cache-key.ts';
import { publicPageQueries } from '../cache/known-queries.ts';
import { parseTrustProxy } from '../http/trust-proxy.ts';
import { useStaffApp } from '../test/staff-app.ts';
import { CROSS_SITE_FORM } from './form-route.ts';
import { CONFIRMATIONS_PER_CLIENT_HOUR } from './subscriptions.ts';
import { confirmTokenFor, mailOf } from './test-helpers.ts';

const suite = useStaffApp('admin', { config: { trustProxy: parseTrustProxy('loopback') } });
let clients = 0;
const newClient = () => `203.0.113.${(clients += 1)}`;

function sendForm(
  fields: Record<string, string>,
  {
    client = newClient(),
    headers = {},
  }: { client?: string; headers?: Record<string, string> } = {},
) {
  return suite.app.get('/newsletter/subscribe', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': client,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

const footerForm = (email: string, page = '/shop') => ({ email, source: 'footer', page });

const subscriber = (email: string) =>
  suite.app.db
    .prepare('SELECT status, source FROM newsletter_subscribers WHERE email = ?')
    .get(email) as { status: string; source: string } | undefined;

const subscriberCount = () =>
  (suite.app.db.prepare('SELECT COUNT(*) AS n FROM newsletter_subscribers').get() as { n: number })
    .n;

describe('the sign-up form sent without scripts', () => {
  it('signs up (double opt-in, the consent records the page) and goes back to the page', async () => {
    const answer = await sendForm(footerForm('Mika@Example.test'));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/shop?newsletter=sent#newsletter');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(subscriber('mika@example.test')).toEqual({ status: 'pending', source: 'footer /shop' });
    const [mail] = mailOf(suite.app.db, 'newsletter-confirm', 'mika@example.test');
    expect(mail!.text_body).toContain('/newsletter/confirm?token=');
  });

  it('comes back to the page with its query when the browser names it (a filtered list)', async () => {
    const answer = await sendForm(footerForm('nori@example.test', '/shop'), {
      headers: { referer: `${suite.app.url}/shop?category=dolls&newsletter=invalid` },
    });
    expect(answer.headers.get('location')).toBe('/shop?category=dolls&newsletter=sent#newsletter');
    // Another page's address, or another site's, adds nothing to the path the form names.
    const elsewhere = await sendForm(footerForm('nori2@example.test', '/blog'), {
      headers: { referer: 'https://elsewhere.example/blog?x=1' },
    });
    expect(elsewhere.headers.get('location')).toBe('/blog?newsletter=sent#newsletter');
  });

  it('refuses a bad address with the JSON call’s words, keeps what was typed, stores nothing', async () => {
    const before = subscriberCount();
    const cases: [string | undefined, keyof typeof NEWSLETTER_EMAIL_PROBLEMS][] = [
      ['mika@localhost', 'invalid'],
      ['   ', 'required'],
      [undefined, 'required'],
      [`${'m'.repeat(250)}@example.test`, 'long'],
    ];
    for (const [email, problem] of cases) {
      const fields: Record<string, string> = { source: 'footer', page: '/portfolio' };
      if (email !== undefined) fields['email'] = email;
      const answer = await sendForm(fields);
      expect(answer.status).toBe(303);
      const location = new URL(answer.headers.get('location')!, suite.app.url);
      expect(location.pathname).toBe('/portfolio');
      expect(location.hash).toBe('#newsletter');
      expect(location.searchParams.get('newsletter')).toBe(problem);
      expect(location.searchParams.get('newsletter_email')).toBe(email ?? '');

      const json = await suite.app.get('/api/newsletter/subscribe', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': newClient() },
        body: JSON.stringify({ email, source: 'footer' }),
      });
      expect(json.status).toBe(400);
      expect(((await json.json()) as { message: string }).message).toBe(
        NEWSLETTER_EMAIL_PROBLEMS[problem],
      );
    }
    expect(subscriberCount()).toBe(before);
    expect(mailOf(suite.app.db, 'newsletter-confirm', 'mika@localhost')).toEqual([]);
  });

  it('answers an address already confirmed the same, and mails it nothing', async () => {
    await sendForm(footerForm('kai@example.test'));
    const confirmed = await suite.app.get('/api/newsletter/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: confirmTokenFor(suite.app.db, 'kai@example.test') }),
    });
    expect(confirmed.status).toBe(200);
    const again = await sendForm(footerForm('kai@example.test'));
    expect(again.headers.get('location')).toBe('/shop?newsletter=sent#newsletter');
    expect(mailOf(suite.app.db, 'newsletter-confirm', 'kai@example.test')).toHaveLength(1);
    expect(subscriber('kai@example.test')?.status).toBe('confirmed');
  });

  it(`holds one client to ${CONFIRMATIONS_PER_CLIENT_HOUR} confirmation mails an hour, answering the same`, async () => {
    const client = newClient();
    for (let i = 0; i < CONFIRMATIONS_PER_CLIENT_HOUR + 2; i++) {
      const answer = await sendForm(footerForm(`crowd${i}@example.test`), { client });
      expect(answer.headers.get('location')).toBe('/shop?newsletter=sent#newsletter');
    }
    const mailed = mailOf(suite.app.db, 'newsletter-confirm').filter((mail) =>
      mail.to_address.startsWith('crowd'),
    );
    expect(mailed).toHaveLength(CONFIRMATIONS_PER_CLIENT_HOUR);
  });

  it('goes back only to a page of this site: anything else goes to the home page', async () => {
    const targets = [
      '//elsewhere.example/shop',
      '/\\elsewhere.example',
      '/.//elsewhere.example',
      '/%2e/%2e//elsewhere.example',
      'https://elsewhere.example/',
      'shop',
      '/api/newsletter/subscribe',
      '/uploads/x.png',
      '/shop\r\nSet-Cookie: a=b',
      `/${'x'.repeat(1200)}`,
      '',
    ];
    for (const page of targets) {
      const answer = await sendForm(footerForm(`far${clients}@example.test`, page));
      expect(answer.status, page).toBe(303);
      expect(answer.headers.get('location'), page).toBe('/?newsletter=sent#newsletter');
    }
    // An earlier outcome in the address is replaced, not piled up.
    const again = await sendForm({
      ...footerForm('twice@example.test'),
      page: '/blog?tag=dolls&newsletter=invalid&newsletter_email=x',
    });
    expect(again.headers.get('location')).toBe('/blog?tag=dolls&newsletter=sent#newsletter');
  });

  it('refuses a form sent from another site’s page, and stores nothing', async () => {
    const crossSite: Record<string, string>[] = [
      { origin: 'https://elsewhere.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site', origin: suite.app.url },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of crossSite) {
      const answer = await sendForm(footerForm('victim@example.test'), { headers });
      expect(answer.status).toBe(403);
      expect(await answer.text()).toBe(CROSS_SITE_FORM);
    }
    expect(subscriber('victim@example.test')).toBeUndefined();
    // The shop's own page, as a browser says so.
    const own = await sendForm(footerForm('own@example.test'), {
      headers: { origin: suite.app.url, 'sec-fetch-site': 'same-origin' },
    });
    expect(own.status).toBe(303);
    expect(subscriber('own@example.test')?.status).toBe('pending');
  });

  it('answers broken input with a 4xx or the form’s own words, never a 500', async () => {
    const post = (body: string, type = 'application/x-www-form-urlencoded') =>
      suite.app.get('/newsletter/subscribe', {
        method: 'POST',
        headers: { 'content-type': type, 'x-forwarded-for': newClient() },
        body,
        redirect: 'manual',
      });
    expect((await post(`email=${'a'.repeat(20_000)}`)).status).toBe(413);
    const broken = await post('email=%E0%A4%A&page=%ZZ&source=moon');
    expect(broken.status).toBe(303);
    expect(broken.headers.get('location')).toMatch(/^\/\?newsletter=invalid&/);
    const repeated = await post('email=a%40example.test&email=b%40example.test&page=/blog');
    expect(repeated.headers.get('location')).toBe('/blog?newsletter=sent#newsletter');
    expect(subscriber('a@example.test')?.source).toBe('footer /blog');
    const json = await post(JSON.stringify({ email: 'j@example.test' }), 'application/json');
    expect(json.headers.get('location')).toMatch(/^\/\?newsletter=required&/);
    expect((await suite.app.get('/newsletter/subscribe', { method: 'PUT' })).status).toBe(404);
  });
});

describe('the page the form comes back to', () => {
  it('is rendered and cached with the outcome; tracking and made-up parameters still count for nothing', () => {
    const address = cacheAddressRule(publicPageQueries());
    expect(
      address('/shop?utm_source=x&newsletter=invalid&newsletter_email=a%40b&made=up').url,
    ).toBe('/shop?newsletter=invalid&newsletter_email=a%40b');
    expect(address('/sitemap.xml?newsletter=sent').url).toBe('/sitemap.xml');
  });
});
