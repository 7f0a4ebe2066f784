// The shop's settings, orders (Zelle checkout and the staff desk), and the shop assistant.

import type {
  AdminOrder,
  ClientReservations,
  Order,
  OrderDeskPage,
  PlacedOrder,
  ReservationsReleased,
} from '../../domain/commerce.ts';
import type { BackupReport } from '../../domain/backups.ts';
import type { ShopSettings } from '../../domain/entities.ts';
import { answer, defineOperation } from '../operation.ts';

export const settingsOperations = {
  getSettings: defineOperation({
    method: 'get',
    path: '/api/settings',
    answer: answer<ShopSettings>(),
  }),
  updateSettings: defineOperation({
    method: 'put',
    path: '/api/settings',
    answer: answer<ShopSettings>(),
  }),
  getBackupStatus: defineOperation({
    method: 'get',
    path: '/api/settings/backups',
    answer: answer<BackupReport>(),
  }),
};

export const orderOperations = {
  placeOrder: defineOperation({
    method: 'post',
    path: '/api/orders',
    status: 201,
    answer: answer<PlacedOrder>(),
  }),
  listOrders: defineOperation({
    method: 'get',
    path: '/api/orders',
    answer: answer<OrderDeskPage>(),
  }),
  exportOrders: defineOperation({
    method: 'get',
    path: '/api/orders/export.csv',
    produces: 'text/csv',
    answer: answer<string>(),
  }),
  lookupOrder: defineOperation({
    method: 'get',
    path: '/api/orders/lookup/:orderNumber',
    answer: answer<Order>(),
  }),
  reservedStock: defineOperation({
    method: 'get',
    path: '/api/orders/reserved-stock',
    answer: answer<{ reserved: Record<string, number> }>(),
  }),
  listClientReservations: defineOperation({
    method: 'get',
    path: '/api/orders/reservations',
    answer: answer<ClientReservations>(),
  }),
  releaseClientReservations: defineOperation({
    method: 'post',
    path: '/api/orders/reservations/release',
    answer: answer<ReservationsReleased>(),
  }),
  getOrder: defineOperation({
    method: 'get',
    path: '/api/orders/:id',
    answer: answer<Order | AdminOrder>(),
  }),
  changeOrderStatus: defineOperation({
    method: 'patch',
    path: '/api/orders/:id',
    answer: answer<AdminOrder>(),
  }),
};

export const chatOperations = {
  sendChatMessage: defineOperation({
    method: 'post',
    path: '/api/chat/message',
    answer: answer<{ response: string }>(),
  }),
};
