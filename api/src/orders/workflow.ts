// Moving an order along pending_payment -> paid -> shipped -> delivered (or cancelled), with
// what each move means for stock, points, achievements and the buyer's email, in the move's own
// transaction.

import {
  ORDER_STATUS_LABELS,
  PAYMENT_PLAN_MESSAGES,
  canTransition,
  trackingUrlFor,
  type OrderStatusPatch,
} from '@kawaii/shared';
import type { AchievementService } from '../achievements/service.ts';
import type { Db } from '../db/connection.ts';
import { newId } from '../db/ids.ts';
import type { PaymentStore } from '../payments/store.ts';
import { conflict, notFound } from '../core/errors.ts';
import type { RewardRedemption } from '../rewards/redemption.ts';
import type { RewardService } from '../rewards/service.ts';
import type { OrderMail } from './order-mail.ts';
import type { ReturnStock } from './stock-return.ts';
import type { OrderRecord, OrderStore } from './store.ts';
import { totalsOfOrder, type OrderLedgerAmounts } from './totals.ts';

export const ORDER_NOT_FOUND = 'Order not found';

/** What becoming paid means for an order: its points, and the achievements they unlock. */
export type PaidOrderEffects = (order: OrderRecord, at: string) => void;

export function createPaidOrderEffects({
  orders,
  rewards,
  achievements,
}: {
  orders: OrderStore;
  rewards: RewardService;
  achievements: AchievementService;
}): PaidOrderEffects {
  return (order, at) => {
    const points = rewards.creditPaidOrder(order, at);
    orders.setRewardPointsEarned(order.id, points);
    if (order.userId !== null) achievements.unlockEarned(order.userId, order.id, at);
  };
}

/** Applies the move by `actorId` and answers the order as it is now; refuses with an HttpError. */
export type ChangeOrderStatus = (
  id: string,
  patch: OrderStatusPatch,
  actorId: string | null,
) => OrderRecord;

export function createOrderWorkflow({
  db,
  orders,
  returnStock,
  rewards,
  redemption,
  paidEffects,
  releasePromotion,
  payments,
  ledgerOf,
  mail,
  now,
}: {
  db: Db;
  orders: OrderStore;
  returnStock: ReturnStock;
  rewards: RewardService;
  redemption: RewardRedemption;
  paidEffects: PaidOrderEffects;
  /** Gives a promo code's use back (a cancelled order). */
  releasePromotion: (orderId: string) => void;
  /** Marking an order paid records what was still due as its last payment. */
  payments: PaymentStore;
  ledgerOf: (orderId: string) => OrderLedgerAmounts;
  mail: OrderMail;
  /** The clock of each move; tests move it. */
  now: () => Date;
}): ChangeOrderStatus {
  function markPaid(order: OrderRecord, at: string, actorId: string | null) {
    const { balanceCents } = totalsOfOrder(order, orders.itemsOf(order.id), ledgerOf(order.id));
    if (balanceCents > 0) {
      payments.insert({
        id: newId(),
        subject: 'order',
        subjectId: order.id,
        amountCents: balanceCents,
        receivedAt: at,
        method: 'zelle',
        reference: null,
        note: 'Marked paid',
        recordedBy: actorId,
        createdAt: at,
      });
    }
    paidEffects(order, at);
  }

  function cancel(order: OrderRecord, at: string) {
    returnStock(orders.itemsOf(order.id), at);
    // Achievements stay unlocked; only the order's own points are taken back, and the points
    // of a reward code it used come back to the customer.
    rewards.reverseCancelledOrder(order, at);
    redemption.refundForOrder(order, 'cancelled', at);
    releasePromotion(order.id);
    orders.setRewardPointsEarned(order.id, 0);
  }

  const change = db.transaction(
    (id: string, patch: OrderStatusPatch, actorId: string | null): OrderRecord => {
      const order = orders.findById(id);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      // A partly paid order (layaway) ships only once nothing is due.
      if (patch.status === 'shipped' && order.status !== 'pending_payment') {
        const { balanceCents } = totalsOfOrder(order, orders.itemsOf(order.id), ledgerOf(order.id));
        if (balanceCents > 0) throw conflict(PAYMENT_PLAN_MESSAGES.notFullyPaid(balanceCents));
      }
      if (!canTransition(order.status, patch.status)) {
        throw conflict(refusedMoveMessage(order, patch));
      }
      const at = now().toISOString();
      const paidAt = patch.status === 'paid' ? at : order.paidAt;
      orders.recordStatus(order.id, paidAt, {
        status: patch.status,
        note: patch.note,
        visibleToCustomer: patch.visibleToCustomer,
        actorId,
        createdAt: at,
      });
      if (patch.status === 'shipped') {
        const carrier = patch.carrier ?? '';
        const trackingNumber = patch.trackingNumber ?? '';
        orders.setTracking(order.id, {
          carrier,
          trackingNumber,
          trackingUrl: trackingUrlFor(carrier, trackingNumber),
        });
      }
      if (patch.status === 'paid') markPaid(order, at, actorId);
      if (patch.status === 'cancelled') cancel(order, at);
      const changed = orders.findById(order.id)!;
      const visibleNote = patch.visibleToCustomer ? patch.note : '';
      if (patch.status === 'paid') mail.paid(changed, visibleNote);
      if (patch.status === 'shipped') mail.shipped(changed, visibleNote);
      if (patch.status === 'cancelled') {
        const totals = totalsOfOrder(changed, orders.itemsOf(changed.id), ledgerOf(changed.id));
        mail.cancelled(changed, visibleNote, totals);
      }
      return changed;
    },
  );

  return (id, patch, actorId) => change.immediate(id, patch, actorId);
}

function refusedMoveMessage(order: OrderRecord, patch: OrderStatusPatch): string {
  const from = ORDER_STATUS_LABELS[order.status];
  if (order.status === patch.status) return `This order is already ${from}`;
  return `An order that is ${from} cannot be changed to ${ORDER_STATUS_LABELS[patch.status]}`;
}
