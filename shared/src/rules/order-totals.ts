// Every figure of an order in one place: the cart, the checkout, the server, the order page, the
// desk, the mails, the reports and the studio all ask this function, so a figure never differs
// between two screens. Everything is integer cents.
//
// - items: each line's effective unit price (a discount price or a running sale already lowers
//   it) times its quantity;
// - discount: what codes take off (a promotion, a reward code), never more than items + shipping;
// - tax: added to the total, unless the shop's prices already include it (then it is the part of
//   the total that is tax, shown but not added). Given a rate, it is computed here, once per
//   order on the taxable base, half-up to the cent (see `taxOnBase`): the items less the part
//   of the discount that took off the items, plus, when shipping is taxed, the shipping less the
//   part that took off the shipping (a free-shipping code); a stored order passes its amount;
// - total: items + shipping - discount (+ tax when not included);
// - paid: every payment recorded; refunded: every refund;
// - balance: what the buyer still owes, total - paid, never below 0 (a refund gives money back,
//   it does not make the buyer owe again).

import type { RefundDue } from './refunds.ts';
import { taxOnBase } from './tax-amount.ts';

/** One line of an order or a cart as the totals see it. */
export interface TotalsLine {
  /** What one unit costs the buyer, in cents (the lowest of price, discount and sale price). */
  unitCents: number;
  quantity: number;
}

/** Amounts taken off the order, by where they come from. */
export interface TotalsDiscounts {
  /** A promotion's code. */
  promoCents?: number;
  /** A reward code bought with points. */
  rewardCents?: number;
  /**
   * Of the above, what took off the shipping rather than the items (a free-shipping code): the
   * tax base needs to know, since shipping may be untaxed.
   */
  onShippingCents?: number;
}

/** The rate that applies to the order, when the tax is to be computed rather than read. */
export interface TotalsTaxRate {
  ratePercent: number;
  /** Shipping is taxed like the items. */
  onShipping: boolean;
}

export interface OrderTotalsInput {
  lines: readonly TotalsLine[];
  shippingCents?: number;
  discounts?: TotalsDiscounts;
  /** The tax as charged (a stored order); ignored when `taxRate` is given. */
  taxCents?: number;
  /** Computes the tax from this rate (the checkout and the server placing the order). */
  taxRate?: TotalsTaxRate | null;
  /** True when the prices already hold the tax: it is shown, not added. */
  taxIncluded?: boolean;
  /** Amounts received, each in cents. */
  payments?: readonly number[];
  /** Amounts given back, each in cents. */
  refunds?: readonly number[];
}

/** `totals` of every answer that shows an order. */
export interface OrderTotals {
  itemsCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  paidCents: number;
  refundedCents: number;
  balanceCents: number;
}

const whole = (cents: number | undefined): number => Math.max(0, Math.round(cents ?? 0));
const sum = (amounts: readonly number[] | undefined): number =>
  (amounts ?? []).reduce((total, cents) => total + whole(cents), 0);

export function orderTotals(input: OrderTotalsInput): OrderTotals {
  const itemsCents = input.lines.reduce(
    (total, line) => total + whole(line.unitCents) * whole(line.quantity),
    0,
  );
  const shippingCents = whole(input.shippingCents);
  const asked = whole(input.discounts?.promoCents) + whole(input.discounts?.rewardCents);
  const discountCents = Math.min(asked, itemsCents + shippingCents);
  const taxCents = input.taxRate
    ? taxOnBase(
        taxableBaseCents(itemsCents, shippingCents, discountCents, input),
        input.taxRate.ratePercent,
        Boolean(input.taxIncluded),
      )
    : whole(input.taxCents);
  const totalCents =
    itemsCents + shippingCents - discountCents + (input.taxIncluded ? 0 : taxCents);
  const paidCents = sum(input.payments);
  const refundedCents = sum(input.refunds);
  const balanceCents = Math.max(0, totalCents - paidCents);
  return {
    itemsCents,
    discountCents,
    shippingCents,
    taxCents,
    totalCents,
    paidCents,
    refundedCents,
    balanceCents,
  };
}

/**
 * What the tax is computed on: the items less their part of the discount, and the shipping less
 * its part when shipping is taxed. A discount larger than the items (a fixed amount on a small
 * order) takes the rest off the shipping.
 */
function taxableBaseCents(
  itemsCents: number,
  shippingCents: number,
  discountCents: number,
  input: Pick<OrderTotalsInput, 'discounts' | 'taxRate'>,
): number {
  const offShipping = Math.min(
    whole(input.discounts?.onShippingCents),
    shippingCents,
    discountCents,
  );
  const offItems = discountCents - offShipping;
  const itemsBase = Math.max(0, itemsCents - offItems);
  const overflow = Math.max(0, offItems - itemsCents);
  const shippingBase = input.taxRate?.onShipping
    ? Math.max(0, shippingCents - offShipping - overflow)
    : 0;
  return itemsBase + shippingBase;
}

/** What the shop keeps of an order: paid less refunded. */
export function netPaidCents(totals: Pick<OrderTotals, 'paidCents' | 'refundedCents'>): number {
  return totals.paidCents - totals.refundedCents;
}

/** What may still be refunded: what was paid and not yet given back. */
export function refundableCents(totals: Pick<OrderTotals, 'paidCents' | 'refundedCents'>): number {
  return Math.max(0, netPaidCents(totals));
}

/** One row of an order's figures, as the order page, the desk, the dashboard and mails list them. */
export interface TotalsRow {
  key:
    | 'items'
    | 'discount'
    | 'shipping'
    | 'tax'
    | 'total'
    | 'paid'
    | 'refunded'
    | 'balance'
    | 'kept'
    | 'refundDue';
  label: string;
  /** Negative for what is taken off. */
  cents: number;
  /** 'Free' instead of $0.00 (shipping to a zone that ships it free). */
  text?: string;
}

export interface TotalsRowsContext {
  /** What each code took off, by its label ('Reward code KAWAII-…', 'Promo code SPRING'). */
  discounts?: readonly { label: string; cents: number }[];
  /** Shipping to a zone: 0 reads 'Free'; without a zone it reads $0.00. */
  shippingZone?: string | null;
  /** The tax's name ('Sales tax', 'VAT'); 'Tax' without one. Included, it reads 'incl. VAT'. */
  taxName?: string | null;
  taxIncluded?: boolean;
  totalLabel?: string;
  /**
   * A cancelled order's refund due: nothing is owed to the shop any more, so the rows end with
   * what the policy keeps and what is owed back instead of a balance.
   */
  refundDue?: RefundDue | null;
}

/** 'Sales tax' -> 'sales tax' after "incl."; an acronym (VAT, GST) stays as it is. */
function inSentence(name: string): string {
  return /^[A-Z][a-z]/.test(name) ? name[0]!.toLowerCase() + name.slice(1) : name;
}

/** The tax's row: 'Sales tax' when added, 'incl. VAT' when the prices held it; 'Tax' unnamed. */
export function taxRowLabel(name?: string | null, included?: boolean): string {
  const shown = name || 'Tax';
  return included ? `incl. ${inSentence(shown)}` : shown;
}

/**
 * The rows in the order they read: items, each code, shipping, tax (when any), total, then the
 * money recorded (paid, refunded, balance due) once there is any.
 */
export function orderTotalsRows(totals: OrderTotals, context: TotalsRowsContext = {}): TotalsRow[] {
  const rows: TotalsRow[] = [{ key: 'items', label: 'Items', cents: totals.itemsCents }];
  for (const discount of context.discounts ?? []) {
    if (discount.cents > 0)
      rows.push({ key: 'discount', label: discount.label, cents: -discount.cents });
  }
  const freeShipping = totals.shippingCents === 0 && Boolean(context.shippingZone);
  rows.push({
    key: 'shipping',
    label: 'Shipping',
    cents: totals.shippingCents,
    ...(freeShipping ? { text: 'Free' } : {}),
  });
  if (totals.taxCents > 0) {
    rows.push({
      key: 'tax',
      label: taxRowLabel(context.taxName, context.taxIncluded),
      cents: totals.taxCents,
    });
  }
  rows.push({ key: 'total', label: context.totalLabel ?? 'Total', cents: totals.totalCents });
  if (totals.paidCents > 0 || totals.refundedCents > 0) {
    rows.push({ key: 'paid', label: 'Paid', cents: totals.paidCents });
    if (totals.refundedCents > 0) {
      rows.push({ key: 'refunded', label: 'Refunded', cents: -totals.refundedCents });
    }
    const due = context.refundDue;
    if (!due) {
      rows.push({ key: 'balance', label: 'Balance due', cents: totals.balanceCents });
    } else {
      if (due.keptCents > 0) {
        rows.push({
          key: 'kept',
          label: 'Kept (non-refundable first payment)',
          cents: due.keptCents,
        });
      }
      rows.push({ key: 'refundDue', label: 'Refund due', cents: due.dueCents });
    }
  }
  return rows;
}
