import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@kawaii/shared';
import { hashPassword } from './password.ts';
import { buildUser } from '../test/factories.ts';
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

  it('links an existing account with the same email and ends its password sign-in', async () => {
    const existing = buildUser(app.db, {
      email: 'Bean@Gmail.test',
      passwordHash: await hashPassword('bean-password'),
    });
    const session = await sessionOf(
      await signInWithGoogle(app, await idToken('google-sub-2', 'bean@gmail.test')),
    );
    expect(session.user).toMatchObject({ _id: existing.id, isGoogleUser: true });
    const login = await app.get('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bean@gmail.test', password: 'bean-password' }),
    });
    // Whoever registered the address with a password may not own it; Google proved who does.
    expect(login.status).toBe(401);
  });

  it('does not move an account already tied to another Google subject', async () => {
    buildUser(app.db, {
      email: 'tied@gmail.test',
      googleSubject: 'google-sub-3',
      isGoogleUser: true,
    });
    const response = await signInWithGoogle(app, await idToken('google-sub-4', 'tied@gmail.test'));
    expect(response.status).toBe(401);
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
