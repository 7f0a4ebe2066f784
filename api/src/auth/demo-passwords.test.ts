// A shop served to the internet must not keep the staff passwords the README prints: those
// accounts cannot sign in with them until the operator sets new ones with create-admin.
import { afterEach, describe, expect, it } from 'vitest';
import { createAdmin, CreateAdminError } from '../cli/create-admin.ts';
import { buildUser } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import {
  DEMO_PASSWORD_REFUSED,
  demoPasswordsInUse,
  demoPasswordWarning,
  isLoopbackOrigin,
} from './demo-passwords.ts';
import { createPasswordHasher, sharedHashingPool } from './password.ts';

const ARTIST = { email: 'artist@kawaii-atelier.example', password: 'sparkle-super-2026' };
const HELPER = { email: 'helper@kawaii-atelier.example', password: 'sparkle-admin-2026' };

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The demo's staff, as `npm run seed` writes them (cheaply hashed, so the test is quick). */
async function seedDemoStaff(target: TestApp) {
  const cheap = createPasswordHasher(sharedHashingPool(), { N: 2 ** 10, r: 8, p: 1 });
  buildUser(target.db, {
    email: ARTIST.email,
    role: 'superadmin',
    passwordHash: await cheap.hash(ARTIST.password),
  });
  buildUser(target.db, {
    email: HELPER.email,
    role: 'admin',
    passwordHash: await cheap.hash(HELPER.password),
  });
  buildUser(target.db, {
    email: 'customer@kawaii-atelier.example',
    passwordHash: await cheap.hash('sparkle-user-2026'),
  });
}

const login = (target: TestApp, account: { email: string; password: string }) =>
  target.get('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });

describe('the demo passwords on a public shop', () => {
  it('refuses them, says why, and lets the new password from create-admin in', async () => {
    app = await startTestApp({ publicOrigin: 'https://shop.example' });
    await seedDemoStaff(app);
    expect(await demoPasswordsInUse(app.db)).toEqual([ARTIST.email, HELPER.email]);

    for (const account of [ARTIST, HELPER]) {
      const refused = await login(app, account);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ message: DEMO_PASSWORD_REFUSED });
    }
    // The demo customer is no staff: it signs in as documented.
    const customer = await login(app, {
      email: 'customer@kawaii-atelier.example',
      password: 'sparkle-user-2026',
    });
    expect(customer.status).toBe(200);

    // The way out: create-admin sets a new password (and refuses a published one).
    await expect(
      createAdmin(app.db, { action: 'create', ...ARTIST, name: null }),
    ).rejects.toBeInstanceOf(CreateAdminError);
    await createAdmin(app.db, {
      action: 'create',
      email: ARTIST.email,
      password: 'a-private-password-9',
      name: null,
    });
    expect((await login(app, { ...ARTIST, password: 'a-private-password-9' })).status).toBe(200);
    expect((await login(app, ARTIST)).status).toBe(401);
    expect(await demoPasswordsInUse(app.db)).toEqual([HELPER.email]);
    expect(demoPasswordWarning([HELPER.email])).toContain(
      `npm run create-admin -- --email ${HELPER.email} --password`,
    );
  });

  it('keeps the demo working on the artist’s own machine', async () => {
    app = await startTestApp({ publicOrigin: null });
    await seedDemoStaff(app);
    expect((await login(app, ARTIST)).status).toBe(200);
  });

  it('tells a loopback origin from a public one', () => {
    for (const origin of [
      null,
      'http://localhost:8080',
      'http://127.0.0.1:3000',
      'http://[::1]:80',
      'http://shop.localhost',
    ]) {
      expect(isLoopbackOrigin(origin), String(origin)).toBe(true);
    }
    for (const origin of [
      'https://shop.example',
      'http://192.168.1.20:8080',
      'http://localhost.example.com',
    ]) {
      expect(isLoopbackOrigin(origin), origin).toBe(false);
    }
  });
});
