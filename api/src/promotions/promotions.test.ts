import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  fromCents,
  promotionInputSchema,
  type OrderSubmission,
  type Promotion,
} from '@kawaii/shared';
import type { Viewer } from '../core/viewer.ts';
import { createServices, type Services } from '../services.ts';
import { buildCategory, buildProduct, buildUser } from '../test/factories.ts';
import { orderSubmissionFor, TORONTO, type CartLine } from '../test/order-factories.ts';
import { saveShopSettings } from '../test/shipping-zones.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';

const START = Date.parse('2026-11-23T10:00:00.000Z');
const DAY = 86_400_000;
const staff: Viewer = { userId: null, role: 'admin' };
const guest: Viewer = { userId: null, role: 'user' };
const US_ADDRESS = {
  ...TORONTO,
  city: 'Portland',
  region: 'OR',
  postalCode: '97201',
  country: 'US',
};

let database: TestDatabase;
let clock: { now: Date };
let services: Services;
beforeEach(() => {
  database = createTestDatabase();
  clock = { now: new Date(START) };
  services = createServices(database.db, undefined, undefined, null, { now: () => clock.now });
  // The US zone: $6.00, free over $80.
  saveShopSettings(database.db);
});
afterEach(() => database.cleanup());

function createPromotion(fields: Record<string, unknown>): Promise<Promotion> {
  return services.promotions.create(
    promotionInputSchema.parse({ type: 'percent', value: 10, ...fields }),
    null,
    staff,
  );
}

/** What the cart sends to a US address with the code; `totalCents` as the checkout shows it. */
function submission(
  lines: CartLine[],
  totalCents: number,
  extra: Partial<OrderSubmission> = {},
): OrderSubmission {
  return {
    ...orderSubmissionFor(lines),
    shippingAddress: US_ADDRESS,
    total: fromCents(totalCents),
    ...extra,
  };
}

const quote = (promoCode: string, lines: CartLine[], email?: string, viewer = guest) =>
  services.promotions.quote(
    {
      promoCode,
      items: lines.map(({ product, quantity }) => ({ id: product.id, quantity })),
      ...(email ? { email } : {}),
    },
    viewer,
  );

describe('promotions', () => {
  it('quotes a percent off the whole order, a category, or products', async () => {
    const dolls = buildCategory(database.db, { name: 'Dolls' });
    const doll = buildProduct(database.db, { priceCents: 4000, categoryId: dolls.id, stock: 5 });
    const sticker = buildProduct(database.db, { priceCents: 500, stock: 5 });
    const lines = [
      { product: doll, quantity: 1 },
      { product: sticker, quantity: 2 },
    ];
    await createPromotion({ code: 'spring', value: 10 });
    await createPromotion({
      code: 'DOLLS20',
      value: 20,
      appliesTo: { kind: 'category', ids: [dolls.id] },
    });
    await createPromotion({
      code: 'STICK',
      type: 'amount',
      value: 3.5,
      appliesTo: { kind: 'product', ids: [sticker.id] },
    });

    expect(quote('Spring', lines)).toMatchObject({ code: 'SPRING', discountCents: 500 });
    expect(quote(' dolls20 ', lines)).toMatchObject({
      discountCents: 800,
      eligibleProductIds: [doll.id],
    });
    expect(quote('stick', lines)).toMatchObject({ discountCents: 350, value: 3.5 });
  });

  it('says why a code does not apply', async () => {
    const doll = buildProduct(database.db, { priceCents: 3000, stock: 5 });
    const lines = [{ product: doll, quantity: 1 }];
    await createPromotion({ code: 'OLD', endsAt: new Date(START - DAY).toISOString() });
    await createPromotion({ code: 'SOON', startsAt: new Date(START + DAY).toISOString() });
    await createPromotion({ code: 'BIG', minItemsCents: 5000 });
    await createPromotion({ code: 'PAUSED', active: false });
    await createPromotion({ code: 'ONCE', oncePerCustomer: true });

    const reason = (code: string, email?: string) => {
      try {
        quote(code, lines, email);
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(reason('OLD')).toBe('This code has expired.');
    expect(reason('SOON')).toBe('This code is not valid.');
    expect(reason('BIG')).toBe('Spend $50.00 to use this code.');
    expect(reason('PAUSED')).toBe('This code is not valid.');
    expect(reason('NOPE')).toBe('This code is not valid.');

    // Once per customer: after an order with it, the same email is refused.
    await services.orders.place(
      submission(lines, 3000 + 600 - 300, { promoCode: 'once', email: 'mia@example.test' }),
      guest,
    );
    expect(reason('ONCE', 'MIA@example.test')).toBe('You have already used this code.');
    expect(reason('ONCE', 'other@example.test')).toBeNull();
  });

  it('prices the order with the code and counts its use; a cancelled order gives it back', async () => {
    const doll = buildProduct(database.db, { priceCents: 3000, stock: 5 });
    const promotion = await createPromotion({ code: 'TEN', value: 10, usageLimit: 5 });
    const placed = await services.orders.place(
      submission([{ product: doll, quantity: 1 }], 3000 + 600 - 300, { promoCode: 'ten' }),
      guest,
    );
    expect(placed.order).toMatchObject({ promoCode: 'TEN', promoDiscount: 3 });
    expect(placed.order.totals).toMatchObject({
      itemsCents: 3000,
      discountCents: 300,
      shippingCents: 600,
      totalCents: 3300,
    });
    expect(services.promotions.list()[0]!.usedCount).toBe(1);

    services.orders.changeStatus(
      placed.order._id,
      { status: 'cancelled', note: '', visibleToCustomer: false },
      { userId: null, role: 'admin' },
    );
    expect(services.promotions.list()[0]).toMatchObject({ _id: promotion._id, usedCount: 0 });
  });

  it('gives free shipping, and refuses a stale total', async () => {
    const doll = buildProduct(database.db, { priceCents: 3000, stock: 5 });
    await createPromotion({ code: 'SHIPFREE', type: 'free-shipping', value: 0 });
    await expect(
      services.orders.place(
        submission([{ product: doll, quantity: 1 }], 3600, { promoCode: 'SHIPFREE' }),
        guest,
      ),
    ).rejects.toMatchObject({ status: 409 });
    const placed = await services.orders.place(
      submission([{ product: doll, quantity: 1 }], 3000, { promoCode: 'SHIPFREE' }),
      guest,
    );
    expect(placed.order.totals).toMatchObject({ discountCents: 600, totalCents: 3000 });
  });

  it('gives the last use to exactly one of two racing orders', async () => {
    const doll = buildProduct(database.db, { priceCents: 3000, stock: 5 });
    await createPromotion({ code: 'LAST', value: 10, usageLimit: 1 });
    const order = (email: string) =>
      services.orders.place(
        submission([{ product: doll, quantity: 1 }], 3300, {
          promoCode: 'LAST',
          email,
          contact: email,
        }),
        guest,
      );
    const results = await Promise.allSettled([order('a@example.test'), order('b@example.test')]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as Error).message).toBe('This code is not valid.');
    expect(services.promotions.list()[0]!.usedCount).toBe(1);
    // The refused order changed nothing: one unit sold.
    const stock = database.db.prepare('SELECT stock FROM products WHERE id = ?').get(doll.id) as {
      stock: number;
    };
    expect(stock.stock).toBe(4);
  });

  it('goes with a reward code only when the promotion says so', async () => {
    const doll = buildProduct(database.db, { priceCents: 3000, stock: 5 });
    await createPromotion({ code: 'ALONE', value: 10 });
    await createPromotion({ code: 'FRIENDS', value: 10, combinableWithRewards: true });
    const customer = buildUser(database.db, { rewardPoints: 2500 });
    const viewer: Viewer = { userId: customer.id, role: 'user' };
    const { code } = services.redemption.redeem(customer.id, 'discount-5');
    const lines = [{ product: doll, quantity: 1 }];
    await expect(
      services.orders.place(
        submission(lines, 3000 + 600 - 300 - 500, { promoCode: 'ALONE', rewardCode: code.code }),
        viewer,
      ),
    ).rejects.toThrow('This code cannot be combined with a reward code.');
    const placed = await services.orders.place(
      submission(lines, 3000 + 600 - 300 - 500, { promoCode: 'FRIENDS', rewardCode: code.code }),
      viewer,
    );
    expect(placed.order.totals).toMatchObject({ discountCents: 800, totalCents: 2800 });
  });

  it('keeps codes unique ignoring case, and saves with the stale-version check', async () => {
    const first = await createPromotion({ code: 'HELLO' });
    await expect(createPromotion({ code: 'hello' })).rejects.toMatchObject({ status: 409 });
    const paused = await services.promotions.patch(first._id, { version: 1, active: false }, staff);
    expect(paused).toMatchObject({ active: false, version: 2, code: 'HELLO' });
    await expect(
      services.promotions.patch(first._id, { version: 1, description: 'x' }, staff),
    ).rejects.toMatchObject({ status: 409 });
    services.promotions.delete(first._id, staff, 2);
    expect(services.promotions.list()).toEqual([]);
  });
});
