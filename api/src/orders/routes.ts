import { operations } from '@kawaii/shared';
import { byIp, createRateLimiter, MINUTE } from '../http/rate-limit.ts';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import { streamText } from '../http/stream-text.ts';
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

  table.handle(operations.placeOrder, ({ body, viewer }) => orders.place(body, viewer), {
    before: [placeLimit.middleware],
  });

  table.handle(operations.listOrders, ({ query }) => orders.list(query));

  table.handle(operations.exportOrders, async ({ query, res }) => {
    res.type('text/csv; charset=utf-8').attachment('orders.csv');
    await streamText(res, orders.exportCsv(query));
    return undefined;
  });

  table.handle(
    operations.lookupOrder,
    ({ params, query, viewer }) => orders.lookup(params.orderNumber, query.key, viewer),
    { before: [lookupLimit.middleware] },
  );

  table.handle(operations.reservedStock, () => ({
    reserved: Object.fromEntries(orders.reservedStock()),
  }));

  table.handle(operations.getOrder, ({ params, viewer }) => orders.get(params.id, viewer));

  table.handle(operations.changeOrderStatus, ({ params, body, viewer }) =>
    orders.changeStatus(params.id, body, viewer),
  );

  table.handle(operations.listOrderPayments, ({ params }) => orders.payments(params.id));

  table.handle(operations.recordOrderPayment, ({ params, body, viewer }) =>
    orders.recordPayment(params.id, body, viewer),
  );

  return table;
}
