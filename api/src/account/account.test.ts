import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@kawaii/shared';
import type { Dashboard } from '@kawaii/shared';
import { bearerFor, sendJson } from '../test/account-session.ts';
import { buildUser } from '../test/factories.ts';
import { buildOrder } from '../test/order-factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const saveProfile = async (userId: string, body: Record<string, unknown>) =>
  sendJson(app, 'PUT', '/api/user/profile', body, await bearerFor(app, userId));

describe('GET /api/user/dashboard', () => {
  it("answers the user's account, own orders newest first and achievements", async () => {
    const customer = buildUser(app.db, { name: 'Lily Chen', rewardPoints: 0 });
    const other = buildUser(app.db);
    const older = buildOrder(app.db, {
      userId: customer.id,
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    const newer = buildOrder(app.db, {
      userId: customer.id,
      createdAt: '2026-04-01T10:00:00.000Z',
    });
    buildOrder(app.db, { userId: other.id });
    buildOrder(app.db);

    const response = await app.get('/api/user/dashboard', {
      headers: await bearerFor(app, customer.id),
    });

    expect(response.status).toBe(200);
    const dashboard = (await response.json()) as Dashboard;
    expect(dashboard.user).toMatchObject({ _id: customer.id, name: 'Lily Chen', role: 'user' });
    expect(dashboard.user).not.toHaveProperty('passwordHash');
    expect(dashboard.orders.map((order) => order._id)).toEqual([newer.id, older.id]);
    expect(dashboard.orders[0]).toMatchObject({
      orderId: `KA-${newer.orderNumber}`,
      status: 'pending_payment',
      total: 25,
      items: [{ title: 'Test item', quantity: 1, price: 25 }],
    });
    expect(dashboard.orders[0]).not.toHaveProperty('email');
    expect(dashboard.achievements.unlocked).toEqual([]);
    expect(dashboard.achievements.locked).toHaveLength(7);
  });

  it('needs a signed-in user', async () => {
    expect((await app.get('/api/user/dashboard')).status).toBe(401);
    expect((await app.get('/api/user/achievements')).status).toBe(401);
    expect((await sendJson(app, 'PUT', '/api/user/profile', {})).status).toBe(401);
  });
});

describe('PUT /api/user/profile', () => {
  it('saves the profile and answers the fresh user; a new email waits for its link', async () => {
    const customer = buildUser(app.db, { phone: '555-0000', twitter: '@old' });

    const response = await saveProfile(customer.id, {
      name: '  Lily Chen ',
      email: 'lily.new@example.test',
      address: '12 Maple Lane',
      twitter: '',
    });

    expect(response.status).toBe(200);
    const { user, unlockedAchievements } = (await response.json()) as {
      user: User;
      unlockedAchievements: unknown[];
    };
    // A field left out keeps its value; one sent empty is cleared.
    expect(user).toMatchObject({
      _id: customer.id,
      name: 'Lily Chen',
      email: customer.email,
      pendingEmail: 'lily.new@example.test',
      phone: '555-0000',
      address: '12 Maple Lane',
      instagram: '',
      twitter: '',
    });
    expect(unlockedAchievements).toEqual([]);
    const dashboard = await app.get('/api/user/dashboard', {
      headers: await bearerFor(app, customer.id),
    });
    expect(((await dashboard.json()) as Dashboard).user.email).toBe(customer.email);
  });

  it('lets a user change only the case of their own email', async () => {
    const customer = buildUser(app.db, { email: 'mixed@example.test' });
    const response = await saveProfile(customer.id, { name: 'Mixed', email: 'Mixed@Example.test' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: User }).user).toMatchObject({
      email: 'Mixed@Example.test',
      pendingEmail: null,
    });
  });

  it('refuses to change the email of a Google account, but saves the rest', async () => {
    const google = buildUser(app.db, {
      email: 'googler@gmail.example',
      isGoogleUser: true,
      googleSubject: 'google-sub-1',
    });

    const refused = await saveProfile(google.id, { name: 'G', email: 'elsewhere@example.test' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: 'Email cannot be changed for Google accounts',
    });

    const kept = await saveProfile(google.id, {
      name: 'Googler',
      email: 'GOOGLER@gmail.example',
      phone: '555-0199',
    });
    expect(kept.status).toBe(200);
    expect(((await kept.json()) as { user: User }).user).toMatchObject({
      name: 'Googler',
      email: 'googler@gmail.example',
      phone: '555-0199',
    });
  });

  it('keeps a structured shipping address, written on one line in `address` too', async () => {
    const customer = buildUser(app.db, { address: 'old free text' });
    const toronto = {
      name: 'Lily Chen',
      line1: '12 Maple Street',
      line2: '',
      city: 'Toronto',
      region: 'ON',
      postalCode: 'M5V 2T6',
      country: 'ca',
    };
    const saved = await saveProfile(customer.id, {
      name: 'Lily',
      email: customer.email,
      shippingAddress: toronto,
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { user: User }).user).toMatchObject({
      address: '12 Maple Street, Toronto, ON M5V 2T6, Canada',
      shippingAddress: { ...toronto, country: 'CA' },
    });

    // Left out, it stays; an incomplete one is refused and changes nothing; null removes it.
    const kept = await saveProfile(customer.id, { name: 'Lily C', email: customer.email });
    expect(((await kept.json()) as { user: User }).user.shippingAddress?.city).toBe('Toronto');
    const partial = await saveProfile(customer.id, {
      name: 'Lily',
      email: customer.email,
      shippingAddress: { ...toronto, city: '', country: 'XX' },
    });
    expect(partial.status).toBe(400);
    expect(((await partial.json()) as { errors: Record<string, string> }).errors).toMatchObject({
      'shippingAddress.city': 'City is required',
      'shippingAddress.country': 'Choose a country from the list',
    });
    const removed = await saveProfile(customer.id, {
      name: 'Lily',
      email: customer.email,
      shippingAddress: null,
    });
    expect(((await removed.json()) as { user: User }).user).toMatchObject({
      address: '',
      shippingAddress: null,
    });
  });

  it('refuses a profile without a name or with an invalid email', async () => {
    const customer = buildUser(app.db);
    const response = await saveProfile(customer.id, { name: ' ', email: 'nope' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toMatchObject({
      name: 'Name is required',
      email: 'Enter a valid email address',
    });
  });
});
