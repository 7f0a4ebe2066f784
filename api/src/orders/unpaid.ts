// Unpaid orders do not hold stock for ever: after UNPAID_REMINDER_HOURS the buyer gets one
// reminder, and once the order's time (Settings: unpaidOrderHours) is up it expires: the
// stock goes back on sale and the buyer is told. Run every minute by the server; the clock is
// injected so tests can move it.

import { UNPAID_REMINDER_HOURS } from '@kawaii/shared';
import type { Db } from '../db/connection.ts';
import type { RewardRedemption } from '../rewards/redemption.ts';
import type { OrderMail } from './order-mail.ts';
import type { ReturnStock } from './stock-return.ts';
import type { OrderRecord, OrderStore } from './store.ts';

const HOUR_MS = 3_600_000;
const BATCH = 100;

export const EXPIRED_NOTE = 'Not paid in time; the items went back on sale.';

export type UnpaidOrderKeeper = ReturnType<typeof createUnpaidOrderKeeper>;

export function createUnpaidOrderKeeper({
  db,
  orders,
  returnStock,
  redemption,
  releasePromotion,
  mail,
  now,
}: {
  db: Db;
  orders: OrderStore;
  returnStock: ReturnStock;
  redemption: RewardRedemption;
  /** Gives a promo code's use back. */
  releasePromotion: (orderId: string) => void;
  mail: OrderMail;
  now: () => Date;
}) {
  // Re-read inside the transaction: the order may have been paid a moment ago.
  const expireOne = db.transaction((order: OrderRecord, at: string): boolean => {
    const current = orders.findById(order.id);
    if (!current || current.status !== 'pending_payment') return false;
    orders.recordStatus(current.id, null, {
      status: 'expired',
      note: EXPIRED_NOTE,
      visibleToCustomer: true,
      actorId: null,
      createdAt: at,
    });
    returnStock(orders.itemsOf(current.id), at);
    // The points of a reward code the order used come back with the stock.
    redemption.refundForOrder(current, 'expired', at);
    releasePromotion(current.id);
    mail.expired(orders.findById(current.id)!);
    return true;
  });

  const remindOne = db.transaction((order: OrderRecord, at: string) => {
    orders.markReminded(order.id, at);
    mail.reminder(order);
  });

  return {
    /** Expires every unpaid order whose time is up; answers how many. */
    expireDue(): number {
      const at = now().toISOString();
      let expired = 0;
      for (const order of orders.dueToExpire(at, BATCH)) {
        if (expireOne.immediate(order, at)) expired += 1;
      }
      return expired;
    },

    /** Reminds every buyer whose order has waited a day unpaid (once); answers how many. */
    remindDue(): number {
      const current = now();
      const placedBefore = new Date(current.getTime() - UNPAID_REMINDER_HOURS * HOUR_MS);
      const due = orders
        .dueForReminder(placedBefore.toISOString(), BATCH)
        // An order expiring within the hour gets the expiry notice instead.
        .filter(
          (order) => !order.expiresAt || Date.parse(order.expiresAt) - current.getTime() > HOUR_MS,
        );
      for (const order of due) remindOne.immediate(order, current.toISOString());
      return due.length;
    },
  };
}
