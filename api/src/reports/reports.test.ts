import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYAWAY } from '@kawaii/shared';
import type {
  AdminOrder,
  OrderSubmission,
  OrderTotals,
  PlacedOrder,
  SalesReport,
  SalesReportRow,
  ShippingAddress,
} from '@kawaii/shared';
import { sendJson } from '../test/account-session.ts';
import { buildProduct } from '../test/factories.ts';
import { buildOrder, orderSubmissionFor } from '../test/order-factories.ts';
import { saveShopSettings } from '../test/shipping-zones.ts';
import { asStaff, useStaffApp } from '../test/staff-app.ts';

const suite = useStaffApp('admin', { perTest: true, customer: true });
const staff = asStaff(suite);

const CALIFORNIA: ShippingAddress = {
  name: 'Ana Ruiz',
  line1: '1 Sunset Blvd',
  line2: '',
  city: 'Los Angeles',
  region: 'CA',
  postalCode: '90028',
  country: 'US',
};
const PARIS: ShippingAddress = { ...CALIFORNIA, city: 'Paris', region: '', country: 'FR' };

const TODAY = new Date().toISOString().slice(0, 10);
const PERIOD = `from=2026-01-01&to=${TODAY}`;

async function place(body: OrderSubmission): Promise<PlacedOrder['order']> {
  const response = await sendJson(suite.app, 'POST', '/api/orders', body);
  expect(response.status).toBe(201);
  return ((await response.json()) as PlacedOrder).order;
}

async function report(query: string): Promise<SalesReport> {
  const response = await suite.app.get(`/api/reports/sales?${query}`, { headers: suite.staff });
  expect(response.status).toBe(200);
  return (await response.json()) as SalesReport;
}

async function totalsOf(id: string): Promise<OrderTotals> {
  const response = await suite.app.get(`/api/orders/${id}`, { headers: suite.staff });
  return ((await response.json()) as AdminOrder).totals;
}

const AMOUNTS = [
  'itemsCents',
  'discountCents',
  'shippingCents',
  'taxCents',
  'totalCents',
  'cancelledCents',
  'refundedCents',
  'netCents',
] as const;

function sumOf(rows: readonly SalesReportRow[]) {
  return Object.fromEntries(
    ['orders', ...AMOUNTS].map((key) => [
      key,
      rows.reduce((sum, row) => sum + (row[key as keyof SalesReportRow] as number), 0),
    ]),
  );
}

/**
 * A year of a small shop: two taxed orders paid (one in part, one refunded in part), one untaxed
 * order shipped in March, and orders that are not sales (unpaid, expired, before the period).
 */
async function aShopsYear() {
  saveShopSettings(suite.app.db, {
    tax: {
      enabled: true,
      pricesIncludeTax: false,
      taxShipping: false,
      rates: [
        { country: 'US', region: 'CA', ratePercent: 7.25, name: 'Sales tax' },
        { country: 'FR', ratePercent: 20, name: 'VAT' },
      ],
    },
  });
  const doll = buildProduct(suite.app.db, { priceCents: 3300, stock: 20 });
  const print = buildProduct(suite.app.db, { priceCents: 5000, stock: 20 });
  const californian = await place(
    orderSubmissionFor([{ product: doll, quantity: 2 }], {
      shippingAddress: CALIFORNIA,
      total: 76.79,
      taxCents: 479,
    }),
  );
  const parisian = await place(
    orderSubmissionFor([{ product: print, quantity: 1 }], {
      email: 'paris@example.test',
      shippingAddress: PARIS,
      total: 80,
      taxCents: 1000,
    }),
  );
  // Not a sale: nothing paid yet.
  await place(
    orderSubmissionFor([{ product: doll, quantity: 1 }], {
      email: 'later@example.test',
      shippingAddress: CALIFORNIA,
      total: 41.39,
      taxCents: 239,
    }),
  );
  const pay = (id: string, amountCents: number) =>
    staff.json('POST', `/api/orders/${id}/payments`, { amountCents, reference: 'ZL-1' });
  expect((await pay(californian._id, 7679)).status).toBe(201);
  expect((await pay(parisian._id, 3000)).status).toBe(201);
  const refund = await staff.json('POST', `/api/orders/${californian._id}/refunds`, {
    amountCents: 1000,
    reason: 'A scratched box',
  });
  expect(refund.status).toBe(201);
  const march = buildOrder(suite.app.db, {
    status: 'shipped',
    totalCents: 4200,
    createdAt: '2026-03-15T12:00:00.000Z',
  });
  buildOrder(suite.app.db, { status: 'expired', createdAt: '2026-04-01T12:00:00.000Z' });
  buildOrder(suite.app.db, { status: 'paid', createdAt: '2025-12-31T23:59:59.000Z' });
  return { covered: [californian._id, parisian._id, march.id] };
}

describe('GET /api/reports/sales', () => {
  it('reconciles to the cent with the orders it covers, by month and by tax region', async () => {
    const { covered } = await aShopsYear();
    const orders = await Promise.all(covered.map(totalsOf));
    const expected = {
      orders: covered.length,
      itemsCents: orders.reduce((sum, totals) => sum + totals.itemsCents, 0),
      discountCents: orders.reduce((sum, totals) => sum + totals.discountCents, 0),
      shippingCents: orders.reduce((sum, totals) => sum + totals.shippingCents, 0),
      taxCents: orders.reduce((sum, totals) => sum + totals.taxCents, 0),
      totalCents: orders.reduce((sum, totals) => sum + totals.totalCents, 0),
      // None of them was cancelled.
      cancelledCents: 0,
      refundedCents: orders.reduce((sum, totals) => sum + totals.refundedCents, 0),
    };
    expect(expected).toMatchObject({ taxCents: 479 + 1000, refundedCents: 1000 });

    for (const groupBy of ['month', 'region'] as const) {
      const answer = await report(`${PERIOD}&groupBy=${groupBy}`);
      expect(answer).toMatchObject({ from: '2026-01-01', to: TODAY, groupBy });
      expect(answer.totals).toEqual({
        key: 'total',
        label: 'Total',
        ...expected,
        netCents: expected.totalCents - expected.cancelledCents - expected.refundedCents,
      });
      expect(sumOf(answer.rows)).toEqual(sumOf([answer.totals]));
    }

    const byRegion = await report(`${PERIOD}&groupBy=region`);
    expect(byRegion.rows.map((row) => [row.key, row.label, row.orders, row.taxCents])).toEqual([
      ['US-CA', 'California, United States', 1, 479],
      ['FR', 'France', 1, 1000],
      ['', 'No tax', 1, 0],
    ]);
    expect(byRegion.rows[0]).toMatchObject({ refundedCents: 1000, netCents: 7679 - 1000 });

    const byMonth = await report(`${PERIOD}&groupBy=month`);
    expect(byMonth.rows[0]).toMatchObject({ key: '2026-03', label: 'March 2026', orders: 1 });
  });

  it('downloads the same figures as CSV, its last line the total', async () => {
    await aShopsYear();
    const answer = await report(`${PERIOD}&groupBy=region`);
    const response = await suite.app.get(`/api/reports/sales.csv?${PERIOD}&groupBy=region`, {
      headers: suite.staff,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await response.text()).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      '"Tax region","Key","Orders","Items","Discount","Shipping","Tax","Total","Cancelled","Refunds","Net"',
    );
    expect(lines).toHaveLength(answer.rows.length + 2);
    expect(lines[1]).toContain('"California, United States","US-CA","1","66.00","0.00"');
    const dollars = (cents: number) => (cents / 100).toFixed(2);
    expect(lines.at(-1)).toBe(
      [
        `Total 2026-01-01 to ${TODAY}`,
        '',
        String(answer.totals.orders),
        ...AMOUNTS.map((key) => dollars(answer.totals[key])),
      ]
        .map((cell) => `"${cell}"`)
        .join(','),
    );
  });

  it('answers an empty period with zero rows and a zero total', async () => {
    const answer = await report('from=2020-01-01&to=2020-01-31');
    expect(answer.rows).toEqual([]);
    expect(answer.totals).toMatchObject({ orders: 0, totalCents: 0, netCents: 0 });
  });

  it('refuses bad periods and groupings with a clear 400', async () => {
    for (const [query, message] of [
      ['from=2026-13-01', 'From must be a date (YYYY-MM-DD)'],
      ['to=2026-02-30', 'To must be a date (YYYY-MM-DD)'],
      ['from=2026-05-01&to=2026-04-01', 'The start date must be on or before the end date'],
      ['groupBy=week', 'Group by must be one of month, region'],
    ]) {
      const response = await suite.app.get(`/api/reports/sales?${query}`, {
        headers: suite.staff,
      });
      expect(response.status, query).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(message);
    }
  });

  it('is for staff only', async () => {
    expect((await suite.app.get('/api/reports/sales')).status).toBe(401);
    const customer = { headers: suite.customer.headers };
    expect((await suite.app.get('/api/reports/sales.csv', customer)).status).toBe(403);
  });
});

describe('GET /api/reports/sales with payments in parts', () => {
  it('counts layaway and deposit orders once money came in at the totals their pages show, what cancelled ones never received, and every refund', async () => {
    saveShopSettings(suite.app.db, {
      tax: {
        enabled: true,
        pricesIncludeTax: false,
        taxShipping: false,
        rates: [{ country: 'US', region: 'CA', ratePercent: 7.25, name: 'Sales tax' }],
      },
      layaway: { ...DEFAULT_LAYAWAY, enabled: true },
    });
    const doll = buildProduct(suite.app.db, { priceCents: 19_000, stock: 10 });
    const portrait = buildProduct(suite.app.db, {
      priceCents: 20_000,
      stock: 0,
      kind: 'made-to-order',
      leadTime: '6-8 weeks',
      depositPercent: 30,
    });
    const print = buildProduct(suite.app.db, { priceCents: 5000, stock: 10 });
    const pay = async (id: string, amountCents: number) => {
      const response = await staff.json('POST', `/api/orders/${id}/payments`, {
        amountCents,
        reference: `ZL-${amountCents}`,
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { order: AdminOrder }).order;
    };
    const refund = async (id: string, amountCents: number) => {
      const response = await staff.json('POST', `/api/orders/${id}/refunds`, {
        amountCents,
        reason: 'Goodwill',
      });
      expect(response.status).toBe(201);
    };

    // $190.00 + $13.78 tax in three instalments; two paid, then $20.00 given back.
    const layaway = await place({
      ...orderSubmissionFor([{ product: doll, quantity: 1 }], {
        shippingAddress: CALIFORNIA,
        total: 203.78,
        taxCents: 1378,
      }),
      paymentPlan: { instalments: 3 },
    });
    expect(layaway.schedule?.map((instalment) => instalment.amountCents)).toEqual([
      6794, 6792, 6792,
    ]);
    expect((await pay(layaway._id, 6794)).status).toBe('partially_paid');
    expect((await pay(layaway._id, 6792)).status).toBe('partially_paid');
    await refund(layaway._id, 2000);
    // The same in instalments with nothing paid yet: not a sale.
    await place({
      ...orderSubmissionFor([{ product: doll, quantity: 1 }], {
        email: 'waiting@example.test',
        shippingAddress: CALIFORNIA,
        total: 203.78,
        taxCents: 1378,
      }),
      paymentPlan: { instalments: 2 },
    });
    // The same again, cancelled after its first instalment: the rest will never come, and the
    // non-refundable first payment is kept.
    const cancelled = await place({
      ...orderSubmissionFor([{ product: doll, quantity: 1 }], {
        email: 'cancelled@example.test',
        shippingAddress: CALIFORNIA,
        total: 203.78,
        taxCents: 1378,
      }),
      paymentPlan: { instalments: 3 },
    });
    await pay(cancelled._id, 6794);
    const cancel = await sendJson(
      suite.app,
      'PATCH',
      `/api/orders/${cancelled._id}`,
      { status: 'cancelled' },
      suite.staff,
    );
    expect(cancel.status).toBe(200);
    // A made-to-order portrait: 30% of $214.50 paid as the deposit, the balance still due.
    const deposit = await place(
      orderSubmissionFor([{ product: portrait, quantity: 1 }], {
        email: 'portrait@example.test',
        shippingAddress: CALIFORNIA,
        total: 214.5,
        taxCents: 1450,
      }),
    );
    expect((await pay(deposit._id, 6435)).status).toBe('partially_paid');
    // A print with $6.00 shipping: paid in two transfers, refunded in two parts.
    const paid = await place(
      orderSubmissionFor([{ product: print, quantity: 1 }], {
        email: 'print@example.test',
        shippingAddress: CALIFORNIA,
        total: 59.63,
        taxCents: 363,
      }),
    );
    await pay(paid._id, 3000);
    expect((await pay(paid._id, 2963)).status).toBe('paid');
    await refund(paid._id, 1000);
    await refund(paid._id, 500);

    const covered = await Promise.all(
      [layaway._id, cancelled._id, deposit._id, paid._id].map(totalsOf),
    );
    const sum = (key: keyof OrderTotals) =>
      covered.reduce((total, totals) => total + totals[key], 0);
    const expected = {
      orders: 4,
      itemsCents: sum('itemsCents'),
      discountCents: sum('discountCents'),
      shippingCents: sum('shippingCents'),
      taxCents: sum('taxCents'),
      totalCents: sum('totalCents'),
      // The cancelled order's total less what was paid on it.
      cancelledCents: covered[1]!.totalCents - covered[1]!.paidCents,
      refundedCents: sum('refundedCents'),
    };
    // The figures by hand: $190 + $190 + $200 + $50 of items, $6.00 shipping, four taxes.
    expect(expected).toEqual({
      orders: 4,
      itemsCents: 63_000,
      discountCents: 0,
      shippingCents: 600,
      taxCents: 1378 + 1378 + 1450 + 363,
      totalCents: 20_378 + 20_378 + 21_450 + 5963,
      cancelledCents: 20_378 - 6794,
      refundedCents: 2000 + 1500,
    });
    // The open ones count at their totals while instalments and a balance are still due.
    expect(sum('paidCents')).toBe(6794 + 6792 + 6794 + 6435 + 5963);
    expect(covered[0]!.balanceCents + covered[2]!.balanceCents).toBe(6792 + 15_015);
    // What the shop keeps is what came in, less what went back, plus what is still owed.
    expect(expected.totalCents - expected.cancelledCents - expected.refundedCents).toBe(
      sum('paidCents') - expected.refundedCents + 6792 + 15_015,
    );

    for (const groupBy of ['month', 'region'] as const) {
      const answer = await report(`${PERIOD}&groupBy=${groupBy}`);
      expect(answer.totals).toEqual({
        key: 'total',
        label: 'Total',
        ...expected,
        netCents: expected.totalCents - expected.cancelledCents - expected.refundedCents,
      });
      expect(sumOf(answer.rows)).toEqual(sumOf([answer.totals]));
    }
    const csv = await (
      await suite.app.get(`/api/reports/sales.csv?${PERIOD}&groupBy=region`, {
        headers: suite.staff,
      })
    ).text();
    expect(csv).toContain(
      '"California, United States","US-CA","4","630.00","0.00","6.00","45.69","681.69","135.84","35.00","510.85"',
    );
  });
});
