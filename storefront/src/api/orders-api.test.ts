import { describe, expect, it } from 'vitest';
import type { OrderSubmission } from '@kawaii/shared';
import type { Fetch } from './client.ts';
import { placeOrder } from './orders-api.ts';

const submission: OrderSubmission = {
  name: 'Mia',
  email: 'mia@example.com',
  contact: 'mia@example.com',
  contactType: 'email',
  message: '',
  paymentMethod: 'zelle',
  shippingAddress: {
    name: 'Mia',
    line1: '1 Bay St',
    line2: '',
    city: 'Toronto',
    region: 'ON',
    postalCode: 'M5J 2N8',
    country: 'CA',
  },
  items: [{ id: 'p1', title: 'Bunny', price: 40, discountPrice: 30, quantity: 1, image: null }],
  total: 30,
};

function answering(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchImpl: Fetch = async (input, init) => {
    calls.push({ url: String(input), init });
    return typeof body === 'string'
      ? new Response(body, { status })
      : Response.json(body, { status });
  };
  return { calls, fetchImpl };
}

describe('placeOrder', () => {
  it('posts the submission as JSON with the bearer token, and answers the placed order', async () => {
    const order = { _id: 'o1', orderId: 'KA-10042' };
    const { calls, fetchImpl } = answering(201, { message: 'Order placed', order });
    expect(await placeOrder(fetchImpl, 'tok', submission)).toEqual({
      kind: 'placed',
      message: 'Order placed',
      order,
    });
    expect(calls[0]?.url).toBe('/api/orders');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.init?.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual(submission);
  });

  it('sends no Authorization header for a guest', async () => {
    const { calls, fetchImpl } = answering(201, { message: 'ok', order: {} });
    await placeOrder(fetchImpl, null, submission);
    expect(calls[0]?.init?.headers).not.toHaveProperty('Authorization');
  });

  it('tells apart short stock, a changed total, other refusals and no connection', async () => {
    const short = { id: 'p1', title: 'Bunny', requested: 3, inStock: 1 };
    expect(
      await placeOrder(
        answering(400, { message: 'Not enough', unavailableItems: [short] }).fetchImpl,
        null,
        submission,
      ),
    ).toEqual({ kind: 'short-stock', message: 'Not enough', unavailableItems: [short] });
    expect(
      await placeOrder(
        answering(409, { message: 'Prices changed', reason: 'prices-changed' }).fetchImpl,
        null,
        submission,
      ),
    ).toEqual({ kind: 'prices-changed', message: 'Prices changed' });
    expect(
      await placeOrder(
        answering(409, { message: 'Sold meanwhile', reason: 'stock-changed' }).fetchImpl,
        null,
        submission,
      ),
    ).toEqual({ kind: 'changed', message: 'Sold meanwhile' });
    expect(
      await placeOrder(answering(400, { message: 'Only Zelle' }).fetchImpl, null, submission),
    ).toEqual({ kind: 'refused', status: 400, message: 'Only Zelle' });
    expect(await placeOrder(answering(502, '<html>').fetchImpl, null, submission)).toEqual({
      kind: 'refused',
      status: 502,
      message: null,
    });
    const offline: Fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await placeOrder(offline, null, submission)).toEqual({ kind: 'offline' });
  });
});
