// The shop's settings, orders and assistant: who may call each, what it parses, how it is documented.

import { chatMessageSchema } from '../../schemas/chat.ts';
import {
  clientAddressQuerySchema,
  orderStatusPatchSchema,
  orderSubmissionSchema,
} from '../../schemas/orders.ts';
import { orderLookupQuerySchema, orderQuerySchema } from '../../schemas/queries.ts';
import { settingsInputSchema } from '../../schemas/settings.ts';
import type { TermsTable } from '../terms.ts';

export const shopTerms = {
  getSettings: {
    summary: 'The public shop settings',
    access: 'public',
    cache: 'public',
  },
  updateSettings: {
    summary: 'Update the shop settings',
    access: 'admin',
    body: settingsInputSchema,
    failures: { 409: 'The save was based on an older version; the answer carries `current`' },
  },
  // The shop's owner runs the server and its backups; the status names where the copies are
  // stored and why a run failed, which a helper has no use for.
  getBackupStatus: {
    summary: 'The last backup, its check and its off-site copy, with the schedule',
    access: 'superadmin',
  },
  placeOrder: {
    summary: 'Place an order (Zelle); guests may order, a bearer token makes it theirs',
    access: 'optional-user',
    body: orderSubmissionSchema,
    failures: {
      409: 'Prices (`reason: prices-changed`) or stock (`reason: stock-changed`) changed meanwhile',
      429: 'Too many orders from this address in a minute, or the client already has 3 orders (or 10 units) waiting for payment',
    },
  },
  listOrders: {
    summary: 'The admin order desk: 50 a page, newest first, with counts per status',
    access: 'admin',
    query: orderQuerySchema,
  },
  exportOrders: {
    summary: 'The desk’s filtered orders as CSV',
    access: 'admin',
    query: orderQuerySchema,
  },
  lookupOrder: {
    summary: 'The order page: with its key, or for its signed-in owner; 404 otherwise',
    access: 'optional-user',
    query: orderLookupQuerySchema,
    failures: {
      404: 'No such order, or neither its key nor its signed-in owner',
      429: 'Too many lookups from this address in a minute',
    },
  },
  reservedStock: {
    summary: 'Units of each product held by unpaid orders, for the admin product cards',
    access: 'admin',
  },
  listClientReservations: {
    summary: 'The unpaid orders placed from one client address, and the units they hold',
    access: 'admin',
    query: clientAddressQuerySchema,
  },
  releaseClientReservations: {
    summary:
      'Cancels every unpaid order placed from one client address; its stock goes back on sale',
    access: 'admin',
    body: clientAddressQuerySchema,
  },
  getOrder: {
    summary: 'One order: staff see any, a customer only their own',
    access: 'user',
    failures: { 404: 'No such order, or not the caller’s own' },
  },
  changeOrderStatus: {
    summary: 'Move an order along its workflow',
    access: 'admin',
    body: orderStatusPatchSchema,
    failures: { 404: 'No such order', 409: 'The order cannot move to that status from its own' },
  },
  sendChatMessage: {
    summary: 'Ask the shop assistant about products, artworks, posts and shop policies',
    access: 'public',
    body: chatMessageSchema,
    failures: { 429: 'Too many messages from this address in a minute' },
  },
} satisfies TermsTable;
