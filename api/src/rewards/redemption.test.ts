import { describe, expect, it } from 'vitest';
import type { RewardCode, ShopSettings } from '@kawaii/shared';
import { bearerFor, sendJson } from '../test/account-session.ts';
import { buildProduct, buildUser } from '../test/factories.ts';
import { useStaffApp } from '../test/staff-app.ts';

// A shop of its own for each test: the shop settings (the reward item) are only what it saved, whichever tests ran before.
const suite = useStaffApp('superadmin', { perTest: true });

interface CodeChange {
  code: RewardCode;
  rewardPoints: number;
}

const balanceOf = (userId: string) =>
  (
    suite.app.db.prepare('SELECT reward_points FROM users WHERE id = ?').get(userId) as {
      reward_points: number;
    }
  ).reward_points;

const ledgerOf = (userId: string) =>
  suite.app.db
    .prepare(
      'SELECT type, amount, description FROM reward_transactions WHERE user_id = ? ORDER BY rowid',
    )
    .all(userId) as { type: string; amount: number; description: string }[];

async function customerWith(points: number) {
  const customer = buildUser(suite.app.db, { rewardPoints: points });
  return { customer, headers: await bearerFor(suite.app, customer.id) };
}

const redeem = (headers: Record<string, string>, option: unknown) =>
  sendJson(suite.app, 'POST', '/api/reward-points/redeem', { option }, headers);

/** Staff save the shop settings with this reward item (the rest as a real shop has it). */
async function chooseRewardItem(productId: string | null) {
  const current = (await (await suite.app.get('/api/settings')).json()) as ShopSettings;
  return sendJson(
    suite.app,
    'PUT',
    '/api/settings',
    {
      shopName: 'Kawaii Atelier',
      social: {},
      zelle: { phone: '(555) 010-2026', name: 'Momo Sakura' },
      contactEmail: 'hello@kawaii-atelier.example',
      rewardItemProductId: productId,
      version: current.version,
    },
    suite.staff,
  );
}

describe('redeeming points for a code', () => {
  it('spends the points and answers a code that is listed as ready', async () => {
    const { customer, headers } = await customerWith(650);
    const response = await redeem(headers, 'discount-5');
    expect(response.status).toBe(201);
    const { code, rewardPoints } = (await response.json()) as CodeChange;
    expect(code).toMatchObject({
      kind: 'discount-5',
      title: '$5 Discount',
      points: 500,
      status: 'ready',
      usedOn: null,
      item: null,
    });
    expect(code.code).toMatch(/^KAWAII-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(rewardPoints).toBe(150);
    expect(balanceOf(customer.id)).toBe(150);
    expect(ledgerOf(customer.id)).toEqual([
      { type: 'spent', amount: -500, description: `Redeemed for $5 Discount (code ${code.code})` },
    ]);

    const listed = await suite.app.get('/api/reward-points/codes', { headers });
    expect(await listed.json()).toEqual({ codes: [code], rewardItem: null });
    const typedLoosely = code.code.toLowerCase().replaceAll('-', ' ');
    const found = await suite.app.get(
      `/api/reward-points/codes/${encodeURIComponent(typedLoosely)}`,
      {
        headers,
      },
    );
    expect(await found.json()).toEqual(code);
  });

  it('refuses without enough points and changes nothing', async () => {
    const { customer, headers } = await customerWith(290);
    const response = await redeem(headers, 'free-shipping');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'You need 300 points for this; you have 290.',
    });
    expect(balanceOf(customer.id)).toBe(290);
    expect(ledgerOf(customer.id)).toEqual([]);
  });

  it('never spends the same points twice when redeeming at once', async () => {
    const { customer, headers } = await customerWith(800);
    const answers = await Promise.all([
      redeem(headers, 'discount-5'),
      redeem(headers, 'discount-5'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    expect(balanceOf(customer.id)).toBe(300);
  });

  it('refuses an unknown option, a guest and another account’s code', async () => {
    const { headers } = await customerWith(5000);
    const unknown = await redeem(headers, 'free-doll');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      errors: { option: 'Option must be one of discount-5, free-shipping, exclusive-item' },
    });
    expect((await redeem({}, 'discount-5')).status).toBe(401);

    const { code } = (await (await redeem(headers, 'free-shipping')).json()) as CodeChange;
    const other = await customerWith(0);
    const peek = await suite.app.get(`/api/reward-points/codes/${code.code}`, {
      headers: other.headers,
    });
    expect(peek.status).toBe(404);
    expect(await peek.json()).toEqual({
      message: 'We could not find this reward code on your account',
    });
    const steal = await suite.app.get(`/api/reward-points/codes/${code.code}`, {
      method: 'DELETE',
      headers: other.headers,
    });
    expect(steal.status).toBe(404);
  });

  it('gives an unused code back for its points, once', async () => {
    const { customer, headers } = await customerWith(300);
    const { code } = (await (await redeem(headers, 'free-shipping')).json()) as CodeChange;
    expect(balanceOf(customer.id)).toBe(0);
    const back = await suite.app.get(`/api/reward-points/codes/${code.code}`, {
      method: 'DELETE',
      headers,
    });
    expect(back.status).toBe(200);
    expect(await back.json()).toEqual({
      code: { ...code, status: 'refunded' },
      rewardPoints: 300,
    });
    const again = await suite.app.get(`/api/reward-points/codes/${code.code}`, {
      method: 'DELETE',
      headers,
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      message: 'Only an unused code can be given back for points',
    });
    expect(balanceOf(customer.id)).toBe(300);
    expect(ledgerOf(customer.id).at(-1)).toEqual({
      type: 'bonus',
      amount: 300,
      description: `Points returned: code ${code.code} was given back unused`,
    });
  });
});

describe('the exclusive item', () => {
  it('cannot be redeemed while staff have chosen none', async () => {
    expect((await chooseRewardItem(null)).status).toBe(200);
    const { customer, headers } = await customerWith(2500);
    const response = await redeem(headers, 'exclusive-item');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'No exclusive item has been chosen yet. Check back soon!',
    });
    expect(balanceOf(customer.id)).toBe(2500);
  });

  it('is one of the shop’s products, chosen in Settings', async () => {
    const refused = await chooseRewardItem('no-such-product');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: 'The reward item must be one of the shop’s products',
      errors: { rewardItemProductId: 'The reward item must be one of the shop’s products' },
    });
    // A product kept off the shop's shelves makes a fine exclusive.
    const bunny = buildProduct(suite.app.db, {
      title: 'Moon Bunny',
      priceCents: 5400,
      stock: 3,
      published: false,
    });
    const saved = await chooseRewardItem(bunny.id);
    expect(await saved.json()).toMatchObject({ rewardItemProductId: bunny.id });

    const { headers } = await customerWith(2100);
    const view = await suite.app.get('/api/reward-points/codes', { headers });
    expect(await view.json()).toEqual({
      codes: [],
      rewardItem: {
        _id: bunny.id,
        title: 'Moon Bunny',
        image: null,
        price: 54,
        discountPrice: null,
        stock: 3,
      },
    });
    const response = await redeem(headers, 'exclusive-item');
    expect(response.status).toBe(201);
    expect((await response.json()) as CodeChange).toMatchObject({
      code: { title: 'Exclusive Item: Moon Bunny', points: 2000, item: { _id: bunny.id } },
      rewardPoints: 100,
    });
  });

  it('stays chosen when a save leaves it out (an older client)', async () => {
    const bunny = buildProduct(suite.app.db, { title: 'Cloud Lamb' });
    await chooseRewardItem(bunny.id);
    const current = (await (await suite.app.get('/api/settings')).json()) as ShopSettings;
    const { rewardItemProductId: _left, updatedAt: _at, ...older } = current;
    void _left;
    void _at;
    const saved = await sendJson(suite.app, 'PUT', '/api/settings', older, suite.staff);
    expect(await saved.json()).toMatchObject({ rewardItemProductId: bunny.id });
  });

  it('is not redeemed while it is sold out', async () => {
    const soldOut = buildProduct(suite.app.db, { title: 'Star Kitten', stock: 0 });
    await chooseRewardItem(soldOut.id);
    const { customer, headers } = await customerWith(2000);
    const response = await redeem(headers, 'exclusive-item');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Star Kitten is out of stock right now. Your points are safe; try again later.',
    });
    expect(balanceOf(customer.id)).toBe(2000);
  });
});
