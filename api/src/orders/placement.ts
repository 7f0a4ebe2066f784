// Placing an order: price the cart from the catalogue, check and take stock, record the order.
// All of it in one IMMEDIATE transaction, so that concurrent orders never oversell; orders that
// arrive together share that transaction's commit (group commit), each in its own savepoint.

import { toCents, type OrderSubmission } from '@kawaii/shared';
import type { Db } from '../db/connection.ts';
import { createGroupCommit } from '../db/group-commit.ts';
import { newId } from '../db/ids.ts';
import { HttpError, badRequest, conflict } from '../http/errors.ts';
import { reviewCart, totalsAgree } from './checkout.ts';
import { createOrderMail } from './order-mail.ts';
import { createStockStore } from './stock.ts';
import { createOrderStore, type OrderRecord } from './store.ts';

export const ONLY_ZELLE = 'Only Zelle payments are accepted at the moment';
export const PRICES_CHANGED =
  'Prices have changed since you added these items. Please review your cart.';
export const ITEMS_UNAVAILABLE = 'Some items are no longer available in the requested quantity';
export const STOCK_RACE =
  'Product availability changed while processing your order. Please check your cart and try again.';

/** Places an order for `userId` (null: a guest) and answers it; refuses with an HttpError. */
export type PlaceOrder = (
  submission: OrderSubmission,
  userId: string | null,
) => Promise<OrderRecord>;

export function createOrderPlacement(db: Db): PlaceOrder {
  const orders = createOrderStore(db);
  const stock = createStockStore(db);
  const mail = createOrderMail(db);
  const commitWithOthers = createGroupCommit(db);

  // Check, take stock and record, or change nothing at all.
  const place = db.transaction(
    (submission: OrderSubmission, userId: string | null): OrderRecord => {
      const cart = reviewCart(submission.items, stock.find);
      if (cart.unavailableItems.length > 0) {
        throw new HttpError(400, ITEMS_UNAVAILABLE, {
          details: { unavailableItems: cart.unavailableItems },
        });
      }
      if (!totalsAgree(toCents(submission.total), cart.totalCents))
        throw conflict(PRICES_CHANGED, { reason: 'prices-changed' });
      const now = new Date().toISOString();
      for (const item of cart.items) {
        // Cannot fail after the review inside this transaction; the guard is the last word.
        if (!stock.take(item.productId!, item.quantity, now))
          throw conflict(STOCK_RACE, { reason: 'stock-changed' });
      }
      const order: OrderRecord = {
        id: newId(),
        orderNumber: orders.nextOrderNumber(),
        userId,
        status: 'pending_payment',
        customerName: submission.name,
        email: submission.email,
        contact: submission.contact,
        contactType: submission.contactType,
        message: submission.message,
        paymentMethod: submission.paymentMethod,
        totalCents: cart.totalCents,
        rewardPointsEarned: 0,
        paidAt: null,
        createdAt: now,
        updatedAt: now,
      };
      orders.insert(order, cart.items, [
        { status: 'pending_payment', note: '', actorId: userId, createdAt: now },
      ]);
      mail.placed(order);
      return order;
    },
  );

  return async (submission, userId) => {
    if (submission.paymentMethod !== 'zelle') throw badRequest(ONLY_ZELLE);
    // The group's IMMEDIATE transaction takes the write lock before any stock is read, and the
    // orders inside it run one after another, so concurrent orders serialize.
    return commitWithOthers(() => place(submission, userId));
  };
}
