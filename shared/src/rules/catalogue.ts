// How a product may be bought: which variant a choice of options names, whether its pre-order
// window is open, how many units one cart line may hold, and the words the product page says so
// in. The server's order checks, the product page and the cart use these same rules; how a line
// of a cart or an order reads is line-words.ts.

import type {
  OptionChoice,
  PreorderWindow,
  ProductKind,
  ProductOption,
  ProductVariant,
} from '../domain/catalogue.ts';
import { MAX_UNITS_PER_LINE } from './order-limits.ts';

export interface SellableProduct {
  title: string;
  kind: ProductKind;
  stock: number;
  options: readonly ProductOption[];
  variants: readonly ProductVariant[];
  leadTime?: string | null;
  preorder?: PreorderWindow | null;
  soldAt?: string | null;
}

export type PreorderState = 'upcoming' | 'open' | 'closed';

/** Where `at` falls in the window: before it opens, inside it, or after it closed. */
export function preorderState(window: PreorderWindow, at: Date): PreorderState {
  const time = at.getTime();
  if (window.opensAt && time < new Date(window.opensAt).getTime()) return 'upcoming';
  return time < new Date(window.closesAt).getTime() ? 'open' : 'closed';
}

export function preordersClosedMessage(title: string): string {
  return `Pre-orders for ${title} are closed.`;
}

export function preorderCapMessage(title: string, left: number): string {
  return left > 0
    ? `Only ${left} more pre-orders of ${title} can be taken.`
    : `Pre-orders for ${title} are full.`;
}

/** Pre-orders still to be taken under the cap; null without a cap. */
export function preorderUnitsLeft(window: PreorderWindow): number | null {
  if (window.cap == null) return null;
  return Math.max(0, window.cap - (window.ordered ?? 0));
}

/** A unique piece that has been sold: a portfolio piece, no longer for sale. */
export function isSoldPiece(product: Pick<SellableProduct, 'kind' | 'soldAt'>): boolean {
  return product.kind === 'unique' && Boolean(product.soldAt);
}

/** The variant whose options are exactly `choice`; null when none is sold. */
export function findVariant(
  variants: readonly ProductVariant[],
  choice: OptionChoice,
): ProductVariant | null {
  return (
    variants.find((variant) => {
      const names = Object.keys(variant.options);
      return (
        names.length === Object.keys(choice).length &&
        names.every((name) => variant.options[name] === choice[name])
      );
    }) ?? null
  );
}

/**
 * How many units one line of the product (and variant) may hold now: made-to-order pieces are
 * made for each order, an open pre-order counts against its cap, everything else against stock.
 */
export function purchasableUnits(
  product: SellableProduct,
  variant: Pick<ProductVariant, 'stock'> | null,
  at: Date,
): number {
  if (isSoldPiece(product)) return 0;
  if (product.preorder) {
    if (preorderState(product.preorder, at) !== 'open') return 0;
    return Math.min(MAX_UNITS_PER_LINE, preorderUnitsLeft(product.preorder) ?? MAX_UNITS_PER_LINE);
  }
  if (product.kind === 'made-to-order') return MAX_UNITS_PER_LINE;
  return variant ? variant.stock : product.stock;
}

/** The months' English names, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2027-05' -> 'May 2027'; with `withoutYear`, 'May'. '' for what is not a month. */
export function formatShipsFrom(month: string, withoutYear = false): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  if (!match || !name) return '';
  return withoutYear ? name : `${name} ${match[1]}`;
}

/** '2027-03-14T...' -> '14 March' (UTC). */
export function formatDayMonth(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]}`;
}

/** 'Made to order · ships in 6-8 weeks' */
export function madeToOrderLine(leadTime: string): string {
  return `Made to order · ships in ${leadTime}`;
}

/**
 * 'Pre-order · closes 14 March · ships from May'. The year is left out of the shipping month
 * when it is the year the window closes, as a shop would say it.
 */
export function preorderLine(window: PreorderWindow): string {
  const sameYear = window.shipsFrom.slice(0, 4) === window.closesAt.slice(0, 4);
  return `Pre-order · closes ${formatDayMonth(window.closesAt)} · ships from ${formatShipsFrom(window.shipsFrom, sameYear)}`;
}
