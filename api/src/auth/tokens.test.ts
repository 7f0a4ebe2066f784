import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedIn, type SignedIn } from '../test/auth.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { resolveJwtSecret } from './jwt-secret.ts';
import { createSessionTokens } from './tokens.ts';

let app: TestApp;
let customer: SignedIn;
let appSecret: Uint8Array;

beforeAll(async () => {
  app = await startTestApp();
  customer = await signedIn(app);
  appSecret = resolveJwtSecret(app.config);
});
afterAll(() => app.close());

const me = (token: string) => app.get('/api/auth/me', { headers: bearer(token) });

async function expectRefused(token: string) {
  const response = await me(token);
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({ message: 'Invalid or expired token' });
}

function signed(secret: Uint8Array, options: { alg?: string; exp?: number | string } = {}) {
  return new SignJWT({})
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setSubject(customer.user.id)
    .setIssuedAt()
    .setExpirationTime(options.exp ?? '1h')
    .sign(secret);
}

describe('session tokens', () => {
  it('issues a token for the user id and session version that expires in 7 days', async () => {
    const token = await createSessionTokens(appSecret).issue('user-1', 3);
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      sub: string;
      sv: number;
      iat: number;
      exp: number;
    };
    expect(payload).toMatchObject({ sub: 'user-1', sv: 3 });
    expect(payload.exp - payload.iat).toBe(7 * 24 * 60 * 60);
    expect(await createSessionTokens(appSecret).verify(token)).toEqual({
      userId: 'user-1',
      sessionVersion: 3,
    });
  });

  it('reads a token without a session version as version 0', async () => {
    expect(await createSessionTokens(appSecret).verify(await signed(appSecret))).toEqual({
      userId: customer.user.id,
      sessionVersion: 0,
    });
    expect((await me(await signed(appSecret))).status).toBe(200);
  });

  it('refuses a token whose session version is older than the account', async () => {
    const account = await signedIn(app);
    app.db.prepare('UPDATE users SET session_version = 2 WHERE id = ?').run(account.user.id);
    await expectRefused(account.token);
    const current = await createSessionTokens(appSecret).issue(account.user.id, 2);
    expect((await me(current)).status).toBe(200);
  });

  it('accepts a genuine token', async () => {
    expect((await me(customer.token)).status).toBe(200);
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const [header, , signature] = customer.token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'someone-else', exp: 4e9 })).toString(
      'base64url',
    );
    await expectRefused(`${header}.${forged}.${signature}`);
  });

  it("refuses an unsigned token (alg 'none')", async () => {
    const unsigned = new UnsecuredJWT({}).setSubject(customer.user.id).setExpirationTime('1h');
    await expectRefused(unsigned.encode());
  });

  it('refuses a token signed with another key', async () => {
    await expectRefused(await signed(new TextEncoder().encode('x'.repeat(40))));
  });

  it('refuses a token signed with the right key but another algorithm', async () => {
    await expectRefused(await signed(appSecret, { alg: 'HS512' }));
  });

  it('refuses an expired token', async () => {
    await expectRefused(await signed(appSecret, { exp: Math.floor(Date.now() / 1000) - 60 }));
  });

  it('refuses malformed tokens and other schemes', async () => {
    await expectRefused('not-a-jwt');
    const basic = await app.get('/api/auth/me', {
      headers: { authorization: `Basic ${customer.token}` },
    });
    expect(basic.status).toBe(401);
  });

  it('lets a bad token through on public routes, as a visitor', async () => {
    const response = await app.get('/api/auth/config', { headers: bearer('not-a-jwt') });
    expect(response.status).toBe(200);
  });
});
