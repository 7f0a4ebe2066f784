import { describe, expect, it } from 'vitest';
import type {
  AdminOrder,
  EmailMessage,
  EmailPage,
  OrderSubmission,
  PlacedOrder,
  ShippingAddress,
  TaxSettings,
} from '@kawaii/shared';
import { DEFAULT_LAYAWAY } from '@kawaii/shared';
import { sendJson } from '../test/account-session.ts';
import { buildProduct } from '../test/factories.ts';
import { orderSubmissionFor } from '../test/order-factories.ts';
import { saveShopSettings } from '../test/shipping-zones.ts';
import { useStaffApp } from '../test/staff-app.ts';

// A fresh shop per test: each saves its own tax settings and counts its own orders.
const suite = useStaffApp('admin', { perTest: true });

const CALIFORNIA: ShippingAddress = {
  name: 'Ana Ruiz',
  line1: '1 Sunset Blvd',
  line2: '',
  city: 'Los Angeles',
  region: 'California',
  postalCode: '90028',
  country: 'US',
};
const PARIS: ShippingAddress = { ...CALIFORNIA, city: 'Paris', region: '', country: 'FR' };

const TAX: TaxSettings = {
  enabled: true,
  pricesIncludeTax: false,
  taxShipping: false,
  rates: [
    { country: 'US', region: 'CA', ratePercent: 7.25, name: 'Sales tax' },
    { country: 'US', region: 'NY', ratePercent: 4, name: 'Sales tax' },
    { country: 'FR', ratePercent: 20, name: 'VAT' },
  ],
};

const placeOrder = (body: OrderSubmission) => sendJson(suite.app, 'POST', '/api/orders', body);
const count = (table: string) =>
  (suite.app.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
const stockOf = (id: string) =>
  (suite.app.db.prepare('SELECT stock FROM products WHERE id = ?').get(id) as { stock: number })
    .stock;

async function deskView(id: string): Promise<AdminOrder> {
  const response = await suite.app.get(`/api/orders/${id}`, { headers: suite.staff });
  return (await response.json()) as AdminOrder;
}

async function confirmationMail(): Promise<EmailMessage> {
  const page = (await (
    await suite.app.get('/api/emails', { headers: suite.staff })
  ).json()) as EmailPage;
  const summary = page.emails.find((email) => email.kind === 'order-received');
  if (!summary) throw new Error('No confirmation mail');
  return (await (
    await suite.app.get(`/api/emails/${summary._id}`, { headers: suite.staff })
  ).json()) as EmailMessage;
}

/** Two $33.00 dolls to California: $66.00 of items and the US zone's $6.00 shipping. */
function californiaOrder(overrides: Partial<OrderSubmission> = {}) {
  const doll = buildProduct(suite.app.db, { title: 'Moon Doll', priceCents: 3300, stock: 5 });
  const body = orderSubmissionFor([{ product: doll, quantity: 2 }], {
    shippingAddress: CALIFORNIA,
    shippingZoneId: 'zone-us',
    ...overrides,
  });
  return { doll, body };
}

describe('sales tax on an order', () => {
  it('is charged at the state rate on the items, stored, and shown to the buyer, the desk, the mail and the CSV', async () => {
    saveShopSettings(suite.app.db, { tax: TAX });
    // 6600 × 7.25 % = 478.5 -> 479 (half-up); shipping is not taxed.
    const { body } = californiaOrder({ total: 76.79, taxCents: 479 });
    const response = await placeOrder(body);
    expect(response.status).toBe(201);
    const { order } = (await response.json()) as PlacedOrder;
    expect(order.totals).toMatchObject({
      itemsCents: 6600,
      shippingCents: 600,
      taxCents: 479,
      totalCents: 7679,
    });
    expect(order).toMatchObject({ taxName: 'Sales tax', taxIncluded: false, taxRegion: 'US-CA' });
    expect(
      suite.app.db.prepare('SELECT tax_cents, tax_region, total_cents FROM orders').get(),
    ).toEqual({ tax_cents: 479, tax_region: 'US-CA', total_cents: 7679 });

    expect((await deskView(order._id)).totals.taxCents).toBe(479);
    const mail = await confirmationMail();
    expect(mail.text).toMatch(/Sales tax: \$4\.79/);
    expect(mail.text).toMatch(/Total: \$76\.79/);

    const csv = await (
      await suite.app.get('/api/orders/export.csv', { headers: suite.staff })
    ).text();
    const [header, row] = csv.split('\r\n');
    expect(header).toContain('"Shipping","Discount","Tax","Tax region","Total"');
    expect(row).toContain('"6.00","0.00","4.79","US-CA","76.79"');
  });

  it('taxes the shipping too when the shop says so', async () => {
    saveShopSettings(suite.app.db, { tax: { ...TAX, taxShipping: true } });
    // (6600 + 600) × 7.25 % = 522
    const { body } = californiaOrder({ total: 77.22, taxCents: 522 });
    const response = await placeOrder(body);
    expect(response.status).toBe(201);
    expect(((await response.json()) as PlacedOrder).order.totals.taxCents).toBe(522);
  });

  it('shows tax-inclusive VAT without adding it', async () => {
    saveShopSettings(suite.app.db, {
      tax: { ...TAX, pricesIncludeTax: true, taxShipping: true },
    });
    const print = buildProduct(suite.app.db, { priceCents: 12000, stock: 3 });
    // Items 120.00 + shipping 20.00 hold 20 % VAT: 140.00 × 20 / 120 = 23.333 -> 23.33.
    const body = orderSubmissionFor([{ product: print, quantity: 1 }], {
      shippingAddress: PARIS,
      shippingZoneId: 'zone-world',
      total: 140,
      taxCents: 2333,
    });
    const response = await placeOrder(body);
    expect(response.status).toBe(201);
    const { order } = (await response.json()) as PlacedOrder;
    expect(order.totals).toMatchObject({ taxCents: 2333, totalCents: 14000 });
    expect(order).toMatchObject({ taxName: 'VAT', taxIncluded: true, taxRegion: 'FR' });
    expect((await confirmationMail()).text).toMatch(/incl\. VAT: \$23\.33/);
  });

  it('answers 409 when the checkout showed another tax, like a changed shipping rate, and takes nothing', async () => {
    saveShopSettings(suite.app.db, { tax: TAX });
    const { doll, body } = californiaOrder({ total: 72.0, taxCents: 0 });
    const stale = await placeOrder(body);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({
      message: 'Tax rates have changed since you checked out. Please review your order.',
      reason: 'prices-changed',
    });
    // The right total but another tax amount is a mismatch too.
    const wrongTax = await placeOrder({ ...body, total: 76.79, taxCents: 478 });
    expect(wrongTax.status).toBe(409);
    // Without the tax in the total, the total itself no longer agrees.
    const { taxCents: _left, ...withoutTax } = body;
    expect((await placeOrder(withoutTax)).status).toBe(409);
    expect(count('orders')).toBe(0);
    expect(stockOf(doll.id)).toBe(5);
  });

  it('refuses an address whose state the regional rates cannot place, with a clear 400', async () => {
    saveShopSettings(suite.app.db, { tax: TAX });
    const { doll, body } = californiaOrder({
      shippingAddress: { ...CALIFORNIA, region: 'Narnia' },
      total: 72,
    });
    const response = await placeOrder(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: 'Enter a valid state for United States so the tax can be worked out.',
    });
    expect(count('orders')).toBe(0);
    expect(stockOf(doll.id)).toBe(5);
  });

  it('charges nothing where no rate applies, nor while tax is off', async () => {
    saveShopSettings(suite.app.db, { tax: TAX });
    const oregon = californiaOrder({
      shippingAddress: { ...CALIFORNIA, region: 'OR' },
      total: 72,
      taxCents: 0,
    });
    expect((await placeOrder(oregon.body)).status).toBe(201);
    saveShopSettings(suite.app.db, { tax: { ...TAX, enabled: false } });
    const off = californiaOrder({ total: 72, taxCents: 0, email: 'other@example.test' });
    const response = await placeOrder(off.body);
    expect(response.status).toBe(201);
    expect(((await response.json()) as PlacedOrder).order.totals.taxCents).toBe(0);
  });
});

describe('payment plans on the total with its tax', () => {
  // Layaway from $200.00 in up to 3 instalments, 30 days apart.
  const LAYAWAY = { ...DEFAULT_LAYAWAY, enabled: true };

  /** One piece at `priceCents` to `address`, with the total and tax the checkout showed. */
  function pieceOrder(
    priceCents: number,
    address: ShippingAddress,
    shown: { total: number; taxCents: number },
    product: Parameters<typeof buildProduct>[1] = {},
  ) {
    const piece = buildProduct(suite.app.db, { priceCents, stock: 3, ...product });
    return orderSubmissionFor([{ product: piece, quantity: 1 }], {
      shippingAddress: address,
      shippingZoneId: 'zone-us',
      ...shown,
    });
  }

  it('offers layaway when the tax takes the total over the minimum, and splits the taxed total', async () => {
    saveShopSettings(suite.app.db, { tax: TAX, layaway: LAYAWAY });
    // $190.00 ships free; untaxed (Oregon) it stays under the $200.00 minimum.
    const oregon = await placeOrder({
      ...pieceOrder(19_000, { ...CALIFORNIA, region: 'OR' }, { total: 190, taxCents: 0 }),
      paymentPlan: { instalments: 3 },
    });
    expect(oregon.status).toBe(400);
    expect(await oregon.json()).toEqual({
      message: 'Layaway is available on orders of $200.00 or more.',
    });
    // In California 7.25% adds $13.78 (13.775, half up): $203.78 in 3 is $67.94, $67.92, $67.92.
    const california = await placeOrder({
      ...pieceOrder(19_000, CALIFORNIA, { total: 203.78, taxCents: 1378 }),
      paymentPlan: { instalments: 3 },
    });
    expect(california.status).toBe(201);
    const { order } = (await california.json()) as PlacedOrder;
    expect(order.totals).toMatchObject({ taxCents: 1378, totalCents: 20_378 });
    expect(order.schedule?.map((instalment) => instalment.amountCents)).toEqual([6794, 6792, 6792]);
    // $300.00 with its $21.75 tax: three of $107.25, not of $100.00.
    const bigger = await placeOrder({
      ...pieceOrder(30_000, CALIFORNIA, { total: 321.75, taxCents: 2175 }),
      email: 'bigger@example.test',
      paymentPlan: { instalments: 3 },
    });
    expect(bigger.status).toBe(201);
    const placed = ((await bigger.json()) as PlacedOrder).order;
    expect(placed.schedule?.map((instalment) => instalment.amountCents)).toEqual([
      10_725, 10_725, 10_725,
    ]);
    expect((await deskView(placed._id)).schedule?.[0]?.amountCents).toBe(10_725);
  });

  it("asks a made-to-order piece's deposit of the total with its tax", async () => {
    saveShopSettings(suite.app.db, { tax: TAX, layaway: LAYAWAY });
    // $200.00 + $14.50 tax = $214.50; 30% of it is $64.35 now, $150.15 before shipping.
    const response = await placeOrder(
      pieceOrder(
        20_000,
        CALIFORNIA,
        { total: 214.5, taxCents: 1450 },
        { kind: 'made-to-order', leadTime: '6-8 weeks', depositPercent: 30, stock: 0 },
      ),
    );
    expect(response.status).toBe(201);
    const { order } = (await response.json()) as PlacedOrder;
    expect(order.paymentPlan).toMatchObject({ kind: 'deposit' });
    expect(order.schedule).toEqual([
      { dueAt: order.createdAt, amountCents: 6435, paidCents: 0 },
      { dueAt: null, amountCents: 15_015, paidCents: 0 },
    ]);
  });
});
