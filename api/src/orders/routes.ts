import { operations } from '@kawaii/shared';
import { byIp, createRateLimiter, MINUTE } from '../http/rate-limit.ts';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import { ORDER_PLACED, type OrderService } from './service.ts';

export function orderRoutes(orders: OrderService): RouteTable {
  const table = createRouteTable('/orders');
  const placeLimit = createRateLimiter([
    { name: 'orders:ip', limit: 20, windowMs: MINUTE, keyOf: byIp },
  ]);

  table.handle(
    operations.placeOrder,
    async ({ body, viewer }) => ({
      message: ORDER_PLACED,
      order: await orders.place(body, viewer),
    }),
    { before: [placeLimit.middleware] },
  );

  table.handle(operations.listOrders, ({ query }) => orders.list(query));

  table.handle(operations.getOrder, ({ params, viewer }) => orders.get(params.id, viewer));

  table.handle(operations.changeOrderStatus, ({ params, body, viewer }) =>
    orders.changeStatus(params.id, body, viewer),
  );

  return table;
}
