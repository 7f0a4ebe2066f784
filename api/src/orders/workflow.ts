// Moving an order along pending_payment -> paid -> shipped -> delivered (or cancelled), with
// what each move means for stock, points and achievements, in the move's own transaction.

import { ORDER_STATUS_LABELS, canTransition, type OrderStatusPatch } from '@kawaii/shared';
import type { AchievementService } from '../achievements/service.ts';
import type { Db } from '../db/connection.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { RewardService } from '../rewards/service.ts';
import type { StockStore } from './stock.ts';
import type { OrderRecord, OrderStore } from './store.ts';

export const ORDER_NOT_FOUND = 'Order not found';

/** Applies the move by `actorId` and answers the order as it is now; refuses with an HttpError. */
export type ChangeOrderStatus = (
  id: string,
  patch: OrderStatusPatch,
  actorId: string | null,
) => OrderRecord;

export function createOrderWorkflow({
  db,
  orders,
  stock,
  rewards,
  achievements,
}: {
  db: Db;
  orders: OrderStore;
  stock: StockStore;
  rewards: RewardService;
  achievements: AchievementService;
}): ChangeOrderStatus {
  function markPaid(order: OrderRecord, now: string) {
    const points = rewards.creditPaidOrder(order, now);
    orders.setRewardPointsEarned(order.id, points);
    if (order.userId !== null) achievements.unlockEarned(order.userId, order.id, now);
  }

  function cancel(order: OrderRecord, now: string) {
    for (const item of orders.itemsOf(order.id)) {
      if (item.productId !== null) stock.putBack(item.productId, item.quantity, now);
    }
    // Achievements stay unlocked; only the order's own points are taken back.
    rewards.reverseCancelledOrder(order, now);
    orders.setRewardPointsEarned(order.id, 0);
  }

  const change = db.transaction(
    (id: string, patch: OrderStatusPatch, actorId: string | null): OrderRecord => {
      const order = orders.findById(id);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      if (!canTransition(order.status, patch.status)) {
        throw badRequest(refusedMoveMessage(order, patch));
      }
      const now = new Date().toISOString();
      const paidAt = patch.status === 'paid' ? now : order.paidAt;
      orders.recordStatus(order.id, paidAt, {
        status: patch.status,
        note: patch.note,
        actorId,
        createdAt: now,
      });
      if (patch.status === 'paid') markPaid(order, now);
      if (patch.status === 'cancelled') cancel(order, now);
      return orders.findById(order.id)!;
    },
  );

  return (id, patch, actorId) => change.immediate(id, patch, actorId);
}

function refusedMoveMessage(order: OrderRecord, patch: OrderStatusPatch): string {
  const from = ORDER_STATUS_LABELS[order.status];
  if (order.status === patch.status) return `This order is already ${from}`;
  return `An order that is ${from} cannot be changed to ${ORDER_STATUS_LABELS[patch.status]}`;
}
