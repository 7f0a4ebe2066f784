import { describe, expect, it } from 'vitest';
import { buildProduct } from '../test/factories.ts';
import { orderSubmissionFor } from '../test/order-factories.ts';
import { useStaffApp } from '../test/staff-app.ts';

const suite = useStaffApp('admin', { customer: true });

const json = { 'content-type': 'application/json' };

describe('GET /api/orders/reserved-stock', () => {
  it('counts the units unpaid orders hold, per product, for staff only', async () => {
    const bunny = buildProduct(suite.app.db, { title: 'Bunny', priceCents: 2000, stock: 5 });
    // A product no unpaid order holds is left out.
    buildProduct(suite.app.db, { title: 'Bear', priceCents: 3000, stock: 5 });
    const placed = await suite.app.get('/api/orders', {
      method: 'POST',
      headers: json,
      body: JSON.stringify(orderSubmissionFor([{ product: bunny, quantity: 2 }])),
    });
    expect(placed.status).toBe(201);

    const response = await suite.app.get('/api/orders/reserved-stock', { headers: suite.staff });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ reserved: { [bunny.id]: 2 } });

    const refused = await suite.app.get('/api/orders/reserved-stock', {
      headers: suite.customer.headers,
    });
    expect(refused.status).toBe(403);
    expect((await suite.app.get('/api/orders/reserved-stock')).status).toBe(401);
  });
});
