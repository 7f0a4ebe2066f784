// Giving money back on an order: a full or partial refund (amount, reason, Zelle reference), up
// to what was paid and not yet refunded; optionally units put back on sale line by line; the
// reward points the order earned taken back in proportion; and a mail to the buyer. One
// IMMEDIATE transaction, so two refunds recorded at once never give back more than was paid.

import {
  REFUND_MESSAGES,
  refundPointsToReverse,
  refundDueOnCancel,
  refundProblem,
  type RefundInput,
} from '@kawaii/shared';
import type { Db } from '../db/connection.ts';
import { newId } from '../db/ids.ts';
import { badRequest, conflict, notFound } from '../core/errors.ts';
import type { Ledger } from '../rewards/ledger.ts';
import type { OrderMail } from './order-mail.ts';
import type { RefundRecord, RefundStore } from './refund-store.ts';
import type { StockStore } from './stock.ts';
import type { OrderRecord, OrderStore } from './store.ts';
import { totalsOfOrder, type OrderLedgerAmounts } from './totals.ts';
import { ORDER_NOT_FOUND } from './workflow.ts';

export type GiveBackFirstPayment = (orderId: string, actorId: string | null) => OrderRecord;

/**
 * Makes a cancelled layaway order's non-refundable first payment due back after all: the shop
 * keeps it when the buyer stops paying, but gives it back when the shop itself cancelled. The
 * order's history says so (the buyer sees it); the refund sent is then recorded as any other.
 * 409 for an order that keeps nothing (not cancelled, no such payment, or already given back).
 */
export function createFirstPaymentGiveBack({
  db,
  orders,
  ledgerOf,
  now,
}: {
  db: Db;
  orders: OrderStore;
  ledgerOf: (orderId: string) => OrderLedgerAmounts;
  now: () => Date;
}): GiveBackFirstPayment {
  const giveBack = db.transaction((orderId: string, actorId: string | null) => {
    const order = orders.findById(orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const totals = totalsOfOrder(order, orders.itemsOf(order.id), ledgerOf(order.id));
    const due = refundDueOnCancel({ status: order.status, plan: order.plan ?? null, totals });
    if (!due || due.keptCents === 0) throw conflict(REFUND_MESSAGES.nothingKept);
    orders.giveFirstPaymentBack(order.id, {
      status: order.status,
      note: REFUND_MESSAGES.firstPaymentGivenBack(due.keptCents, due.dueCents + due.keptCents),
      visibleToCustomer: true,
      actorId,
      createdAt: now().toISOString(),
    });
    return orders.findById(order.id)!;
  });
  return (orderId, actorId) => giveBack.immediate(orderId, actorId);
}

export type RecordRefund = (
  orderId: string,
  input: RefundInput,
  actorId: string | null,
) => { refund: RefundRecord; order: OrderRecord };

export function createOrderRefunds({
  db,
  orders,
  refunds,
  stock,
  ledger,
  ledgerOf,
  mail,
  now,
}: {
  db: Db;
  orders: OrderStore;
  refunds: RefundStore;
  stock: StockStore;
  ledger: Ledger;
  ledgerOf: (orderId: string) => OrderLedgerAmounts;
  mail: OrderMail;
  now: () => Date;
}): RecordRefund {
  const record = db.transaction((orderId: string, input: RefundInput, actorId: string | null) => {
    const order = orders.findById(orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const items = orders.itemsOf(order.id);
    const totals = totalsOfOrder(order, items, ledgerOf(order.id));
    const due = refundDueOnCancel({ status: order.status, plan: order.plan ?? null, totals });
    const problem = refundProblem(totals, input.amountCents, due);
    if (problem) throw badRequest(problem);
    const restocked = refunds.restockedOf(order.id);
    for (const line of input.restock) {
      const item = items.find((candidate) => String(candidate.lineId) === line.lineId);
      if (!item) throw badRequest(REFUND_MESSAGES.unknownLine);
      const left = item.quantity - (restocked.get(line.lineId) ?? 0);
      if (line.quantity > left) throw badRequest(REFUND_MESSAGES.tooManyBack(item.title, left));
    }
    const at = now().toISOString();
    const reversed = refundPointsToReverse({
      pointsEarned: order.rewardPointsEarned,
      pointsReversed: refunds.pointsReversedOf(order.id),
      paidCents: totals.paidCents,
      refundCents: input.amountCents,
    });
    const refund: RefundRecord = {
      id: newId(),
      orderId: order.id,
      amountCents: input.amountCents,
      reason: input.reason,
      reference: input.reference || null,
      restock: input.restock.filter((line) => line.quantity > 0),
      pointsReversed: reversed,
      recordedBy: actorId,
      createdAt: at,
    };
    refunds.insert(refund);
    for (const line of refund.restock) {
      const item = items.find((candidate) => String(candidate.lineId) === line.lineId)!;
      if (item.productId) {
        stock.putBack({ ...item, productId: item.productId, quantity: line.quantity }, at);
      }
    }
    if (reversed > 0 && order.userId) {
      ledger.postOnce({
        userId: order.userId,
        type: 'spent',
        amount: -reversed,
        description: REFUND_MESSAGES.pointsDescription(order.orderNumber),
        creditKey: `order:${order.id}:refund:${refund.id}`,
        orderId: order.id,
        createdAt: at,
      });
    }
    mail.refunded(order, refund);
    return { refund, order: orders.findById(order.id)! };
  });
  return (orderId, input, actorId) => record.immediate(orderId, input, actorId);
}
