// What a stranger to this repository writes with a client generated from /api/openapi.json
// (openapi-typescript's `paths`, called through openapi-fetch): read the shop, place an order as a
// guest, open its page. It imports nothing of the project; the test generates `#schema` from the
// served document, compiles this file against it and runs it against a real server.

import createClient from 'openapi-fetch';
import type { paths } from '#schema';

const baseUrl = process.env['API_URL'];
if (!baseUrl) throw new Error('API_URL is not set');
const api = createClient<paths>({ baseUrl });

const { data: settings } = await api.GET('/api/settings');
const { data: products } = await api.GET('/api/shop', { params: { query: {} } });
if (!settings || !products) throw new Error('the shop could not be read');
const product = products.find((candidate) => candidate.stock > 0);
if (!product) throw new Error('nothing is in stock');

// Shipping as the shop quotes it: the zone that lists the country, or the zone for everywhere.
const country = 'US';
const zone =
  settings.shippingZones.find((candidate) => candidate.countries.includes(country)) ??
  settings.shippingZones.find((candidate) => candidate.countries === '*');
const priceCents = Math.round((product.discountPrice ?? product.price) * 100);
const free = zone?.freeOverCents != null && priceCents >= zone.freeOverCents;
const shippingCents = zone && !free ? zone.rateCents : 0;

const { data: placed, error } = await api.POST('/api/orders', {
  body: {
    name: 'Robin Stranger',
    email: 'robin@example.test',
    contact: 'robin@example.test',
    contactType: 'email',
    paymentMethod: 'zelle',
    items: [
      {
        id: product._id,
        title: product.title,
        price: product.price,
        discountPrice: product.discountPrice,
        quantity: 1,
      },
    ],
    total: (priceCents + shippingCents) / 100,
    shippingAddress: {
      name: 'Robin Stranger',
      line1: '1 Main Street',
      city: 'Springfield',
      postalCode: '12345',
      country,
    },
  },
});
if (!placed) throw new Error(`the order was refused: ${error?.message ?? 'no message'}`);

const { data: page } = await api.GET('/api/orders/lookup/{orderNumber}', {
  params: { path: { orderNumber: placed.order.orderId }, query: { key: placed.orderKey } },
});
console.info(
  JSON.stringify({
    shop: products.length,
    orderId: placed.order.orderId,
    status: page?.status,
    total: page?.total,
  }),
);
