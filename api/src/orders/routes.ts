import {
  orderLookupQuerySchema,
  orderQuerySchema,
  orderStatusPatchSchema,
  orderSubmissionSchema,
} from '@kawaii/shared';
import { byIp, createRateLimiter, MINUTE } from '../http/rate-limit.ts';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { OrderService } from './service.ts';

export function orderRoutes(orders: OrderService): RouteTable {
  const table = createRouteTable('/orders');
  const placeLimit = createRateLimiter([
    { name: 'orders:ip', limit: 20, windowMs: MINUTE, keyOf: byIp },
  ]);
  // Guessing keys is hopeless (192 bits), but a flood of guesses is still refused.
  const lookupLimit = createRateLimiter([
    { name: 'order-lookup:ip', limit: 60, windowMs: MINUTE, keyOf: byIp },
  ]);

  table.post(
    '/',
    {
      summary: 'Place an order (Zelle); guests may order, a bearer token makes it theirs',
      access: 'optional-user',
      body: orderSubmissionSchema,
      status: 201,
      before: [placeLimit.middleware],
    },
    ({ body, viewer }) => orders.place(body, viewer),
  );

  table.get(
    '/',
    {
      summary: 'The admin order desk: 50 a page, newest first, with counts per status',
      access: 'admin',
      query: orderQuerySchema,
    },
    ({ query }) => orders.list(query),
  );

  table.get(
    '/export.csv',
    { summary: 'The desk’s filtered orders as CSV', access: 'admin', query: orderQuerySchema },
    ({ query, res }) => {
      res.type('text/csv; charset=utf-8').attachment('orders.csv').send(orders.exportCsv(query));
      return undefined;
    },
  );

  table.get(
    '/lookup/:orderNumber',
    {
      summary: 'The order page: with its key, or for its signed-in owner; 404 otherwise',
      access: 'optional-user',
      query: orderLookupQuerySchema,
      before: [lookupLimit.middleware],
    },
    ({ params, query, viewer }) => orders.lookup(params['orderNumber']!, query.key, viewer),
  );

  table.get(
    '/reserved-stock',
    {
      summary: 'Units of each product held by unpaid orders, for the admin product cards',
      access: 'admin',
    },
    () => ({ reserved: Object.fromEntries(orders.reservedStock()) }),
  );

  table.get(
    '/:id',
    { summary: 'One order: staff see any, a customer only their own', access: 'user' },
    ({ params, viewer }) => orders.get(params['id']!, viewer),
  );

  table.patch(
    '/:id',
    { summary: 'Move an order along its workflow', access: 'admin', body: orderStatusPatchSchema },
    ({ params, body, viewer }) => orders.changeStatus(params['id']!, body, viewer),
  );

  return table;
}
