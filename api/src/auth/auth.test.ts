import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@kawaii/shared';
import { bearer } from '../test/auth.ts';
import { buildUser } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

function postJson(app: TestApp, path: string, body: unknown): Promise<Response> {
  return app.get(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const USER_KEYS = [
  '_id',
  'address',
  'email',
  'emailVerified',
  'instagram',
  'isGoogleUser',
  'memberSince',
  'name',
  'pendingEmail',
  'phone',
  'rewardPoints',
  'role',
  'shippingAddress',
  'twitter',
];

// At most 10 sign-in attempts a minute per IP: this app's tests stay within that budget.
describe('register, login and me', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('registers (the welcome bonus waits for the verified email), signs in, and knows who', async () => {
    const registered = await postJson(app, '/api/auth/register', {
      name: 'Pastel Fan',
      email: 'Pastel.Fan@example.test',
      password: 'marshmallow-42',
    });
    expect(registered.status).toBe(201);
    const session = (await registered.json()) as { token: string; user: User };
    expect(Object.keys(session.user).sort()).toEqual(USER_KEYS);
    expect(session.user).toMatchObject({
      name: 'Pastel Fan',
      email: 'Pastel.Fan@example.test',
      role: 'user',
      isGoogleUser: false,
      emailVerified: false,
      pendingEmail: null,
      rewardPoints: 0,
    });
    const bonus = app.db
      .prepare('SELECT 1 FROM reward_transactions WHERE user_id = ?')
      .all(session.user._id);
    expect(bonus).toEqual([]);

    const login = await postJson(app, '/api/auth/login', {
      email: 'pastel.fan@EXAMPLE.test',
      password: 'marshmallow-42',
    });
    expect(login.status).toBe(200);
    const loggedIn = (await login.json()) as { token: string; user: User };
    expect(loggedIn.user).toEqual(session.user);

    const me = await app.get('/api/auth/me', { headers: bearer(loggedIn.token) });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ user: session.user });
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    buildUser(app.db, { email: 'taken@example.test' });
    const response = await postJson(app, '/api/auth/register', {
      name: 'Copy Cat',
      email: 'TAKEN@Example.TEST',
      password: 'long-enough-pw',
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'An account with this email already exists' });
  });

  it('gives one 401 for a wrong password, an unknown email and a Google-only account', async () => {
    buildUser(app.db, {
      email: 'google-only@example.test',
      googleSubject: 'g-1',
      isGoogleUser: true,
    });
    const answers = await Promise.all(
      [
        { email: 'pastel.fan@example.test', password: 'wrong-password' },
        { email: 'nobody@example.test', password: 'marshmallow-42' },
        { email: 'google-only@example.test', password: 'marshmallow-42' },
      ].map(async (credentials) => {
        const response = await postJson(app, '/api/auth/login', credentials);
        return { status: response.status, body: await response.text() };
      }),
    );
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 401,
        body: JSON.stringify({ message: 'Invalid email or password' }),
      });
    }
  });

  it('refuses a short password with the field named', async () => {
    const response = await postJson(app, '/api/auth/register', {
      name: 'Shorty',
      email: 'shorty@example.test',
      password: 'short',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Password must be at least 8 characters',
      errors: { password: 'Password must be at least 8 characters' },
    });
  });

  it('answers /me with 401 without a token', async () => {
    const response = await app.get('/api/auth/me');
    expect(response.status).toBe(401);
  });

  it('tells the login page that Google sign-in is off', async () => {
    const response = await app.get('/api/auth/config');
    expect(await response.json()).toEqual({ googleClientId: null });
  });
});

describe('sign-in rate limit', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('answers 429 with Retry-After on the 11th attempt in a minute', async () => {
    // Every attempt counts, a malformed one too (an empty password: no hashing work, so the
    // test does not depend on how fast this machine hashes).
    const attempt = (n: number) =>
      postJson(app, '/api/auth/login', { email: `guess${n}@example.test`, password: '' });
    for (let n = 1; n <= 10; n++) expect((await attempt(n)).status).toBe(400);
    const refused = await attempt(11);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The budget is shared by the three sign-in doors.
    const register = await postJson(app, '/api/auth/register', {
      name: 'Late',
      email: 'late@example.test',
      password: 'late-password',
    });
    expect(register.status).toBe(429);
  });
});
