import { orderQuerySchema, orderStatusPatchSchema, orderSubmissionSchema } from '@kawaii/shared';
import { byIp, createRateLimiter, MINUTE } from '../http/rate-limit.ts';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import { ORDER_PLACED, type OrderService } from './service.ts';

export function orderRoutes(orders: OrderService): RouteTable {
  const table = createRouteTable('/orders');
  const placeLimit = createRateLimiter([
    { name: 'orders:ip', limit: 20, windowMs: MINUTE, keyOf: byIp },
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
    async ({ body, viewer }) => ({
      message: ORDER_PLACED,
      order: await orders.place(body, viewer),
    }),
  );

  table.get(
    '/',
    { summary: 'The admin order desk, newest first', access: 'admin', query: orderQuerySchema },
    ({ query }) => orders.list(query),
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
