import { beforeAll, describe, expect, it } from 'vitest';
import type { User, UserPage } from '@kawaii/shared';
import { signedIn, type SignedIn } from '../test/auth.ts';
import { buildUser, day } from '../test/factories.ts';
import { useStaffApp } from '../test/staff-app.ts';
import type { UserRecord } from './store.ts';

// The signed-in staff member is the artist (the superadmin, who alone manages roles).
const suite = useStaffApp('superadmin', {
  staffFields: { name: 'Momo Sakura', createdAt: day(1) },
});
let helper: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  helper = await signedIn(suite.app, { name: 'Helper Hana', role: 'admin', createdAt: day(2) });
  customer = await signedIn(suite.app, {
    name: 'Customer Kiki',
    email: 'kiki@shop.test',
    passwordHash: 'scrypt$secret-hash',
    googleSubject: 'google-kiki',
    createdAt: day(3),
  });
});

const as = (headers: Record<string, string>, path: string, method = 'GET') =>
  suite.app.get(path, { method, headers });

async function roleChange(
  path: string,
  expected: number,
): Promise<{ user?: User; message?: string }> {
  const response = await as(suite.staff, path, 'PUT');
  expect(response.status).toBe(expected);
  return (await response.json()) as { user?: User; message?: string };
}

describe('GET /api/users', () => {
  it('lists every account newest first, without secrets', async () => {
    const response = await as(suite.staff, '/api/users');
    expect(response.status).toBe(200);
    const { users, nextCursor } = (await response.json()) as UserPage;
    expect(nextCursor).toBeNull();
    expect(users.map((user) => user.name)).toEqual(['Customer Kiki', 'Helper Hana', 'Momo Sakura']);
    expect(users[0]).toEqual({
      _id: customer.user.id,
      name: 'Customer Kiki',
      email: 'kiki@shop.test',
      role: 'user',
      isGoogleUser: false,
      emailVerified: false,
      pendingEmail: null,
      phone: '',
      address: '',
      shippingAddress: null,
      instagram: '',
      twitter: '',
      memberSince: day(3),
      rewardPoints: 0,
    });
    const text = JSON.stringify(users);
    expect(text).not.toContain('scrypt');
    expect(text).not.toContain('google-kiki');
  });

  it('searches names and emails, ignoring case and treating % and _ literally', async () => {
    const search = async (q: string) => {
      const response = await as(suite.staff, `/api/users?q=${encodeURIComponent(q)}`);
      return ((await response.json()) as UserPage).users.map((user) => user.name);
    };
    expect(await search('HANA')).toEqual(['Helper Hana']);
    expect(await search('shop.test')).toEqual(['Customer Kiki']);
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });
});

describe('promote and demote', () => {
  let fan: UserRecord;
  beforeAll(() => {
    fan = buildUser(suite.app.db, { name: 'Fan' });
  });

  it('promotes a user to admin and demotes that admin back to user', async () => {
    expect((await roleChange(`/api/users/${fan.id}/promote`, 200)).user).toMatchObject({
      _id: fan.id,
      role: 'admin',
    });
    expect((await roleChange(`/api/users/${fan.id}/demote`, 200)).user).toMatchObject({
      _id: fan.id,
      role: 'user',
    });
  });

  it('takes an admin area away from a demoted admin at once: every session of theirs ends', async () => {
    const demoted = await signedIn(suite.app, { name: 'Soon Former Helper', role: 'admin' });
    const openOrders = () => as(demoted.headers, '/api/orders');
    expect((await openOrders()).status).toBe(200);
    await roleChange(`/api/users/${demoted.user.id}/demote`, 200);
    expect((await openOrders()).status).toBe(401);
    expect((await as(demoted.headers, '/api/auth/me')).status).toBe(401);
  });

  it('records each role change, with who made it, in the activity log', async () => {
    const fan2 = buildUser(suite.app.db, { email: 'fan2@shop.test' });
    await roleChange(`/api/users/${fan2.id}/promote`, 200);
    await roleChange(`/api/users/${fan2.id}/demote`, 200);
    const entries = (await (await as(suite.staff, '/api/activity')).json()) as {
      actor: { _id: string };
      action: string;
      subjectId: string;
      summary: string;
    }[];
    expect(entries.slice(0, 2)).toMatchObject([
      { actor: { _id: suite.staffUser.id }, action: 'user.demote', subjectId: fan2.id },
      {
        actor: { _id: suite.staffUser.id },
        action: 'user.promote',
        summary: 'Made fan2@shop.test an admin',
      },
    ]);
  });

  it('refuses the changes that are not user <-> admin', async () => {
    expect(await roleChange(`/api/users/${helper.user.id}/promote`, 400)).toEqual({
      message: 'This user is already an admin',
    });
    expect(await roleChange(`/api/users/${suite.staffUser.id}/promote`, 400)).toEqual({
      message: 'A superadmin cannot be promoted',
    });
    expect(await roleChange(`/api/users/${suite.staffUser.id}/demote`, 400)).toEqual({
      message: 'A superadmin cannot be demoted',
    });
    expect(await roleChange(`/api/users/${customer.user.id}/demote`, 400)).toEqual({
      message: 'Only an admin can be demoted; this user is not an admin',
    });
    const roles = suite.app.db
      .prepare('SELECT role FROM users WHERE id IN (?, ?, ?)')
      .all(suite.staffUser.id, helper.user.id, customer.user.id);
    expect(roles.map((row) => (row as { role: string }).role).sort()).toEqual([
      'admin',
      'superadmin',
      'user',
    ]);
  });

  it('answers 404 for an unknown id', async () => {
    expect(await roleChange('/api/users/no-such-user/promote', 404)).toEqual({
      message: 'User not found',
    });
    expect(await roleChange('/api/users/no-such-user/demote', 404)).toEqual({
      message: 'User not found',
    });
  });
});

describe('who may manage users', () => {
  const operations: [string, string][] = [
    ['GET', '/api/users'],
    ['PUT', '/api/users/{id}/promote'],
    ['PUT', '/api/users/{id}/demote'],
  ];

  it.each(operations)('%s %s: 401 signed out, 403 for an admin or a user', async (method, path) => {
    const url = path.replace('{id}', customer.user.id);
    expect((await suite.app.get(url, { method })).status).toBe(401);
    expect((await as(helper.headers, url, method)).status).toBe(403);
    expect((await as(customer.headers, url, method)).status).toBe(403);
    const role = suite.app.db.prepare('SELECT role FROM users WHERE id = ?').get(customer.user.id);
    expect(role).toEqual({ role: 'user' });
  });
});
