// Orders paid in instalments, kept by the server's clock (run with the unpaid-order sweep every
// minute): the buyer is mailed a few days before each instalment falls due, once per due date;
// an instalment still short past its grace days cancels the order under the policy it was placed
// with (the stock goes back on sale, the buyer is mailed why, and a non-refundable first payment
// stays on the ledger as kept). An order nothing was paid on yet expires as any unpaid order.

import {
  instalmentToRemind,
  keptOnCancelCents,
  missedInstalmentNote,
  overdueInstalment,
} from '@kawaii/shared';
import type { Db } from '../db/connection.ts';
import type { OrderMail } from './order-mail.ts';
import type { OrderRecord, OrderStore } from './store.ts';
import { totalsOfOrder, type OrderLedgerAmounts } from './totals.ts';
import type { ChangeOrderStatus } from './workflow.ts';

export type InstalmentKeeper = ReturnType<typeof createInstalmentKeeper>;

export function createInstalmentKeeper({
  db,
  orders,
  ledgerOf,
  changeStatus,
  mail,
  now,
}: {
  db: Db;
  orders: OrderStore;
  ledgerOf: (orderId: string) => OrderLedgerAmounts;
  changeStatus: ChangeOrderStatus;
  mail: OrderMail;
  now: () => Date;
}) {
  const paidOf = (order: OrderRecord) =>
    totalsOfOrder(order, orders.itemsOf(order.id), ledgerOf(order.id)).paidCents;

  // Each re-reads the order inside its transaction: a payment may have arrived a moment ago.
  const cancelOne = db.transaction((orderId: string, at: Date): boolean => {
    const order = orders.findById(orderId);
    const plan = order?.plan;
    // A deposit's balance has no date: only layaway instalments fall overdue.
    if (!order || plan?.kind !== 'layaway' || order.status !== 'partially_paid') return false;
    const paid = paidOf(order);
    const index = overdueInstalment(plan.schedule, paid, at, plan.graceDays);
    if (index === null) return false;
    const kept = keptOnCancelCents(plan, plan.schedule, paid);
    const note = missedInstalmentNote(index + 1, plan.schedule[index]!.dueAt!, kept, paid - kept);
    changeStatus(order.id, { status: 'cancelled', note, visibleToCustomer: true }, null);
    return true;
  });

  const remindOne = db.transaction((orderId: string, at: Date): boolean => {
    const order = orders.findById(orderId);
    const plan = order?.plan;
    if (!order || !plan || order.status !== 'partially_paid') return false;
    const next = instalmentToRemind(plan.schedule, paidOf(order), at);
    if (!next || next.dueAt === null || next.dueAt === plan.remindedDueAt) return false;
    orders.setPlanReminded(order.id, next.dueAt);
    mail.instalmentReminder(order, {
      number: next.index + 1,
      count: plan.schedule.length,
      dueAt: next.dueAt,
      dueCents: next.amountCents - next.paidCents,
    });
    return true;
  });

  const each = (work: (orderId: string, at: Date) => boolean): number => {
    const at = now();
    let done = 0;
    for (const order of orders.awaitingInstalments()) {
      if (work(order.id, at)) done += 1;
    }
    return done;
  };

  return {
    /** Mails the buyers whose next instalment falls due within days; answers how many. */
    remindDue: (): number => each((id, at) => remindOne.immediate(id, at)),
    /** Cancels the orders with an instalment short past its grace days; answers how many. */
    cancelOverdue: (): number => each((id, at) => cancelOne.immediate(id, at)),
  };
}
