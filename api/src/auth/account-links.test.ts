import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '@kawaii/shared';
import { bearer, signedIn, tokenFor } from '../test/auth.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { hashAccountToken } from './account-links.ts';
import { hashPassword } from './password.ts';

const LINK_NOT_VALID = {
  message: 'This link has expired or was already used. Please ask for a new one.',
};
const HOUR_MS = 60 * 60 * 1000;

// Each describe has its own app, so the per-IP limits on mailing and following links (10 a
// minute) are never reached by the tests themselves.
let app: TestApp;
afterEach(() => void vi.useRealTimers());

function send(method: string, path: string, body?: unknown, token?: string) {
  return app.get(path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

interface OutboxMail {
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  user_id: string | null;
}

/** The messages to `address` as the recipient gets them (staff's copy hides sign-in links). */
function mailsTo(address: string): OutboxMail[] {
  return app.db
    .prepare<[string], OutboxMail>(
      `SELECT kind, to_address, subject, COALESCE(delivery_text, text_body) AS text_body,
         COALESCE(delivery_html, html_body) AS html_body, user_id FROM mail_outbox
       WHERE to_address = ? ORDER BY created_at, rowid`,
    )
    .all(address);
}

/** The token of the link in a mailed message (the page it opens must match `page`). */
function linkToken(mail: OutboxMail | undefined, page: '/verify-email' | '/reset-password') {
  const match = mail?.text_body.match(/(http:\/\/\S+)\?token=([A-Za-z0-9_-]+)/);
  expect(match?.[1]).toBe(`http://localhost:${app.config.port}${page}`);
  return match![2]!;
}

const me = async (token: string) =>
  (await (await app.get('/api/auth/me', { headers: bearer(token) })).json()) as { user: User };

describe('email verification', () => {
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('registering mails a link; following it once proves the address and credits the welcome bonus', async () => {
    const registered = await send('POST', '/api/auth/register', {
      name: 'Mochi',
      email: 'mochi@example.test',
      password: 'marshmallow-42',
    });
    expect(registered.status).toBe(201);
    const session = (await registered.json()) as { token: string; user: User };
    expect(session.user).toMatchObject({ emailVerified: false, rewardPoints: 0 });

    const [mail, ...others] = mailsTo('mochi@example.test');
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      kind: 'email-verification',
      subject: 'Please verify your email',
      user_id: session.user._id,
    });
    expect(mail!.text_body).toContain('Welcome, Mochi!');
    const token = linkToken(mail, '/verify-email');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(mail!.html_body).toContain(`/verify-email?token=${token}`);
    // Only the hash is stored: the database alone cannot follow the link.
    const stored = app.db
      .prepare('SELECT token_hash, purpose, email FROM account_tokens WHERE user_id = ?')
      .all(session.user._id);
    expect(stored).toEqual([
      { token_hash: hashAccountToken(token), purpose: 'verify-email', email: 'mochi@example.test' },
    ]);
    expect(JSON.stringify(app.db.prepare('SELECT * FROM account_tokens').all())).not.toContain(
      token,
    );

    const followed = await send('POST', '/api/auth/verify', { token });
    expect(followed.status).toBe(200);
    expect(await followed.json()).toEqual({
      email: 'mochi@example.test',
      emailVerified: true,
      welcomeBonus: 100,
    });
    expect((await me(session.token)).user).toMatchObject({
      emailVerified: true,
      rewardPoints: 100,
    });

    const again = await send('POST', '/api/auth/verify', { token });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(LINK_NOT_VALID);
    const bonuses = app.db
      .prepare("SELECT amount FROM reward_transactions WHERE user_id = ? AND type = 'bonus'")
      .all(session.user._id);
    expect(bonuses).toEqual([{ amount: 100 }]);
  });

  it('a link stops working after 48 hours; a fresh one can be asked for, and only it works', async () => {
    const account = await signedIn(app, { email: 'slow@example.test' });
    expect((await send('POST', '/api/auth/verify/resend', undefined, account.token)).status).toBe(
      202,
    );
    const first = linkToken(mailsTo('slow@example.test')[0], '/verify-email');

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 48 * HOUR_MS + 1000 });
    const late = await send('POST', '/api/auth/verify', { token: first });
    expect(late.status).toBe(400);
    expect(await late.json()).toEqual(LINK_NOT_VALID);

    expect((await send('POST', '/api/auth/verify/resend', undefined, account.token)).status).toBe(
      202,
    );
    const second = linkToken(mailsTo('slow@example.test')[1], '/verify-email');
    expect(second).not.toBe(first);
    expect((await send('POST', '/api/auth/verify', { token: second })).status).toBe(200);
    expect((await me(account.token)).user.emailVerified).toBe(true);

    const resend = await send('POST', '/api/auth/verify/resend', undefined, account.token);
    expect(resend.status).toBe(400);
    expect(await resend.json()).toEqual({ message: 'Your email is already verified' });
  });

  it('refuses a malformed or unknown token without a 500', async () => {
    for (const token of ['', 'not a token!', 'x'.repeat(201), 'A'.repeat(43)]) {
      const response = await send('POST', '/api/auth/verify', { token });
      expect(response.status).toBe(400);
    }
  });
});

describe('Forgot password', () => {
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('answers the same whether or not the address has an account, and mails only an account', async () => {
    await signedIn(app, { email: 'known@example.test', name: 'Known' });
    const answers = await Promise.all(
      ['known@example.test', 'nobody@example.test'].map(async (email) => {
        const response = await send('POST', '/api/auth/password/forgot', { email });
        return { status: response.status, body: await response.text() };
      }),
    );
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.status).toBe(202);
    expect(mailsTo('nobody@example.test')).toEqual([]);
    expect(mailsTo('known@example.test')).toMatchObject([
      { kind: 'password-reset', subject: 'Reset your password' },
    ]);
  });

  it('the link sets a new password once, ends every other session, and signs in', async () => {
    const account = await signedIn(app, {
      email: 'forgetful@example.test',
      passwordHash: await hashPassword('old-password-1'),
    });
    const otherDevice = await tokenFor(app, account.user.id);
    await send('POST', '/api/auth/password/forgot', { email: 'FORGETFUL@example.test' });
    const token = linkToken(mailsTo('forgetful@example.test')[0], '/reset-password');

    const short = await send('POST', '/api/auth/password/reset', { token, password: 'short' });
    expect(short.status).toBe(400);

    const reset = await send('POST', '/api/auth/password/reset', {
      token,
      password: 'brand-new-password',
    });
    expect(reset.status).toBe(200);
    const session = (await reset.json()) as { token: string; user: User };
    expect(session.user.email).toBe('forgetful@example.test');
    expect((await app.get('/api/auth/me', { headers: bearer(session.token) })).status).toBe(200);
    expect((await app.get('/api/auth/me', { headers: bearer(otherDevice) })).status).toBe(401);
    expect((await app.get('/api/auth/me', { headers: account.headers })).status).toBe(401);

    const reused = await send('POST', '/api/auth/password/reset', {
      token,
      password: 'attacker-password',
    });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual(LINK_NOT_VALID);
    const login = (password: string) =>
      send('POST', '/api/auth/login', { email: 'forgetful@example.test', password });
    expect((await login('brand-new-password')).status).toBe(200);
    expect((await login('old-password-1')).status).toBe(401);
  });

  it('a link stops working after one hour, and asking again retires the older link', async () => {
    await signedIn(app, { email: 'later@example.test' });
    await send('POST', '/api/auth/password/forgot', { email: 'later@example.test' });
    await send('POST', '/api/auth/password/forgot', { email: 'later@example.test' });
    const [older, newer] = mailsTo('later@example.test').map((mail) =>
      linkToken(mail, '/reset-password'),
    );
    const retired = await send('POST', '/api/auth/password/reset', {
      token: older,
      password: 'new-password-1',
    });
    expect(retired.status).toBe(400);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + HOUR_MS + 1000 });
    const late = await send('POST', '/api/auth/password/reset', {
      token: newer,
      password: 'new-password-1',
    });
    expect(late.status).toBe(400);
    expect(await late.json()).toEqual(LINK_NOT_VALID);
  });
});

describe('changing the email in Profile', () => {
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const saveEmail = (token: string, email: string) =>
    send('PUT', '/api/user/profile', { name: 'Lily', email }, token);

  it('keeps the address until the link mailed to the new one is followed', async () => {
    const account = await signedIn(app, { email: 'lily@example.test', emailVerified: true });
    const saved = await saveEmail(account.token, 'lily.new@example.test');
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { user: User }).user).toMatchObject({
      email: 'lily@example.test',
      pendingEmail: 'lily.new@example.test',
    });
    expect(mailsTo('lily@example.test')).toEqual([]);
    const [mail] = mailsTo('lily.new@example.test');
    expect(mail).toMatchObject({ kind: 'email-change', subject: 'Confirm your new email' });
    // Saving again with the same pending address does not mail it twice.
    await saveEmail(account.token, 'lily.new@example.test');
    expect(mailsTo('lily.new@example.test')).toHaveLength(1);

    const followed = await send('POST', '/api/auth/verify', {
      token: linkToken(mail, '/verify-email'),
    });
    expect(followed.status).toBe(200);
    expect(await followed.json()).toEqual({
      email: 'lily.new@example.test',
      emailVerified: true,
      welcomeBonus: 100,
    });
    expect((await me(account.token)).user).toMatchObject({
      email: 'lily.new@example.test',
      pendingEmail: null,
      emailVerified: true,
    });
  });

  it('answers the same when the address is taken, and mails nobody', async () => {
    await signedIn(app, { email: 'taken@example.test' });
    const free = await signedIn(app, { email: 'a@example.test' });
    const blocked = await signedIn(app, { email: 'b@example.test' });

    const toFree = await saveEmail(free.token, 'free@example.test');
    const toTaken = await saveEmail(blocked.token, 'TAKEN@example.test');
    expect(toTaken.status).toBe(toFree.status);
    const shape = async (response: Response) => {
      const { user } = (await response.json()) as { user: User };
      return { email: user.email, pending: user.pendingEmail?.toLowerCase().split('@')[1] };
    };
    expect(await shape(toTaken)).toEqual({ email: 'b@example.test', pending: 'example.test' });
    expect(await shape(toFree)).toEqual({ email: 'a@example.test', pending: 'example.test' });
    expect(mailsTo('TAKEN@example.test')).toEqual([]);
    expect(mailsTo('taken@example.test')).toEqual([]);
    expect(mailsTo('free@example.test')).toHaveLength(1);
  });

  it('only the newest requested address can be confirmed, and only while it is free', async () => {
    const account = await signedIn(app, { email: 'mind@example.test' });
    await saveEmail(account.token, 'first@example.test');
    await saveEmail(account.token, 'second@example.test');
    const first = linkToken(mailsTo('first@example.test')[0], '/verify-email');
    const second = linkToken(mailsTo('second@example.test')[0], '/verify-email');
    expect((await send('POST', '/api/auth/verify', { token: first })).status).toBe(400);

    // Someone registers the address before the link is followed.
    await signedIn(app, { email: 'second@example.test' });
    const raced = await send('POST', '/api/auth/verify', { token: second });
    expect(raced.status).toBe(409);
    expect(await raced.json()).toEqual({ message: 'An account with this email already exists' });
    expect((await me(account.token)).user.email).toBe('mind@example.test');
  });

  it('saving the current address again withdraws the change', async () => {
    const account = await signedIn(app, { email: 'undo@example.test' });
    await saveEmail(account.token, 'oops@example.test');
    const undone = await saveEmail(account.token, 'undo@example.test');
    expect(((await undone.json()) as { user: User }).user.pendingEmail).toBeNull();
    const token = linkToken(mailsTo('oops@example.test')[0], '/verify-email');
    expect((await send('POST', '/api/auth/verify', { token })).status).toBe(400);
    expect((await me(account.token)).user.email).toBe('undo@example.test');
  });
});
