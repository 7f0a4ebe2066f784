import type {
  AdminOrder,
  Order,
  OrderQuery,
  OrderStatusPatch,
  OrderSubmission,
} from '@kawaii/shared';
import { createAchievementService } from '../achievements/service.ts';
import type { Db } from '../db/connection.ts';
import { notFound } from '../http/errors.ts';
import { isStaff, type Viewer } from '../http/viewer.ts';
import { createOrderPlacement } from './placement.ts';
import { presentAdminOrder, presentOrder } from './presenter.ts';
import { createOrderStore, type OrderRecord } from './store.ts';
import { ORDER_NOT_FOUND, createOrderWorkflow } from './workflow.ts';

export const ORDER_PLACED = 'Order placed successfully';

export type OrderService = ReturnType<typeof createOrderService>;

export function createOrderService(db: Db) {
  const orders = createOrderStore(db);
  const achievements = createAchievementService(db);
  const placeOrder = createOrderPlacement(db);
  const changeStatus = createOrderWorkflow(db);

  const customerView = (order: OrderRecord): Order =>
    presentOrder({
      order,
      items: orders.itemsOf(order.id),
      achievements: achievements.unlockedByOrder(order.id),
    });
  const adminView = (order: OrderRecord): AdminOrder =>
    presentAdminOrder({
      order,
      items: orders.itemsOf(order.id),
      achievements: achievements.unlockedByOrder(order.id),
      history: orders.historyOf(order.id),
    });

  return {
    /** Guests may order; a signed-in order belongs to the viewer. */
    async place(submission: OrderSubmission, viewer: Viewer): Promise<Order> {
      return customerView(await placeOrder(submission, viewer.userId));
    },

    /** The admin desk, newest first. */
    list(query: OrderQuery): AdminOrder[] {
      return orders.list({ status: query.status, text: query.q }).map(adminView);
    },

    /** Staff see any order in full; a customer only their own, and anyone else's is a 404. */
    get(id: string, viewer: Viewer): Order | AdminOrder {
      const order = orders.findById(id);
      if (order && isStaff(viewer)) return adminView(order);
      if (!order || order.userId === null || order.userId !== viewer.userId) {
        throw notFound(ORDER_NOT_FOUND);
      }
      return customerView(order);
    },

    /** The customer's own orders, newest first. */
    listForUser(userId: string): Order[] {
      return orders.listByUser(userId).map(customerView);
    },

    changeStatus(id: string, patch: OrderStatusPatch, viewer: Viewer): AdminOrder {
      return adminView(changeStatus(id, patch, viewer.userId));
    },
  };
}
