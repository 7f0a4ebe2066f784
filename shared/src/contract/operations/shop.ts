// The shop's settings, orders (Zelle checkout and the staff desk), and the shop assistant.

import type { AdminOrder, Order, OrderDeskPage, PlacedOrder } from '../../domain/commerce.ts';
import type { ShopSettings } from '../../domain/entities.ts';
import { chatMessageSchema } from '../../schemas/chat.ts';
import { orderStatusPatchSchema, orderSubmissionSchema } from '../../schemas/orders.ts';
import { orderLookupQuerySchema, orderQuerySchema } from '../../schemas/queries.ts';
import { settingsInputSchema } from '../../schemas/settings.ts';
import { answer, defineOperation } from '../operation.ts';

export const settingsOperations = {
  getSettings: defineOperation({
    method: 'get',
    path: '/api/settings',
    summary: 'The public shop settings',
    access: 'public',
    cache: 'public',
    answer: answer<ShopSettings>(),
  }),
  updateSettings: defineOperation({
    method: 'put',
    path: '/api/settings',
    summary: 'Update the shop settings',
    access: 'admin',
    body: settingsInputSchema,
    answer: answer<ShopSettings>(),
    failures: { 409: 'The save was based on an older version; the answer carries `current`' },
  }),
};

export const orderOperations = {
  placeOrder: defineOperation({
    method: 'post',
    path: '/api/orders',
    summary: 'Place an order (Zelle); guests may order, a bearer token makes it theirs',
    access: 'optional-user',
    status: 201,
    body: orderSubmissionSchema,
    answer: answer<PlacedOrder>(),
    failures: {
      409: 'Prices (`reason: prices-changed`) or stock (`reason: stock-changed`) changed meanwhile',
      429: 'Too many orders from this address in a minute',
    },
  }),
  listOrders: defineOperation({
    method: 'get',
    path: '/api/orders',
    summary: 'The admin order desk: 50 a page, newest first, with counts per status',
    access: 'admin',
    query: orderQuerySchema,
    answer: answer<OrderDeskPage>(),
  }),
  exportOrders: defineOperation({
    method: 'get',
    path: '/api/orders/export.csv',
    summary: 'The desk’s filtered orders as CSV',
    access: 'admin',
    query: orderQuerySchema,
    produces: 'text/csv',
    answer: answer<string>(),
  }),
  lookupOrder: defineOperation({
    method: 'get',
    path: '/api/orders/lookup/:orderNumber',
    summary: 'The order page: with its key, or for its signed-in owner; 404 otherwise',
    access: 'optional-user',
    query: orderLookupQuerySchema,
    answer: answer<Order>(),
    failures: {
      404: 'No such order, or neither its key nor its signed-in owner',
      429: 'Too many lookups from this address in a minute',
    },
  }),
  reservedStock: defineOperation({
    method: 'get',
    path: '/api/orders/reserved-stock',
    summary: 'Units of each product held by unpaid orders, for the admin product cards',
    access: 'admin',
    answer: answer<{ reserved: Record<string, number> }>(),
  }),
  getOrder: defineOperation({
    method: 'get',
    path: '/api/orders/:id',
    summary: 'One order: staff see any, a customer only their own',
    access: 'user',
    answer: answer<Order | AdminOrder>(),
    failures: { 404: 'No such order, or not the caller’s own' },
  }),
  changeOrderStatus: defineOperation({
    method: 'patch',
    path: '/api/orders/:id',
    summary: 'Move an order along its workflow',
    access: 'admin',
    body: orderStatusPatchSchema,
    answer: answer<AdminOrder>(),
    failures: { 404: 'No such order', 409: 'The order cannot move to that status from its own' },
  }),
};

export const chatOperations = {
  sendChatMessage: defineOperation({
    method: 'post',
    path: '/api/chat/message',
    summary: 'Ask the shop assistant about products, artworks, posts and shop policies',
    access: 'public',
    body: chatMessageSchema,
    answer: answer<{ response: string }>(),
    failures: { 429: 'Too many messages from this address in a minute' },
  }),
};
