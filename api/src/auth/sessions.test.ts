import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@kawaii/shared';
import { bearer, signedIn, tokenFor } from '../test/auth.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { hashPassword } from './password.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const me = (token: string) => app.get('/api/auth/me', { headers: bearer(token) });

function send(method: string, path: string, token: string | null, body?: unknown) {
  return app.get(path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const login = (email: string, password: string) =>
  send('POST', '/api/auth/login', null, { email, password });

describe('Sign out everywhere', () => {
  it('ends every session of the account, the one that asked included, and no one else', async () => {
    const account = await signedIn(app);
    const laptop = account.token;
    const phone = await tokenFor(app, account.user.id);
    const bystander = await signedIn(app);

    const response = await send('POST', '/api/auth/sessions/revoke', laptop);
    expect(response.status).toBe(204);
    expect((await me(laptop)).status).toBe(401);
    expect((await me(phone)).status).toBe(401);
    expect((await me(bystander.token)).status).toBe(200);
    // Asking again with the ended session is refused like any other request.
    expect((await send('POST', '/api/auth/sessions/revoke', laptop)).status).toBe(401);
  });
});

describe('Change password', () => {
  it('needs the current password, then ends the other sessions and answers a fresh one', async () => {
    const account = await signedIn(app, {
      email: 'mochi@example.test',
      passwordHash: await hashPassword('old-marshmallow'),
    });
    const phone = account.token;

    const wrong = await send('PUT', '/api/auth/password', phone, {
      currentPassword: 'not-my-password',
      newPassword: 'new-marshmallow',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      message: 'Your current password is not correct',
      errors: { currentPassword: 'Your current password is not correct' },
    });
    expect((await me(phone)).status).toBe(200);

    const changed = await send('PUT', '/api/auth/password', phone, {
      currentPassword: 'old-marshmallow',
      newPassword: 'new-marshmallow',
    });
    expect(changed.status).toBe(200);
    const session = (await changed.json()) as { token: string; user: User };
    expect(session.user._id).toBe(account.user.id);
    expect((await me(phone)).status).toBe(401);
    expect((await me(session.token)).status).toBe(200);
    expect((await login('mochi@example.test', 'old-marshmallow')).status).toBe(401);
    expect((await login('mochi@example.test', 'new-marshmallow')).status).toBe(200);
  });

  it('refuses a short new password and an account that has none yet', async () => {
    const account = await signedIn(app, { passwordHash: await hashPassword('old-marshmallow') });
    const short = await send('PUT', '/api/auth/password', account.token, {
      currentPassword: 'old-marshmallow',
      newPassword: 'short',
    });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      errors: { newPassword: 'Password must be at least 8 characters' },
    });
    const googleOnly = await signedIn(app, { googleSubject: 'g-only', isGoogleUser: true });
    const none = await send('PUT', '/api/auth/password', googleOnly.token, {
      currentPassword: 'anything-at-all',
      newPassword: 'new-marshmallow',
    });
    expect(none.status).toBe(400);
  });
});

describe('Rehashing at sign-in', () => {
  it('stores a hash made with a weaker cost again under the current cost', async () => {
    const { scryptSync, randomBytes } = await import('node:crypto');
    const salt = randomBytes(16);
    const weak = scryptSync('old-cost-password', salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const weakHash = [
      'scrypt',
      2 ** 14,
      8,
      1,
      salt.toString('base64url'),
      weak.toString('base64url'),
    ];
    const account = await signedIn(app, {
      email: 'old-timer@example.test',
      passwordHash: weakHash.join('$'),
    });
    expect((await login('old-timer@example.test', 'old-cost-password')).status).toBe(200);
    const { password_hash: stored } = app.db
      .prepare('SELECT password_hash FROM users WHERE id = ?')
      .get(account.user.id) as { password_hash: string };
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    // The session it signed in with survives: the password itself did not change.
    expect((await me(account.token)).status).toBe(200);
    expect((await login('old-timer@example.test', 'old-cost-password')).status).toBe(200);
  });
});
