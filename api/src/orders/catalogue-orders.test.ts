import { describe, expect, it } from 'vitest';
import type { AdminOrder, Order, Product } from '@kawaii/shared';
import { sendJson } from '../test/account-session.ts';
import { buildProduct } from '../test/factories.ts';
import { orderSubmissionFor } from '../test/order-factories.ts';
import { useStaffApp } from '../test/staff-app.ts';
import type { ProductRecord, VariantRecord } from '../products/store.ts';
import { createSettingsStore } from '../settings/store.ts';

// A fresh app per test: each has its own rate-limit counters and database.
const suite = useStaffApp('admin', { perTest: true });

const placeOrder = (body: unknown) => sendJson(suite.app, 'POST', '/api/orders', body);
const cancel = (id: string) =>
  sendJson(suite.app, 'PATCH', `/api/orders/${id}`, { status: 'cancelled' }, suite.staff);

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

function variant(options: Record<string, string>, stock: number, priceCents: number | null = null) {
  return {
    id: `v-${Object.values(options).join('-')}-${Math.random().toString(36).slice(2)}`,
    options,
    priceCents,
    discountPriceCents: null,
    stock,
    image: null,
  } satisfies VariantRecord;
}

/** A doll dress in two sizes: 1/6 at the product's $40, 1/3 at its own $48. */
function dress(stocks: [number, number] = [3, 2]): ProductRecord {
  return buildProduct(suite.app.db, {
    title: 'Lace Dress',
    priceCents: 4000,
    options: [{ name: 'Size', values: ['1/6', '1/3'] }],
    variants: [variant({ Size: '1/6' }, stocks[0]), variant({ Size: '1/3' }, stocks[1], 4800)],
  });
}

async function product(id: string): Promise<Product> {
  return (await (
    await suite.app.get(`/api/shop/${id}`, { headers: suite.staff })
  ).json()) as Product;
}

async function placed(response: Response): Promise<Order> {
  expect(response.status).toBe(201);
  return ((await response.json()) as { order: Order }).order;
}

async function refusal(response: Response, status = 400): Promise<Record<string, unknown>> {
  expect(response.status).toBe(status);
  return (await response.json()) as Record<string, unknown>;
}

describe('ordering a variant', () => {
  it('takes the variant stock, prices it as the variant and keeps its options on the line', async () => {
    const item = dress();
    const big = item.variants[1]!;
    const order = await placed(
      await placeOrder(orderSubmissionFor([{ product: item, quantity: 2, variantId: big.id }])),
    );
    expect(order.total).toBe(96);
    expect(order.items).toEqual([
      expect.objectContaining({
        id: item.id,
        variantId: big.id,
        options: { Size: '1/3' },
        price: 48,
        quantity: 2,
      }),
    ]);
    const after = await product(item.id);
    expect(after.variants.map((entry) => entry.stock)).toEqual([3, 0]);
    expect(after.stock).toBe(3);
  });

  it('refuses a line without a variant, or with a variant of another product', async () => {
    const item = dress();
    const other = dress();
    expect(
      await refusal(await placeOrder(orderSubmissionFor([{ product: item, quantity: 1 }]))),
    ).toEqual({
      message: 'Choose the options of Lace Dress.',
    });
    expect(
      await refusal(
        await placeOrder(
          orderSubmissionFor([{ product: item, quantity: 1, variantId: other.variants[0]!.id }]),
        ),
      ),
    ).toEqual({ message: 'Lace Dress is not sold with those options.' });
    const plain = buildProduct(suite.app.db, { title: 'Sticker', stock: 5 });
    expect(
      await refusal(
        await placeOrder(
          orderSubmissionFor([{ product: plain, quantity: 1, variantId: item.variants[0]!.id }]),
        ),
      ),
    ).toEqual({ message: 'Sticker is not sold with those options.' });
    expect((await product(item.id)).stock).toBe(5);
  });

  it('answers the variant that is short in unavailableItems, and takes nothing', async () => {
    const item = dress([3, 1]);
    const body = await refusal(
      await placeOrder(
        orderSubmissionFor([
          { product: item, quantity: 1, variantId: item.variants[0]!.id },
          { product: item, quantity: 2, variantId: item.variants[1]!.id },
        ]),
      ),
    );
    expect(body['unavailableItems']).toEqual([
      {
        id: item.id,
        variantId: item.variants[1]!.id,
        title: 'Lace Dress',
        requested: 2,
        inStock: 1,
      },
    ]);
    expect((await product(item.id)).variants.map((entry) => entry.stock)).toEqual([3, 1]);
  });

  it('sells exactly a variant stock to 20 simultaneous orders and leaves the other alone', async () => {
    const item = dress([3, 4]);
    // Twenty buyers, so that the stock (not the cap on one buyer's unpaid orders) decides.
    const submission = (n: number) =>
      orderSubmissionFor([{ product: item, quantity: 1, variantId: item.variants[0]!.id }], {
        email: `buyer${n}@example.test`,
        contact: `buyer${n}@example.test`,
      });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) => placeOrder(submission(n))),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 400)).toHaveLength(17);
    const after = await product(item.id);
    expect(after.variants.map((entry) => entry.stock)).toEqual([0, 4]);
    expect(after.stock).toBe(4);
  });

  it('puts a cancelled order back into the variant it came from', async () => {
    const item = dress([3, 2]);
    const order = await placed(
      await placeOrder(
        orderSubmissionFor([{ product: item, quantity: 2, variantId: item.variants[1]!.id }]),
      ),
    );
    expect((await cancel(order._id)).status).toBe(200);
    const after = await product(item.id);
    expect(after.variants.map((entry) => entry.stock)).toEqual([3, 2]);
    expect(after.stock).toBe(5);
  });
});

describe('unique pieces', () => {
  it('sells once: of two orders at once exactly one is placed, and the piece is sold', async () => {
    const doll = buildProduct(suite.app.db, { title: 'Moonlight Doll', kind: 'unique', stock: 1 });
    const submission = orderSubmissionFor([{ product: doll, quantity: 1 }]);
    const responses = await Promise.all([placeOrder(submission), placeOrder(submission)]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 400]);
    const sold = await product(doll.id);
    expect(sold).toMatchObject({ stock: 0, soldAt: expect.any(String) });
    const list = (await (await suite.app.get('/api/shop?sold=true')).json()) as Product[];
    expect(list.map((entry) => entry.title)).toEqual(['Moonlight Doll']);
  });

  it('is for sale again when its order is cancelled', async () => {
    const doll = buildProduct(suite.app.db, { title: 'Sunrise Doll', kind: 'unique', stock: 1 });
    const order = await placed(
      await placeOrder(orderSubmissionFor([{ product: doll, quantity: 1 }])),
    );
    expect((await cancel(order._id)).status).toBe(200);
    const again = await product(doll.id);
    expect(again.stock).toBe(1);
    expect(again).not.toHaveProperty('soldAt');
  });
});

describe('made-to-order pieces', () => {
  it('take orders without stock and carry the lead time on the line', async () => {
    const doll = buildProduct(suite.app.db, {
      title: 'Custom Doll',
      kind: 'made-to-order',
      leadTime: '6-8 weeks',
      stock: 0,
    });
    const order = await placed(
      await placeOrder(orderSubmissionFor([{ product: doll, quantity: 3 }])),
    );
    expect(order.items[0]).toMatchObject({ leadTime: '6-8 weeks', quantity: 3 });
    expect(order.items[0]).not.toHaveProperty('preorder');
    expect((await product(doll.id)).stock).toBe(0);
    expect((await cancel(order._id)).status).toBe(200);
    expect((await product(doll.id)).stock).toBe(0);
  });
});

describe('pre-orders', () => {
  const preorder = (window: Partial<ProductRecord['preorder']> & object, title = 'Star Doll') =>
    buildProduct(suite.app.db, {
      title,
      stock: 0,
      preorder: { opensAt: null, closesAt: inDays(10), cap: null, shipsFrom: '2027-05', ...window },
    });

  it('are taken inside the window whatever the stock, carrying the month they ship', async () => {
    const doll = preorder({ cap: 5 });
    const order = await placed(
      await placeOrder(orderSubmissionFor([{ product: doll, quantity: 2 }])),
    );
    expect(order.items[0]).toMatchObject({ preorder: true, shipsFrom: '2027-05', quantity: 2 });
    const after = await product(doll.id);
    expect(after.stock).toBe(0);
    expect(after.preorder).toMatchObject({ cap: 5, ordered: 2 });
  });

  it('are refused before the window opens and after it closes', async () => {
    for (const window of [{ closesAt: inDays(-1) }, { opensAt: inDays(2), closesAt: inDays(9) }]) {
      const doll = preorder(window);
      expect(
        await refusal(await placeOrder(orderSubmissionFor([{ product: doll, quantity: 1 }]))),
      ).toEqual({ message: 'Pre-orders for Star Doll are closed.' });
    }
  });

  it('never take more than the cap, even at once, and a cancel frees its units', async () => {
    const doll = preorder({ cap: 3 });
    const tooMany = await refusal(
      await placeOrder(orderSubmissionFor([{ product: doll, quantity: 4 }])),
    );
    expect(tooMany).toMatchObject({
      message: 'Only 3 more pre-orders of Star Doll can be taken.',
      unavailableItems: [{ id: doll.id, requested: 4, inStock: 3 }],
    });
    const submission = orderSubmissionFor([{ product: doll, quantity: 1 }]);
    const responses = await Promise.all(Array.from({ length: 10 }, () => placeOrder(submission)));
    const placedOnes = responses.filter((response) => response.status === 201);
    expect(placedOnes).toHaveLength(3);
    expect((await product(doll.id)).preorder).toMatchObject({ ordered: 3 });
    // Another buyer (one email holds at most 3 unpaid orders).
    const full = orderSubmissionFor([{ product: doll, quantity: 1 }], {
      email: 'mei@example.test',
      contact: 'mei@example.test',
    });
    expect(await refusal(await placeOrder(full))).toMatchObject({
      message: 'Pre-orders for Star Doll are full.',
    });
    const first = ((await placedOnes[0]!.json()) as { order: AdminOrder }).order;
    expect((await cancel(first._id)).status).toBe(200);
    expect((await product(doll.id)).preorder).toMatchObject({ ordered: 2 });
  });
});

describe('low stock', () => {
  const lowStockMails = () =>
    suite.app.db
      .prepare(
        "SELECT to_address AS toAddress, subject, text_body AS text FROM mail_outbox WHERE kind = 'low-stock'",
      )
      .all() as { toAddress: string; subject: string; text: string }[];

  it('mails the shop once per sale that brings items to their threshold, listing them all', async () => {
    createSettingsStore(suite.app.db).save({
      data: { shopName: 'Kawaii Atelier', contactEmail: 'shop@example.test', lowStockThreshold: 2 },
      updatedAt: new Date().toISOString(),
      version: 1,
    });
    const item = dress([3, 5]);
    const bunny = buildProduct(suite.app.db, { title: 'Bunny', stock: 6, lowStockThreshold: 4 });
    const order = (quantities: [number, number]) =>
      placeOrder(
        orderSubmissionFor([
          { product: item, quantity: quantities[0], variantId: item.variants[0]!.id },
          { product: bunny, quantity: quantities[1] },
        ]),
      );
    // 1/6: 3 -> 2 (reaches 2); Bunny: 6 -> 4 (reaches its own 4): one mail for both.
    await placed(await order([1, 2]));
    expect(lowStockMails()).toEqual([
      {
        toAddress: 'shop@example.test',
        subject: 'Low stock: Lace Dress (Size: 1/6), Bunny',
        text: expect.stringContaining('Lace Dress (Size: 1/6): 2 left\nBunny: 4 left'),
      },
    ]);
    // Already below: the next sales stay quiet.
    await placed(await order([1, 1]));
    expect(lowStockMails()).toHaveLength(1);
  });
});
