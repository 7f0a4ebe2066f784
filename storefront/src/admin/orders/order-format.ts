// How the order desk words and totals an order's parts.

import {
  effectivePrice,
  fromCents,
  toCents,
  type AdminOrder,
  type ContactType,
  type OrderItem,
  type PaymentMethod,
} from '@kawaii/shared';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  zelle: 'Zelle',
  paypal: 'PayPal',
  card: 'Credit Card',
};

/** Units in the order, not lines: 2 bunnies and a cat are 3 items. */
export function itemCount(order: Pick<AdminOrder, 'items'>): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}

export function itemCountText(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}

/** What the line cost: the discount price when there was one, times the quantity. */
export function orderLineTotal(item: OrderItem): number {
  return fromCents(toCents(effectivePrice(item)) * item.quantity);
}

/** A link that reaches the customer by the way they asked to be contacted, if it has one. */
export function contactHref(type: ContactType, contact: string): string | null {
  const value = contact.trim();
  if (value === '') return null;
  if (type === 'email') return `mailto:${value}`;
  if (type === 'phone') return `tel:${value.replace(/[^\d+]/g, '')}`;
  return null;
}
