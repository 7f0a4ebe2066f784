import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@kawaii/shared';
import { hashPassword } from './password.ts';
import { bearer, tokenFor } from '../test/auth.ts';
import { buildUser } from '../test/factories.ts';
import { createUserStore } from '../users/store.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

const CLIENT_ID = 'kawaii-test.apps.googleusercontent.com';
const KEY_ID = 'test-key';

// A stand-in for Google's certificate endpoint: a JWKS with one public key of ours.
let jwksServer: Server;
let jwksUrl: string;
let googleKey: CryptoKey;

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  googleKey = privateKey;
  const jwks = JSON.stringify({
    keys: [{ ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256' }],
  });
  jwksServer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/oauth2/v3/certs`;
});
afterAll(() => new Promise<void>((resolve) => jwksServer.close(() => resolve())));

interface IdTokenOptions {
  claims?: JWTPayload;
  issuer?: string;
  audience?: string;
  expiresAt?: number | string;
  key?: CryptoKey;
}

/** An ID token shaped like Google's, signed with the key the local JWKS serves. */
function idToken(subject: string, email: string, options: IdTokenOptions = {}): Promise<string> {
  return new SignJWT({ email, email_verified: true, name: 'Mochi Bun', ...options.claims })
    .setProtectedHeader({ alg: 'RS256', kid: KEY_ID })
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime(options.expiresAt ?? '1h')
    .sign(options.key ?? googleKey);
}

function signInWithGoogle(app: TestApp, token: string): Promise<Response> {
  return app.get('/api/auth/google', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
}

function login(app: TestApp, email: string, password: string): Promise<Response> {
  return app.get('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

const mailsOfKind = (app: TestApp, kind: string) =>
  app.db
    .prepare<[string], { to_address: string; subject: string }>(
      'SELECT to_address, subject FROM mail_outbox WHERE kind = ?',
    )
    .all(kind);

const me = (app: TestApp, token: string) => app.get('/api/auth/me', { headers: bearer(token) });

async function sessionOf(response: Response): Promise<{ token: string; user: User }> {
  expect(response.status).toBe(200);
  return (await response.json()) as { token: string; user: User };
}

describe('Google sign-in', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ googleClientId: CLIENT_ID, googleJwksUrl: jwksUrl });
  });
  afterAll(() => app.close());

  it('tells the login page the client id', async () => {
    const response = await app.get('/api/auth/config');
    expect(await response.json()).toEqual({ googleClientId: CLIENT_ID });
  });

  it('creates the account on first sign-in and finds it on the next', async () => {
    const first = await sessionOf(
      await signInWithGoogle(app, await idToken('google-sub-1', 'mochi@gmail.test')),
    );
    expect(first.user).toMatchObject({
      name: 'Mochi Bun',
      email: 'mochi@gmail.test',
      role: 'user',
      isGoogleUser: true,
      rewardPoints: 100,
    });
    const me = await app.get('/api/auth/me', {
      headers: { authorization: `Bearer ${first.token}` },
    });
    expect(me.status).toBe(200);

    // The short issuer form is Google's too; the subject finds the account, not the email.
    const second = await sessionOf(
      await signInWithGoogle(
        app,
        await idToken('google-sub-1', 'mochi.renamed@gmail.test', {
          issuer: 'accounts.google.com',
        }),
      ),
    );
    expect(second.user._id).toBe(first.user._id);
    expect(second.user.rewardPoints).toBe(100);
  });

  it("joins a verified customer's Gmail account, removing its password, ending its sessions and telling the address", async () => {
    const existing = buildUser(app.db, {
      email: 'Bean@Gmail.com',
      passwordHash: await hashPassword('bean-password'),
      emailVerified: true,
    });
    const oldToken = await tokenFor(app, existing.id);
    const session = await sessionOf(
      await signInWithGoogle(app, await idToken('google-sub-2', 'bean@gmail.com')),
    );
    expect(session.user).toMatchObject({ _id: existing.id, isGoogleUser: true });
    expect((await me(app, oldToken)).status).toBe(401);
    expect((await me(app, session.token)).status).toBe(200);
    // The password may predate the proof of the address: it goes, and the address is told.
    expect((await login(app, 'bean@gmail.com', 'bean-password')).status).toBe(401);
    expect(mailsOfKind(app, 'google-linked')).toContainEqual({
      to_address: 'Bean@Gmail.com',
      subject: 'Google sign-in was linked to your account',
    });
  });

  it('takes over nothing: a password set before the victim proved the address stops working', async () => {
    // Someone registers the victim's Gmail address; the victim follows the verification mail.
    const registered = await app.get('/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Not Mochi',
        email: 'victim.mochi@gmail.com',
        password: 'attacker-knows-1',
      }),
    });
    expect(registered.status).toBe(201);
    const attacker = (await registered.json()) as { token: string; user: User };
    app.db.prepare('UPDATE users SET email_verified = 1 WHERE id = ?').run(attacker.user._id);

    const victim = await sessionOf(
      await signInWithGoogle(app, await idToken('google-sub-victim', 'victim.mochi@gmail.com')),
    );
    expect(victim.user._id).toBe(attacker.user._id);
    expect((await login(app, 'victim.mochi@gmail.com', 'attacker-knows-1')).status).toBe(401);
    expect((await me(app, attacker.token)).status).toBe(401);
    expect((await me(app, victim.token)).status).toBe(200);
    expect(
      mailsOfKind(app, 'google-linked').filter(
        (mail) => mail.to_address === 'victim.mochi@gmail.com',
      ),
    ).toHaveLength(1);
  });

  it('joins a verified customer account when the token comes from a Workspace domain', async () => {
    const existing = buildUser(app.db, { email: 'kiki@atelier-friends.test', emailVerified: true });
    const token = await idToken('google-sub-hd', 'kiki@atelier-friends.test', {
      claims: { hd: 'atelier-friends.test' },
    });
    const session = await sessionOf(await signInWithGoogle(app, token));
    expect(session.user._id).toBe(existing.id);
  });
});

describe('Google sign-in cannot take over an account', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ googleClientId: CLIENT_ID, googleJwksUrl: jwksUrl });
  });
  afterAll(() => app.close());

  async function expectRefusedLink(response: Response, accountId: string) {
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message:
        'An account with this email already exists. Sign in with your password, then link Google from your profile.',
    });
    const row = app.db
      .prepare('SELECT google_subject, password_hash, session_version FROM users WHERE id = ?')
      .get(accountId) as { google_subject: string | null; session_version: number };
    expect(row.google_subject).toBeNull();
    expect(row.session_version).toBe(0);
  }

  it("refuses the victim's Gmail address that someone registered first (unverified)", async () => {
    // The attacker registered the victim's address and keeps a session in that account.
    const squatter = buildUser(app.db, {
      email: 'victim@gmail.com',
      passwordHash: await hashPassword('attacker-password'),
    });
    const attackerToken = await tokenFor(app, squatter.id);
    await expectRefusedLink(
      await signInWithGoogle(app, await idToken('victim-sub', 'victim@gmail.com')),
      squatter.id,
    );
    // The victim's Google identity never entered the squatted account.
    const me_ = (await (await me(app, attackerToken)).json()) as { user: User };
    expect(me_.user.isGoogleUser).toBe(false);
  });

  it('refuses an address Google does not own (not Gmail, no hd), even when verified', async () => {
    const account = buildUser(app.db, { email: 'momo@yahoo.test', emailVerified: true });
    await expectRefusedLink(
      await signInWithGoogle(app, await idToken('momo-sub', 'momo@yahoo.test')),
      account.id,
    );
  });

  it.each(['admin', 'superadmin'] as const)(
    'never joins a %s account by email, even a verified Gmail one',
    async (role) => {
      const staff = buildUser(app.db, {
        email: `boss-${role}@gmail.com`,
        role,
        emailVerified: true,
      });
      const token = await idToken(`staff-${role}`, `boss-${role}@gmail.com`, {
        claims: { hd: 'gmail.com' },
      });
      await expectRefusedLink(await signInWithGoogle(app, token), staff.id);
    },
  );

  it('does not move an account already tied to another Google subject', async () => {
    const tied = buildUser(app.db, {
      email: 'tied@gmail.com',
      googleSubject: 'google-sub-3',
      isGoogleUser: true,
      emailVerified: true,
    });
    const response = await signInWithGoogle(app, await idToken('google-sub-4', 'tied@gmail.com'));
    expect(response.status).toBe(409);
    expect(createUserStore(app.db).findById(tied.id)?.googleSubject).toBe('google-sub-3');
  });
});

describe('Link Google from the profile', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ googleClientId: CLIENT_ID, googleJwksUrl: jwksUrl });
  });
  afterAll(() => app.close());

  const link = (token: string | null, googleToken: string) =>
    app.get('/api/auth/google/link', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
      body: JSON.stringify({ token: googleToken }),
    });

  it('links the signed-in account, staff too, and ends its other sessions', async () => {
    const staff = buildUser(app.db, {
      email: 'helper@shop.test',
      role: 'admin',
      passwordHash: await hashPassword('helper-password'),
    });
    const before = await tokenFor(app, staff.id);
    const response = await link(before, await idToken('helper-sub', 'helper.personal@gmail.com'));
    const session = await sessionOf(response);
    expect(session.user).toMatchObject({ _id: staff.id, isGoogleUser: true, role: 'admin' });
    expect((await me(app, before)).status).toBe(401);
    // From now on Google signs this account in, and the password still does too.
    const viaGoogle = await sessionOf(
      await signInWithGoogle(app, await idToken('helper-sub', 'helper.personal@gmail.com')),
    );
    expect(viaGoogle.user._id).toBe(staff.id);
    expect((await login(app, 'helper@shop.test', 'helper-password')).status).toBe(200);
  });

  it('marks the email verified when Google vouches for the same address', async () => {
    const customer = buildUser(app.db, { email: 'same@gmail.com' });
    const session = await sessionOf(
      await link(await tokenFor(app, customer.id), await idToken('same-sub', 'same@gmail.com')),
    );
    expect(session.user.emailVerified).toBe(true);
  });

  it("refuses a Google account that is already another account's", async () => {
    buildUser(app.db, { googleSubject: 'taken-sub', isGoogleUser: true });
    const customer = buildUser(app.db);
    const response = await link(
      await tokenFor(app, customer.id),
      await idToken('taken-sub', 'taken@gmail.com'),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: 'This Google account is already linked to another account',
    });
  });

  it('answers 401 without a session and 400 for a token Google did not sign', async () => {
    expect((await link(null, await idToken('x-sub', 'x@gmail.com'))).status).toBe(401);
    const customer = buildUser(app.db);
    const forged = await idToken('x-sub', 'x@gmail.com', {
      key: (await generateKeyPair('RS256')).privateKey,
    });
    const response = await link(await tokenFor(app, customer.id), forged);
    expect(response.status).toBe(400);
    expect(createUserStore(app.db).findById(customer.id)?.googleSubject).toBeNull();
  });
});

describe('Google sign-in refusals', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ googleClientId: CLIENT_ID, googleJwksUrl: jwksUrl });
  });
  afterAll(() => app.close());

  const refusals: [string, () => Promise<string>][] = [
    ['another audience', () => idToken('s', 'a@gmail.test', { audience: 'other.apps.test' })],
    ['another issuer', () => idToken('s', 'a@gmail.test', { issuer: 'https://evil.test' })],
    [
      'an expired token',
      () => idToken('s', 'a@gmail.test', { expiresAt: Math.floor(Date.now() / 1000) - 60 }),
    ],
    [
      'an unverified email',
      () => idToken('s', 'a@gmail.test', { claims: { email_verified: false } }),
    ],
    [
      'a key Google does not publish',
      async () =>
        idToken('s', 'a@gmail.test', { key: (await generateKeyPair('RS256')).privateKey }),
    ],
    ['a token that is not a JWT', () => Promise.resolve('not-a-google-token')],
  ];

  it.each(refusals)('answers 401 for %s and creates nobody', async (_case, makeToken) => {
    const response = await signInWithGoogle(app, await makeToken());
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Google sign-in failed' });
    expect(app.db.prepare('SELECT COUNT(*) AS n FROM users').get()).toEqual({ n: 0 });
  });
});

describe('Google sign-in without a client id', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ googleClientId: null, googleJwksUrl: jwksUrl });
  });
  afterAll(() => app.close());

  it('answers 503', async () => {
    const response = await signInWithGoogle(app, await idToken('s', 'a@gmail.test'));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'Google sign-in is not configured' });
  });
});
