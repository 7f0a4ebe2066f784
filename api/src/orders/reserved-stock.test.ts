import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedIn } from '../test/auth.ts';
import { buildProduct } from '../test/factories.ts';
import { orderSubmissionFor } from '../test/order-factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

let app: TestApp;
beforeEach(async () => {
  app = await startTestApp();
});
afterEach(() => app.close());

const json = { 'content-type': 'application/json' };

describe('GET /api/orders/reserved-stock', () => {
  it('counts the units unpaid orders hold, per product, for staff only', async () => {
    const bunny = buildProduct(app.db, { title: 'Bunny', priceCents: 2000, stock: 5 });
    // A product no unpaid order holds is left out.
    buildProduct(app.db, { title: 'Bear', priceCents: 3000, stock: 5 });
    const placed = await app.get('/api/orders', {
      method: 'POST',
      headers: json,
      body: JSON.stringify(orderSubmissionFor([{ product: bunny, quantity: 2 }])),
    });
    expect(placed.status).toBe(201);

    const staff = await signedIn(app, { role: 'admin' });
    const response = await app.get('/api/orders/reserved-stock', { headers: staff.headers });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ reserved: { [bunny.id]: 2 } });

    const customer = await signedIn(app);
    const refused = await app.get('/api/orders/reserved-stock', { headers: customer.headers });
    expect(refused.status).toBe(403);
    expect((await app.get('/api/orders/reserved-stock')).status).toBe(401);
  });
});
