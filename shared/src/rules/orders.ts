// The order lifecycle: pending_payment -> paid -> shipped -> delivered; cancelled from any state
// before delivered, and expired from pending_payment only (both put the stock back). Payments
// recorded one by one move it through partially_paid: the status follows the balance.

import type { ContactType, OrderStatus } from '../domain/commerce.ts';

const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ['partially_paid', 'paid', 'cancelled'],
  // Only a recorded payment reaches partially_paid, and only the last one leaves it for paid.
  partially_paid: ['paid', 'cancelled'],
  paid: ['shipped', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
  // Only the shop's clock expires an order (unpaid past its time); nothing moves it on after.
  expired: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Statuses that follow the payments recorded rather than a choice on the desk. */
const BALANCE_STATUSES: readonly OrderStatus[] = ['partially_paid'];

/** The statuses the admin desk may move an order to next. */
export function nextStatuses(from: OrderStatus): OrderStatus[] {
  return TRANSITIONS[from].filter((status) => !BALANCE_STATUSES.includes(status));
}

/** Statuses in which an order still waits for money: payments may be recorded on it. */
export const AWAITING_PAYMENT_STATUSES: readonly OrderStatus[] = [
  'pending_payment',
  'partially_paid',
];

export function isAwaitingPayment(status: OrderStatus): boolean {
  return AWAITING_PAYMENT_STATUSES.includes(status);
}

/** Statuses an order only reaches after being paid: it has earned its points. */
export const PAID_STATUSES: readonly OrderStatus[] = ['paid', 'shipped', 'delivered'];

export function isPaidStatus(status: OrderStatus): boolean {
  return PAID_STATUSES.includes(status);
}

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Awaiting Payment',
  partially_paid: 'Partly Paid',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** Statuses as the server gives them, in words where the shop knows the status. */
export function orderStatusText(status: string): string {
  return ORDER_STATUS_LABELS[status as OrderStatus] ?? status;
}

/** How the shop may reach a customer about an order, as checkout and the order desk word it. */
export const CONTACT_TYPE_LABELS: Record<ContactType, string> = {
  email: 'Email',
  phone: 'Phone',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
};

const ORDER_NUMBER_PREFIX = 'KA-';

/** 10042 -> 'KA-10042'. */
export function formatOrderNumber(orderNumber: number): string {
  return `${ORDER_NUMBER_PREFIX}${orderNumber}`;
}

/** 'KA-10042' (any case, or just '10042') -> 10042; anything else -> null. */
export function parseOrderNumber(text: string): number | null {
  const match = /^(?:KA-)?(\d{1,9})$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
}
