// Queues the order emails in the caller's transaction (see queueEmail), reading the shop's
// settings at that moment so each message shows the Zelle details the buyer was given.

import type { Db } from '../db/connection.ts';
import { queueEmail } from '../mail/queue.ts';
import type { RenderedEmail } from '../mail/render.ts';
import { presentSettings } from '../settings/presenter.ts';
import { createSettingsStore } from '../settings/store.ts';
import { newOrderEmail, orderReceivedEmail, type OrderMailFacts } from './emails.ts';
import { createOrderStore, type OrderRecord } from './store.ts';

export type OrderMail = ReturnType<typeof createOrderMail>;

export function createOrderMail(db: Db) {
  const orders = createOrderStore(db);
  const settings = createSettingsStore(db);

  function factsOf(order: OrderRecord): OrderMailFacts {
    return {
      order,
      items: orders.itemsOf(order.id),
      settings: presentSettings(settings.get()),
      orderUrl: null,
    };
  }

  function queue(kind: string, to: string, order: OrderRecord, email: RenderedEmail) {
    queueEmail(db, { ...email, kind, to, orderId: order.id, userId: order.userId });
  }

  return {
    /** The buyer's confirmation and, when the shop has a contact email, the shop's notice. */
    placed(order: OrderRecord): void {
      const facts = factsOf(order);
      queue('order-received', order.email, order, orderReceivedEmail(facts));
      if (facts.settings.contactEmail) {
        queue('new-order', facts.settings.contactEmail, order, newOrderEmail(facts));
      }
    },
  };
}
