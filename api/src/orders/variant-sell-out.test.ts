// A thousand buyers at once for the last units of one variant: exactly its stock is sold, no
// other variant is touched, and the product's stock stays the sum of its variants'.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@kawaii/shared';
import { buildProduct } from '../test/factories.ts';
import { orderSubmissionFor } from '../test/order-factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

const BUYERS = 1_000;
const UNITS = 25;

let app: TestApp;

beforeAll(async () => {
  // Each buyer comes from an address of their own (through the trusted local proxy), so the
  // per-address order limit never decides: the stock does.
  app = await startTestApp({ trustProxy: ['loopback'] });
});

afterAll(() => app.close());

describe('a variant sold out by 1,000 simultaneous orders', () => {
  it('sells exactly its stock, and leaves the other variant alone', async () => {
    const dress = buildProduct(app.db, {
      title: 'Lace Dress',
      priceCents: 4000,
      options: [{ name: 'Size', values: ['1/6', '1/3'] }],
      variants: [
        {
          id: 'last-1-6',
          options: { Size: '1/6' },
          priceCents: null,
          discountPriceCents: null,
          stock: UNITS,
          image: null,
        },
        {
          id: 'some-1-3',
          options: { Size: '1/3' },
          priceCents: 4800,
          discountPriceCents: null,
          stock: 7,
          image: null,
        },
      ],
    });
    const order = (n: number) =>
      app.get('/api/orders', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
        body: JSON.stringify(
          orderSubmissionFor([{ product: dress, quantity: 1, variantId: 'last-1-6' }], {
            email: `buyer${n}@example.test`,
            contact: `buyer${n}@example.test`,
          }),
        ),
      });
    const statuses = (await Promise.all(Array.from({ length: BUYERS }, (_, n) => order(n)))).map(
      (response) => response.status,
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(UNITS);
    expect(statuses.filter((status) => status === 400)).toHaveLength(BUYERS - UNITS);

    const after = (await (await app.get(`/api/shop/${dress.id}`)).json()) as Product;
    expect(after.variants.map((variant) => variant.stock)).toEqual([0, 7]);
    expect(after.stock).toBe(7);
    const placed = app.db
      .prepare("SELECT COUNT(*) FROM order_items WHERE variant_id = 'last-1-6'")
      .pluck()
      .get();
    expect(placed).toBe(UNITS);
  }, 60_000);
});
