// What the shop writes about an order, to the buyer and to the shop itself. Pure: each function
// turns the order into a rendered email; `order-mail.ts` queues them inside the event's
// transaction.

import {
  effectivePrice,
  formatMoney,
  formatOrderNumber,
  fromCents,
  type ShopSettings,
} from '@kawaii/shared';
import { renderEmail, type EmailBlock, type RenderedEmail } from '../mail/render.ts';
import type { OrderItemRecord, OrderRecord } from './store.ts';

export interface OrderMailFacts {
  order: OrderRecord;
  items: readonly OrderItemRecord[];
  settings: ShopSettings;
  /** The order page (with its key) on the public site; null when the origin is unknown. */
  orderUrl: string | null;
}

const money = (cents: number) => formatMoney(fromCents(cents));

function itemRows(items: readonly OrderItemRecord[], order: OrderRecord): EmailBlock {
  return {
    type: 'rows',
    rows: [
      ...items.map((item) => ({
        label: `${item.title} × ${item.quantity}`,
        value: money(
          effectivePrice({ price: item.priceCents, discountPrice: item.discountPriceCents }) *
            item.quantity,
        ),
      })),
      { label: 'Total', value: money(order.totalCents), strong: true },
    ],
  };
}

function zelleInstructions({ order, settings }: OrderMailFacts): EmailBlock {
  return {
    type: 'callout',
    title: 'How to pay with Zelle',
    lines: [
      `Send ${money(order.totalCents)} to ${settings.zelle.phone} (${settings.zelle.name}).`,
      `Please include your name and ${formatOrderNumber(order.orderNumber)} in the memo.`,
    ],
  };
}

function orderLink(facts: OrderMailFacts, label = 'View your order'): EmailBlock[] {
  return facts.orderUrl ? [{ type: 'button', label, url: facts.orderUrl }] : [];
}

/** To the buyer, as soon as the order is placed: what they ordered and how to pay. */
export function orderReceivedEmail(facts: OrderMailFacts): RenderedEmail {
  const { order, items, settings } = facts;
  const number = formatOrderNumber(order.orderNumber);
  return renderEmail({
    subject: `We received your order ${number}`,
    heading: `Thank you for your order, ${order.customerName}!`,
    shopName: settings.shopName,
    blocks: [
      {
        type: 'text',
        text: `We've received your order ${number}. It will be packed with care as soon as your payment arrives.`,
      },
      itemRows(items, order),
      zelleInstructions(facts),
      ...orderLink(facts),
    ],
  });
}

/** To the shop's contact email: a new order to look at. */
export function newOrderEmail(facts: OrderMailFacts): RenderedEmail {
  const { order, items, settings } = facts;
  const number = formatOrderNumber(order.orderNumber);
  return renderEmail({
    subject: `New order ${number} from ${order.customerName}`,
    heading: `New order ${number}!`,
    shopName: settings.shopName,
    blocks: [
      {
        type: 'text',
        text: `${order.customerName} (${order.email}) ordered ${money(order.totalCents)}. It is awaiting payment by Zelle.`,
      },
      itemRows(items, order),
      ...(order.message
        ? [{ type: 'callout' as const, title: 'Their message', lines: [order.message] }]
        : []),
      ...orderLink(facts, 'Open the order'),
    ],
  });
}
