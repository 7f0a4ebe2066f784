import { operations } from '@kawaii/shared';
import type { Request } from 'express';
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

  table.handle(
    operations.placeOrder,
    ({ body, viewer, req }) => orders.place(body, viewer, clientAddressOf(req)),
    { before: [placeLimit.middleware] },
  );

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

  // Declared before /orders/:id, which would otherwise take "reservations" for an id.
  table.handle(operations.listClientReservations, ({ query }) =>
    orders.reservationsOf(query.address),
  );

  table.handle(operations.releaseClientReservations, ({ body, viewer }) =>
    orders.releaseReservationsOf(body.address, viewer),
  );

  table.handle(operations.getOrder, ({ params, viewer }) => orders.get(params.id, viewer));

  table.handle(operations.changeOrderStatus, ({ params, body, viewer }) =>
    orders.changeStatus(params.id, body, viewer),
  );

  table.handle(operations.listOrderPayments, ({ params }) => orders.payments(params.id));

  table.handle(operations.recordOrderPayment, ({ params, body, viewer }) =>
    orders.recordPayment(params.id, body, viewer),
  );

  table.handle(operations.recordOrderRefund, ({ params, body, viewer }) =>
    orders.recordRefund(params.id, body, viewer),
  );

  table.handle(operations.giveBackFirstPayment, ({ params, viewer }) =>
    orders.giveBackFirstPayment(params.id, viewer),
  );

  return table;
}

/**
 * The client the order comes from (Express's req.ip already follows TRUST_PROXY). A loopback
 * address tells clients apart no more than "unknown" does: it is a proxy on the same machine
 * (with TRUST_PROXY unset, every visitor would share one budget and one visitor could close the
 * shop) or the artist herself, so such orders are limited per email and account only.
 */
function clientAddressOf(req: Request): string | null {
  const address = req.ip ?? req.socket.remoteAddress ?? null;
  return address === null || isLoopback(address) ? null : address;
}

function isLoopback(address: string): boolean {
  return address === '::1' || /^(?:::ffff:)?127\./.test(address);
}
