// Wrong passwords lock one account from one address only: a stranger guessing from elsewhere
// must never keep the owner out with her right password.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseTrustProxy } from '../http/trust-proxy.ts';
import { TOO_MANY_FAILED_SIGN_INS } from '../http/rate-limit.ts';
import { buildUser } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { createPasswordHasher, sharedHashingPool } from './password.ts';

let app: TestApp;
beforeAll(async () => {
  // Behind a trusted proxy, X-Forwarded-For names the client, so one test plays many addresses.
  app = await startTestApp({ trustProxy: parseTrustProxy('loopback') });
  // Stored at a low cost, so each wrong guess is checked quickly (the right one is upgraded).
  const cheap = createPasswordHasher(sharedHashingPool(), { N: 2 ** 10, r: 8, p: 1 });
  const passwordHash = await cheap.hash('right-password-1');
  buildUser(app.db, { email: 'owner@example.test', passwordHash, role: 'superadmin' });
  buildUser(app.db, { email: 'helper@example.test', passwordHash, role: 'admin' });
  buildUser(app.db, { email: 'mia@example.test', passwordHash });
});
afterAll(() => app.close());
afterEach(() => void vi.useRealTimers());

function login(from: string, email: string, password: string) {
  return app.get('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ email, password }),
  });
}

const ATTACKER = '203.0.113.9';
const OWNER = '198.51.100.7';
const MINUTE = 60_000;

describe('sign-in lockout', () => {
  it('eleven wrong passwords from one address never stop the right one from another', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T10:00:00Z') });
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await login(ATTACKER, 'owner@example.test', `guess-${attempt}-x`)).status).toBe(401);
    }
    expect((await login(ATTACKER, 'owner@example.test', 'guess-11-x')).status).toBe(429);

    const owner = await login(OWNER, 'owner@example.test', 'right-password-1');
    expect(owner.status).toBe(200);
    expect(await owner.json()).toHaveProperty('token');
  });

  it('keeps the guessing address locked out of that account for 15 minutes, right password or not', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T10:02:00Z') });
    // The per-address flood window has passed; the account+address lock has not.
    const locked = await login(ATTACKER, 'owner@example.test', 'right-password-1');
    expect(locked.status).toBe(429);
    expect(await locked.text()).toBe(JSON.stringify({ message: TOO_MANY_FAILED_SIGN_INS }));
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(12 * 60);
    // Another account from that address, and the locked account from anywhere else, still work.
    expect((await login(ATTACKER, 'helper@example.test', 'right-password-1')).status).toBe(200);
    expect((await login(OWNER, 'owner@example.test', 'right-password-1')).status).toBe(200);

    vi.setSystemTime(new Date(Date.parse('2026-03-01T10:00:00Z') + 15 * MINUTE + 1000));
    expect((await login(ATTACKER, 'owner@example.test', 'right-password-1')).status).toBe(200);
  });

  // One right password is rehashed at today's cost, which takes a while on a busy machine.
  it('counts failures only, and a right password clears them', { timeout: 60_000 }, async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T11:00:00Z') });
    const from = '192.0.2.44';
    const wrong = () => login(from, 'mia@example.test', 'wrong-password-x');
    for (let attempt = 0; attempt < 9; attempt++) expect((await wrong()).status).toBe(401);
    expect((await login(from, 'mia@example.test', 'right-password-1')).status).toBe(200);
    // A new minute for the per-address flood limit (10 attempts a minute, right or wrong).
    vi.setSystemTime(Date.now() + MINUTE);
    for (let attempt = 0; attempt < 9; attempt++) expect((await wrong()).status).toBe(401);
    vi.setSystemTime(Date.now() + MINUTE);
    expect((await wrong()).status).toBe(401);
    const locked = await wrong();
    expect(locked.status).toBe(429);
    expect(await locked.text()).toBe(JSON.stringify({ message: TOO_MANY_FAILED_SIGN_INS }));
  });
});
