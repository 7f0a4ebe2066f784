// Scheduled sales: the product answers a sale price only while a sale runs by the server's
// clock, an order in that time is charged it, the checkout's promo quote reads it, and bad input
// is a clear 400 that changes nothing.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  fromCents,
  priceRange,
  promotionInputSchema,
  saleInputSchema,
  type OrderSubmission,
  type Product,
  type Sale,
} from '@kawaii/shared';
import type { Viewer } from '../core/viewer.ts';
import { createServices, type Services } from '../services.ts';
import { signedIn } from '../test/auth.ts';
import { buildCategory, buildProduct } from '../test/factories.ts';
import { orderSubmissionFor, TORONTO, type CartLine } from '../test/order-factories.ts';
import { saveShopSettings } from '../test/shipping-zones.ts';
import {
  createTestDatabase,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from '../test/test-app.ts';

const START = Date.parse('2026-11-23T10:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(ms).toISOString();
const staff: Viewer = { userId: null, role: 'admin' };
const guest: Viewer = { userId: null, role: 'user' };
const US_ADDRESS = {
  ...TORONTO,
  city: 'Portland',
  region: 'OR',
  postalCode: '97201',
  country: 'US',
};

describe('scheduled sales', () => {
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

  const createSale = (fields: Record<string, unknown>): Promise<Sale> =>
    services.sales.create(
      saleInputSchema.parse({
        name: 'Spring sale',
        type: 'percent',
        value: 25,
        startsAt: at(START + DAY),
        endsAt: at(START + 2 * DAY),
        ...fields,
      }),
      null,
      staff,
    );

  const submission = (
    lines: CartLine[],
    totalCents: number,
    extra: Partial<OrderSubmission> = {},
  ): OrderSubmission => ({
    ...orderSubmissionFor(lines),
    shippingAddress: US_ADDRESS,
    total: fromCents(totalCents),
    ...extra,
  });

  it('answers the sale price and its end only while the sale runs, by the server clock', async () => {
    const dolls = buildCategory(database.db, { name: 'Dolls' });
    const doll = buildProduct(database.db, { priceCents: 4000, categoryId: dolls.id, stock: 5 });
    const pin = buildProduct(database.db, { priceCents: 800, stock: 5 });
    const sale = await createSale({ categoryIds: [dolls.id] });
    expect(sale).toMatchObject({ type: 'percent', value: 25, categoryIds: [dolls.id] });

    const shown = () => services.products.getById(doll.id, guest)!;
    expect(shown().salePrice).toBeUndefined();

    clock.now = new Date(START + DAY); // the first moment of the sale
    expect(shown()).toMatchObject({ price: 40, salePrice: 30, saleEndsAt: at(START + 2 * DAY) });
    const listed = services.products.list({}, guest);
    expect(listed.find((product) => product._id === doll.id)).toMatchObject({ salePrice: 30 });
    // A product the sale does not name, nor its category, stays at its price.
    expect(listed.find((product) => product._id === pin.id)!.salePrice).toBeUndefined();
    expect(services.sales.nextChangeAfter(clock.now)).toEqual(new Date(START + 2 * DAY));

    clock.now = new Date(START + 2 * DAY); // the end is not part of the sale
    expect(shown().salePrice).toBeUndefined();
    expect(services.sales.nextChangeAfter(clock.now)).toBeNull();
  });

  it('filters and sorts the shop by the price the card shows: the sale price while it runs', async () => {
    const dolls = buildCategory(database.db, { name: 'Dolls' });
    const ids = (products: readonly Product[]) => products.map((product) => product._id);
    // $40 doll, on sale at $30 (25% off its category); $35 bear; $32 pin, its variant $60 on sale.
    const doll = buildProduct(database.db, { priceCents: 4000, categoryId: dolls.id, stock: 5 });
    const bear = buildProduct(database.db, { priceCents: 3500, stock: 5 });
    const pin = buildProduct(database.db, { priceCents: 3200, stock: 5 });
    await createSale({ categoryIds: [dolls.id] });
    const list = (query: Record<string, unknown>) =>
      ids(services.products.list({ sort: 'price-low', ...query }, guest));

    expect(list({})).toEqual([pin.id, bear.id, doll.id]);
    expect(list({ minPrice: 25, maxPrice: 33 })).toEqual([pin.id]);

    clock.now = new Date(START + DAY + HOUR);
    expect(list({})).toEqual([doll.id, pin.id, bear.id]);
    expect(list({ sort: 'price-high' })).toEqual([bear.id, pin.id, doll.id]);
    expect(list({ minPrice: 25, maxPrice: 33 })).toEqual([doll.id, pin.id]);
    expect(list({ minPrice: 31 })).toEqual([pin.id, bear.id]);
    // A page of the shop reads the same order, window by window.
    const first = services.products.page({ sort: 'price-low', limit: 2 }, guest);
    expect(ids(first.items)).toEqual([doll.id, pin.id]);

    clock.now = new Date(START + 2 * DAY); // the sale has ended
    expect(list({})).toEqual([pin.id, bear.id, doll.id]);
    expect(list({ minPrice: 25, maxPrice: 33 })).toEqual([pin.id]);
  });

  it('lists a product with variants by its lowest variant price with the sale taken off', async () => {
    const doll = buildProduct(database.db, {
      priceCents: 5000,
      stock: 2,
      options: [{ name: 'Size', values: ['S', 'L'] }],
      variants: [
        {
          id: 'v-s',
          options: { Size: 'S' },
          priceCents: null,
          discountPriceCents: null,
          stock: 1,
          image: null,
        },
        {
          id: 'v-l',
          options: { Size: 'L' },
          priceCents: 9000,
          discountPriceCents: null,
          stock: 1,
          image: null,
        },
      ],
    });
    const bear = buildProduct(database.db, { priceCents: 4500, stock: 5 });
    await createSale({ type: 'amount', value: 10, productIds: [doll.id] });
    clock.now = new Date(START + DAY);
    const listed = services.products.list({ sort: 'price-low', maxPrice: 45 }, guest);
    expect(listed.map((product) => product._id)).toEqual([doll.id, bear.id]);
    expect(priceRange(listed[0]!)).toEqual({ min: 40, max: 80 });
  });

  it('keeps the lowest of price, discount price and sale price; of two sales the better one', async () => {
    const doll = buildProduct(database.db, {
      priceCents: 4000,
      discountPriceCents: 3500,
      stock: 5,
    });
    const bear = buildProduct(database.db, { priceCents: 2000, stock: 5 });
    clock.now = new Date(START + DAY + HOUR);
    await createSale({ name: 'Small', type: 'amount', value: 3, productIds: [doll.id, bear.id] });
    // $40 less $3 is $37, above the $35 discount price: the discount price is still what is paid.
    expect(services.products.getById(doll.id, guest)).toMatchObject({
      discountPrice: 35,
      salePrice: 37,
    });
    await createSale({ name: 'Big', type: 'percent', value: 50, productIds: [bear.id] });
    expect(services.products.getById(bear.id, guest)).toMatchObject({ salePrice: 10 });
  });

  it('charges an order placed during the sale the sale price, and refuses it after the end', async () => {
    const doll = buildProduct(database.db, { priceCents: 4000, stock: 5 });
    await createSale({ productIds: [doll.id] });
    clock.now = new Date(START + DAY + HOUR);
    // What the cart sends: the sale price as the line's price to pay.
    const line = { product: { ...doll, discountPriceCents: 3000 }, quantity: 2 };
    const placed = await services.orders.place(submission([line], 6000 + 600), guest);
    expect(placed.order.totals).toMatchObject({ itemsCents: 6000, totalCents: 6600 });
    expect(placed.order.items[0]).toMatchObject({ price: 40, discountPrice: 30 });

    clock.now = new Date(START + 2 * DAY);
    await expect(
      services.orders.place(submission([line], 6600, { email: 'late@example.test' }), guest),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('prices a promo code on the sale price', async () => {
    const doll = buildProduct(database.db, { priceCents: 4000, stock: 5 });
    await createSale({ productIds: [doll.id] });
    await services.promotions.create(promotionInputSchema.parse(promotionInput), null, staff);
    clock.now = new Date(START + DAY + HOUR);
    const quote = services.promotions.quote(
      { promoCode: 'TEN', items: [{ id: doll.id, quantity: 1 }] },
      guest,
    );
    expect(quote.discountCents).toBe(300);
  });

  it('edits and deletes a sale on a stated version; a stale one is 409 with the current sale', async () => {
    const doll = buildProduct(database.db, { priceCents: 4000, stock: 5 });
    const sale = await createSale({ productIds: [doll.id] });
    const input = saleInputSchema.parse({
      name: 'Longer sale',
      type: 'amount',
      value: 5.5,
      productIds: [doll.id],
      startsAt: sale.startsAt,
      endsAt: at(START + 3 * DAY),
      version: sale.version,
    });
    const saved = await services.sales.update(sale._id, input, null, staff);
    expect(saved).toMatchObject({ name: 'Longer sale', value: 5.5, version: 2 });
    await expect(services.sales.update(sale._id, input, null, staff)).rejects.toMatchObject({
      status: 409,
      details: { current: { version: 2 } },
    });
    const paused = await services.sales.patch(
      sale._id,
      { version: 2, endsAt: at(START + DAY + HOUR) },
      staff,
    );
    expect(paused.endsAt).toBe(at(START + DAY + HOUR));
    expect(() => services.sales.delete(sale._id, staff, 1)).toThrow(
      expect.objectContaining({ status: 409 }),
    );
    services.sales.delete(sale._id, staff, 3);
    expect(services.sales.list()).toEqual([]);
  });
});

const promotionInput = { code: 'TEN', type: 'percent', value: 10 };

describe('sales over HTTP', () => {
  let app: TestApp;
  let staffHeaders: Record<string, string>;
  beforeAll(async () => {
    app = await startTestApp();
    staffHeaders = { ...(await signedIn(app, { role: 'admin' })).headers };
  });
  afterAll(() => app.close());

  const send = (method: string, path: string, body: unknown, headers = staffHeaders) =>
    fetch(`${app.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const valid = () => ({
    name: 'Flash sale',
    type: 'percent',
    value: 20,
    productIds: [buildProduct(app.db).id],
    startsAt: '2026-12-01T10:00:00.000Z',
    endsAt: '2026-12-02T10:00:00.000Z',
  });

  it('refuses bad input with the field and its reason, saving nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ endsAt: '2026-12-01T09:00:00.000Z' }, 'endsAt', 'The end must come after the start'],
      [{ value: 0 }, 'value', 'A percent must be a whole number from 1 to 100'],
      [{ value: 101 }, 'value', 'A percent must be a whole number from 1 to 100'],
      [{ type: 'amount', value: 2.555 }, 'value', 'Value must have at most 2 decimal places'],
      [{ type: 'amount', value: -1 }, 'value', 'Enter the amount taken off'],
      [{ productIds: [] }, 'productIds', 'Choose at least one product or category'],
      [{ startsAt: 'soon' }, 'startsAt', 'Starts at must be a date'],
      [{ endsAt: undefined }, 'endsAt', 'Ends at is required'],
      [{ type: 'bogo' }, 'type', 'Type must be one of percent, amount'],
    ];
    for (const [change, field, message] of cases) {
      const response = await send('POST', '/api/sales', { ...valid(), ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      const body = (await response.json()) as { errors: Record<string, string> };
      expect(body.errors[field], JSON.stringify(change)).toBe(message);
    }
    const list = await fetch(`${app.url}/api/sales`, { headers: staffHeaders });
    expect(await list.json()).toEqual([]);
  });

  it('is staff only, and answers 404 for a sale that does not exist', async () => {
    expect((await send('POST', '/api/sales', valid(), {})).status).toBe(401);
    const shopper = await signedIn(app);
    expect((await send('POST', '/api/sales', valid(), shopper.headers)).status).toBe(403);
    expect((await fetch(`${app.url}/api/sales`, { headers: shopper.headers })).status).toBe(403);
    expect((await send('PUT', '/api/sales/nope', valid())).status).toBe(404);
    expect((await send('DELETE', '/api/sales/nope', undefined)).status).toBe(404);
    const created = await send('POST', '/api/sales', valid());
    expect(created.status).toBe(201);
  });

  it('turns the cached product answer over when the sale ends, with nothing written then', async () => {
    const doll = buildProduct(app.db, { priceCents: 4000, stock: 3 });
    const endsAt = Date.now() + 1_500;
    const created = await send('POST', '/api/sales', {
      ...valid(),
      productIds: [doll.id],
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(endsAt).toISOString(),
    });
    expect(created.status).toBe(201);
    const read = async () => {
      const response = await app.get(`/api/shop/${doll.id}`);
      return { etag: response.headers.get('etag'), product: (await response.json()) as Product };
    };
    const during = await read();
    expect(during.product).toMatchObject({ price: 40, salePrice: 32 });
    // The same stored answer while the sale runs.
    expect((await read()).etag).toBe(during.etag);
    await new Promise((resolve) => setTimeout(resolve, endsAt - Date.now() + 50));
    const after = await read();
    expect(after.product.salePrice).toBeUndefined();
    expect(after.etag).not.toBe(during.etag);
  });
});
