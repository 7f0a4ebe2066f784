// What the shop writes about an order, to the buyer and to the shop itself. Pure: each function
// turns the order into a rendered email; `order-mail.ts` queues them inside the event's
// transaction.

import {
  formatCents,
  formatDateTime,
  formatOrderNumber,
  instalmentDueText,
  planPolicyText,
  refundDueLines,
  refundDueOnCancel,
  lineShippingNote,
  lineTitle,
  shippingAddressLines,
  taxRowLabel,
  type OrderTotals,
  type ShopSettings,
} from '@kawaii/shared';
import { renderEmail, type EmailBlock, type RenderedEmail } from '../mail/render.ts';
import type { OrderItemRecord, OrderRecord } from './store.ts';
import { lineUnitCents, totalsOfOrder } from './totals.ts';

export interface OrderMailFacts {
  order: OrderRecord;
  items: readonly OrderItemRecord[];
  settings: ShopSettings;
  /** The order page (with its key) on the public site. */
  orderUrl: string;
}

const numberOf = (order: OrderRecord) => formatOrderNumber(order.orderNumber);

/** ' · Made to order · ships in 6-8 weeks' for a line that does not ship at once; else ''. */
function shippingNoteOf(item: OrderItemRecord): string {
  const note = lineShippingNote(item);
  return note ? ` · ${note}` : '';
}

function itemRows({ items, order }: OrderMailFacts): EmailBlock {
  const { itemsCents } = totalsOfOrder(order, items);
  return {
    type: 'rows',
    rows: [
      ...items.map((item) => ({
        label: `${lineTitle(item)} × ${item.quantity}${shippingNoteOf(item)}`,
        value: formatCents(lineUnitCents(item) * item.quantity),
      })),
      ...(order.shippingAddress
        ? [
            { label: 'Items', value: formatCents(itemsCents) },
            {
              label: `Shipping${order.shippingZone ? ` (${order.shippingZone})` : ''}`,
              value: order.shippingCents === 0 ? 'Free' : formatCents(order.shippingCents),
            },
          ]
        : []),
      ...(order.promoDiscountCents > 0
        ? [
            {
              label: `Promo code ${order.promoCode ?? ''}`.trim(),
              value: `-${formatCents(order.promoDiscountCents)}`,
            },
          ]
        : []),
      ...(order.discountCents > 0
        ? [
            {
              label: `Reward code ${order.rewardCode ?? ''}`.trim(),
              value: `-${formatCents(order.discountCents)}`,
            },
          ]
        : []),
      ...(order.taxCents > 0
        ? [
            {
              label: taxRowLabel(order.taxName, order.taxIncluded),
              value: formatCents(order.taxCents),
            },
          ]
        : []),
      { label: 'Total', value: formatCents(order.totalCents), strong: true },
    ],
  };
}

function addressBlock({ order }: OrderMailFacts): EmailBlock[] {
  const address = order.shippingAddress;
  if (!address) return [];
  return [{ type: 'callout', title: 'Shipping to', lines: shippingAddressLines(address) }];
}

/** Layaway: each instalment, its date and amount. */
function scheduleRows({ order }: OrderMailFacts): EmailBlock[] {
  const schedule = order.plan?.schedule;
  if (!schedule) return [];
  return [
    {
      type: 'rows',
      rows: schedule.map((instalment, index) => ({
        label: `Instalment ${index + 1} · ${instalmentDueText(instalment.dueAt)}`,
        value: formatCents(instalment.amountCents),
      })),
    },
    text(planPolicyText(order.plan!)),
  ];
}

function zelleInstructions({ order, settings }: OrderMailFacts): EmailBlock {
  // On layaway the first instalment is what is due now.
  const dueNow = order.plan?.schedule[0]?.amountCents ?? order.totalCents;
  return {
    type: 'callout',
    title: 'How to pay with Zelle',
    lines: [
      `Send ${formatCents(dueNow)} to ${settings.zelle.phone} (${settings.zelle.name}).`,
      `Please include your name and ${numberOf(order)} in the memo.`,
    ],
  };
}

const orderButton = (facts: OrderMailFacts, label = 'View your order'): EmailBlock => ({
  type: 'button',
  label,
  url: facts.orderUrl,
});

const text = (value: string): EmailBlock => ({ type: 'text', text: value });

function email(facts: OrderMailFacts, subject: string, heading: string, blocks: EmailBlock[]) {
  return renderEmail({ subject, heading, blocks, shopName: facts.settings.shopName });
}

/** To the buyer, as soon as the order is placed: what they ordered and how to pay. */
export function orderReceivedEmail(facts: OrderMailFacts): RenderedEmail {
  const { order } = facts;
  return email(
    facts,
    `We received your order ${numberOf(order)}`,
    `Thank you for your order, ${order.customerName}!`,
    [
      text(
        `We've received your order ${numberOf(order)}. It will be packed with care as soon as your payment arrives.`,
      ),
      itemRows(facts),
      ...scheduleRows(facts),
      zelleInstructions(facts),
      ...addressBlock(facts),
      orderButton(facts),
    ],
  );
}

/** To the shop's contact email: a new order to look at. */
export function newOrderEmail(facts: OrderMailFacts, deskUrl: string): RenderedEmail {
  const { order } = facts;
  return email(
    facts,
    `New order ${numberOf(order)} from ${order.customerName}`,
    `New order ${numberOf(order)}!`,
    [
      text(
        `${order.customerName} (${order.email}) ordered ${formatCents(order.totalCents)}. It is awaiting payment by Zelle.`,
      ),
      itemRows(facts),
      ...addressBlock(facts),
      ...(order.message
        ? [{ type: 'callout' as const, title: 'Their message', lines: [order.message] }]
        : []),
      { type: 'button', label: 'Open the order desk', url: deskUrl },
    ],
  );
}

export function paymentReceivedEmail(facts: OrderMailFacts, note: string): RenderedEmail {
  const { order } = facts;
  return email(
    facts,
    `Payment received for ${numberOf(order)}`,
    `Your payment arrived, ${order.customerName}!`,
    [
      text(`Thank you! We received ${formatCents(order.totalCents)} for order ${numberOf(order)}.`),
      text('We are packing it with love and will write again when it ships.'),
      ...(note ? [text(note)] : []),
      orderButton(facts),
    ],
  );
}

export function shippedEmail(facts: OrderMailFacts, note: string): RenderedEmail {
  const { order } = facts;
  return email(facts, `Your order ${numberOf(order)} is on its way`, `It's on its way!`, [
    text(`Your order ${numberOf(order)} has left the atelier.`),
    {
      type: 'callout',
      title: 'Tracking',
      lines: [`Carrier: ${order.carrier ?? ''}`, `Tracking number: ${order.trackingNumber ?? ''}`],
    },
    ...(order.trackingUrl
      ? [{ type: 'button' as const, label: 'Track your parcel', url: order.trackingUrl }]
      : []),
    ...addressBlock(facts),
    ...(note ? [text(note)] : []),
    orderButton(facts),
  ]);
}

export function cancelledEmail(
  facts: OrderMailFacts,
  reason: string,
  totals: Pick<OrderTotals, 'paidCents' | 'refundedCents'> = { paidCents: 0, refundedCents: 0 },
): RenderedEmail {
  const { order } = facts;
  const due = refundDueOnCancel({ status: 'cancelled', plan: order.plan ?? null, totals });
  return email(facts, `Your order ${numberOf(order)} was cancelled`, 'Your order was cancelled', [
    text(`We're sorry: your order ${numberOf(order)} has been cancelled.`),
    ...(reason ? [{ type: 'callout' as const, title: 'Why', lines: [reason] }] : []),
    ...(due
      ? [{ type: 'callout' as const, title: 'Your payments', lines: refundDueLines(due, totals) }]
      : []),
    text(
      `If you have questions, just reply to this email${facts.settings.contactEmail ? ` or write to ${facts.settings.contactEmail}` : ''}.`,
    ),
    orderButton(facts),
  ]);
}

export function unpaidReminderEmail(facts: OrderMailFacts): RenderedEmail {
  const { order } = facts;
  const expires = order.expiresAt ? formatDateTime(order.expiresAt) : null;
  return email(
    facts,
    `A little reminder about ${numberOf(order)}`,
    `Your items are waiting for you, ${order.customerName}!`,
    [
      text(
        `We're holding your order ${numberOf(order)}, but we have not received your payment yet.`,
      ),
      zelleInstructions(facts),
      ...(expires
        ? [text(`If the payment has not arrived by ${expires}, the items go back on sale.`)]
        : []),
      orderButton(facts),
    ],
  );
}

/** The instalment a reminder is about: its place in the schedule, date and what is left of it. */
export interface InstalmentDue {
  number: number;
  count: number;
  dueAt: string;
  dueCents: number;
}

/** A few days before an instalment falls due. */
export function instalmentReminderEmail(facts: OrderMailFacts, due: InstalmentDue): RenderedEmail {
  const { order, settings } = facts;
  return email(
    facts,
    `Instalment ${due.number} of ${due.count} for ${numberOf(order)} is due ${instalmentDueText(due.dueAt)}`,
    `A little reminder, ${order.customerName}!`,
    [
      text(
        `Instalment ${due.number} of ${due.count} for your order ${numberOf(order)}, ${formatCents(due.dueCents)}, is due on ${instalmentDueText(due.dueAt)}.`,
      ),
      {
        type: 'callout',
        title: 'How to pay with Zelle',
        lines: [
          `Send ${formatCents(due.dueCents)} to ${settings.zelle.phone} (${settings.zelle.name}).`,
          `Please include your name and ${numberOf(order)} in the memo.`,
        ],
      },
      ...(order.plan ? [text(planPolicyText(order.plan))] : []),
      orderButton(facts),
    ],
  );
}

export function expiredEmail(facts: OrderMailFacts): RenderedEmail {
  const { order } = facts;
  return email(facts, `Your order ${numberOf(order)} has expired`, 'Your order has expired', [
    text(
      `We did not receive the payment for order ${numberOf(order)} in time, so its items went back on sale.`,
    ),
    text('You are very welcome to order again whenever you like.'),
    orderButton(facts),
  ]);
}

export function refundedEmail(
  facts: OrderMailFacts,
  refund: { amountCents: number; reason: string; reference: string | null },
): RenderedEmail {
  const { order } = facts;
  return email(
    facts,
    `A refund on your order ${numberOf(order)}`,
    `We sent you ${formatCents(refund.amountCents)}`,
    [
      text(
        `We refunded ${formatCents(refund.amountCents)} on your order ${numberOf(order)} by Zelle.`,
      ),
      {
        type: 'callout' as const,
        title: 'Why',
        lines: [
          refund.reason,
          ...(refund.reference ? [`Zelle reference: ${refund.reference}`] : []),
        ],
      },
      text(
        `If you have questions, just reply to this email${facts.settings.contactEmail ? ` or write to ${facts.settings.contactEmail}` : ''}.`,
      ),
      orderButton(facts),
    ],
  );
}
