// Recording a payment on an order: never above the balance due, and the status follows the
// balance (pending_payment -> partially_paid -> paid). The check and the insert share one
// IMMEDIATE transaction, so two payments recorded at once never take more than the balance.

import {
  PAYMENT_MESSAGES,
  formatCents,
  isAwaitingPayment,
  paymentProblem,
  statusForBalance,
  type PaymentInput,
} from '@kawaii/shared';
import type { Db } from '../db/connection.ts';
import { newId } from '../db/ids.ts';
import { badRequest, notFound } from '../core/errors.ts';
import type { PaymentRecord, PaymentStore } from '../payments/store.ts';
import type { OrderMail } from './order-mail.ts';
import type { OrderRecord, OrderStore } from './store.ts';
import { totalsOfOrder, type OrderLedgerAmounts } from './totals.ts';
import { ORDER_NOT_FOUND, type PaidOrderEffects } from './workflow.ts';

export interface RecordedPayment {
  payment: PaymentRecord;
  order: OrderRecord;
}

export type RecordOrderPayment = (
  orderId: string,
  input: PaymentInput,
  actorId: string | null,
) => RecordedPayment;

export function createOrderPayments({
  db,
  orders,
  payments,
  ledgerOf,
  paidEffects,
  mail,
  now,
}: {
  db: Db;
  orders: OrderStore;
  payments: PaymentStore;
  /** The money recorded on an order so far. */
  ledgerOf: (orderId: string) => OrderLedgerAmounts;
  paidEffects: PaidOrderEffects;
  mail: OrderMail;
  now: () => Date;
}): RecordOrderPayment {
  const record = db.transaction(
    (orderId: string, input: PaymentInput, actorId: string | null): RecordedPayment => {
      const order = orders.findById(orderId);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      if (!isAwaitingPayment(order.status)) throw badRequest(PAYMENT_MESSAGES.notAwaitingPayment);
      const ledger = ledgerOf(order.id);
      const totals = totalsOfOrder(order, orders.itemsOf(order.id), ledger);
      const problem = paymentProblem(totals.balanceCents, input.amountCents);
      if (problem) throw badRequest(problem);
      const at = now().toISOString();
      const payment: Omit<PaymentRecord, 'recordedByName'> = {
        id: newId(),
        subject: 'order',
        subjectId: order.id,
        amountCents: input.amountCents,
        receivedAt: input.receivedAt ? new Date(input.receivedAt).toISOString() : at,
        method: 'zelle',
        reference: input.reference || null,
        note: input.note || null,
        recordedBy: actorId,
        createdAt: at,
      };
      payments.insert(payment);
      const status = statusForBalance(totals.paidCents + input.amountCents, totals.totalCents);
      if (status !== order.status) {
        orders.recordStatus(order.id, status === 'paid' ? at : order.paidAt, {
          status,
          note: `Payment of ${formatCents(input.amountCents)} received.`,
          visibleToCustomer: true,
          actorId,
          createdAt: at,
        });
      }
      if (status === 'paid') paidEffects(order, at);
      const changed = orders.findById(order.id)!;
      if (status === 'paid') mail.paid(changed, '');
      const stored = payments.of('order', order.id).find((row) => row.id === payment.id)!;
      return { payment: stored, order: changed };
    },
  );
  return (orderId, input, actorId) => record.immediate(orderId, input, actorId);
}
