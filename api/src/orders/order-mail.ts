// Queues the order emails in the caller's transaction (see queueEmail), reading the shop's
// settings at that moment so each message shows the Zelle details the buyer was given.

import type { OrderTotals } from '@kawaii/shared';
import type { Db } from '../db/connection.ts';
import { queueEmail } from '../mail/queue.ts';
import { visitorMailLimit } from '../mail/visitor-mail-limit.ts';
import type { RenderedEmail } from '../mail/render.ts';
import { presentSettings } from '../settings/presenter.ts';
import type { SettingsStore } from '../settings/store.ts';
import {
  cancelledEmail,
  expiredEmail,
  instalmentReminderEmail,
  type InstalmentDue,
  newOrderEmail,
  orderReceivedEmail,
  paymentReceivedEmail,
  refundedEmail,
  shippedEmail,
  unpaidReminderEmail,
  type OrderMailFacts,
} from './emails.ts';
import { lowStockEmail, type LowStockItem } from './low-stock.ts';
import { buyerOrderPath } from './presenter.ts';
import type { OrderRecord, OrderStore } from './store.ts';

export type OrderMail = ReturnType<typeof createOrderMail>;

/** `publicOrigin` makes the links absolute (emails are read outside the site). */
export function createOrderMail({
  db,
  orders,
  settings,
  publicOrigin,
}: {
  db: Db;
  orders: OrderStore;
  settings: SettingsStore;
  publicOrigin: string | null;
}) {
  const origin = publicOrigin ?? '';
  const visitorMail = visitorMailLimit(db);

  function factsOf(order: OrderRecord): OrderMailFacts {
    return {
      order,
      items: orders.itemsOf(order.id),
      settings: presentSettings(settings.get()),
      orderUrl: `${origin}${buyerOrderPath(order)}`,
    };
  }

  function toBuyer(kind: string, order: OrderRecord, email: RenderedEmail, onceKey?: string) {
    queueEmail(db, {
      ...email,
      kind,
      to: order.email,
      orderId: order.id,
      userId: order.userId,
      onceKey,
    });
  }

  return {
    /**
     * The buyer's confirmation and, when the shop has a contact email, the shop's notice. The
     * confirmation goes only while the buyer's address is under its hourly limit of mail a visitor
     * can cause (the order stands either way); answers whether it was queued.
     */
    placed(order: OrderRecord): boolean {
      const facts = factsOf(order);
      const confirmed = visitorMail.allows(order.email);
      if (confirmed) toBuyer('order-received', order, orderReceivedEmail(facts));
      if (facts.settings.contactEmail) {
        const email = newOrderEmail(facts, `${origin}/admin?tab=orders`);
        queueEmail(db, {
          ...email,
          kind: 'new-order',
          to: facts.settings.contactEmail,
          orderId: order.id,
        });
      }
      return confirmed;
    },
    /** One mail to the shop listing what this order brought down to its low-stock alert. */
    lowStock(order: OrderRecord, items: readonly LowStockItem[]): void {
      const shop = presentSettings(settings.get());
      if (!shop.contactEmail) return;
      queueEmail(db, {
        ...lowStockEmail(items, shop, `${origin}/admin?tab=products`),
        kind: 'low-stock',
        to: shop.contactEmail,
        orderId: order.id,
      });
    },
    paid(order: OrderRecord, visibleNote: string): void {
      toBuyer('payment-received', order, paymentReceivedEmail(factsOf(order), visibleNote));
    },
    shipped(order: OrderRecord, visibleNote: string): void {
      toBuyer('order-shipped', order, shippedEmail(factsOf(order), visibleNote));
    },
    /** With the order's money as recorded: what was paid, kept and is owed back. */
    cancelled(
      order: OrderRecord,
      reason: string,
      totals: Pick<OrderTotals, 'paidCents' | 'refundedCents'>,
    ): void {
      toBuyer('order-cancelled', order, cancelledEmail(factsOf(order), reason, totals));
    },
    refunded(
      order: OrderRecord,
      refund: { id: string; amountCents: number; reason: string; reference: string | null },
    ): void {
      toBuyer(
        'order-refunded',
        order,
        refundedEmail(factsOf(order), refund),
        `order-refunded:${refund.id}`,
      );
    },
    reminder(order: OrderRecord): void {
      toBuyer(
        'unpaid-reminder',
        order,
        unpaidReminderEmail(factsOf(order)),
        `unpaid-reminder:${order.id}`,
      );
    },
    /** Once per instalment: its due date is part of the key. */
    instalmentReminder(order: OrderRecord, due: InstalmentDue): void {
      toBuyer(
        'instalment-reminder',
        order,
        instalmentReminderEmail(factsOf(order), due),
        `instalment-reminder:${order.id}:${due.dueAt}`,
      );
    },
    expired(order: OrderRecord): void {
      toBuyer('order-expired', order, expiredEmail(factsOf(order)), `order-expired:${order.id}`);
    },
  };
}
