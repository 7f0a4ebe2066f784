import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@kawaii/shared';
import { bearer, signedIn, tokenFor } from '../test/auth.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const headersFor = async (userId: string) => bearer(await tokenFor(app, userId));

describe('bearer auth reads the account on every request', () => {
  it("refuses a deleted user's token", async () => {
    const gone = await signedIn(app);
    app.db.prepare('DELETE FROM users WHERE id = ?').run(gone.user.id);
    const response = await app.get('/api/auth/me', { headers: gone.headers });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Invalid or expired token' });
  });

  it('applies a role change on the next request, with the same token', async () => {
    const artist = await signedIn(app, { role: 'superadmin' });
    expect((await app.get('/api/users', { headers: artist.headers })).status).toBe(200);
    app.db.prepare("UPDATE users SET role = 'admin' WHERE id = ?").run(artist.user.id);
    expect((await app.get('/api/users', { headers: artist.headers })).status).toBe(403);
  });

  it("ends a demoted admin's sessions at once", async () => {
    const artist = await signedIn(app, { role: 'superadmin' });
    const helper = await signedIn(app, { role: 'admin' });
    const demoted = await app.get(`/api/users/${helper.user.id}/demote`, {
      method: 'PUT',
      headers: artist.headers,
    });
    expect(demoted.status).toBe(200);
    const me = await app.get('/api/auth/me', { headers: helper.headers });
    expect(me.status).toBe(401);
    // Signing in again gives the account as it is now.
    const fresh = await app.get('/api/auth/me', { headers: await headersFor(helper.user.id) });
    expect(((await fresh.json()) as { user: User }).user.role).toBe('user');
  });
});
