// Promotions: a code that takes a percent or an amount off, or the shipping, on the whole order,
// a category or some products, with a minimum spend, dates, a use limit and once per customer.
// The checkout quotes it and the server prices it with these same rules, so the figures agree.

import { formatShortDate } from './dates.ts';
import { formatCents } from './money.ts';

export const PROMOTION_TYPES = ['percent', 'amount', 'free-shipping'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

export const PROMOTION_SCOPES = ['order', 'category', 'product'] as const;
export type PromotionScope = (typeof PROMOTION_SCOPES)[number];

/** What the rules read of a promotion (cents inside; the wire speaks dollars). */
export interface PromotionTerms {
  code: string;
  type: PromotionType;
  /** A percentage for `percent`; cents for `amount`; ignored for `free-shipping`. */
  value: number;
  appliesTo: { kind: PromotionScope; ids?: readonly string[] };
  minItemsCents: number | null;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  usedCount: number;
  oncePerCustomer: boolean;
  combinableWithRewards: boolean;
  active: boolean;
}

/** A cart or order line as a promotion reads it. */
export interface PromotionLine {
  productId: string;
  categoryId: string | null;
  unitCents: number;
  quantity: number;
}

export const PROMO_CODE_MESSAGES = {
  expired: 'This code has expired.',
  minimum: (minItemsCents: number) => `Spend ${formatCents(minItemsCents)} to use this code.`,
  alreadyUsed: 'You have already used this code.',
  invalid: 'This code is not valid.',
  notWithReward: 'This code cannot be combined with a reward code.',
  noMatchingItems: 'This code does not apply to the items in your cart.',
} as const;

/** What a shopper typed, as codes are stored: trimmed, upper case (codes ignore case). */
export function normalizePromoCode(typed: string): string {
  return typed.trim().toUpperCase();
}

/** The lines the promotion covers: all of them, or those of its categories or products. */
export function eligibleLines(
  promotion: Pick<PromotionTerms, 'appliesTo'>,
  lines: readonly PromotionLine[],
): PromotionLine[] {
  const { kind, ids = [] } = promotion.appliesTo;
  if (kind === 'order') return [...lines];
  if (kind === 'category') {
    return lines.filter((line) => line.categoryId !== null && ids.includes(line.categoryId));
  }
  return lines.filter((line) => ids.includes(line.productId));
}

const lineCents = (lines: readonly PromotionLine[]) =>
  lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);

/** What the promotion takes off these lines and this shipping, in cents. */
export function promotionDiscountCents(
  promotion: Pick<PromotionTerms, 'type' | 'value' | 'appliesTo'>,
  lines: readonly PromotionLine[],
  shippingCents: number,
): number {
  if (promotion.type === 'free-shipping') return Math.max(0, shippingCents);
  const eligible = lineCents(eligibleLines(promotion, lines));
  if (promotion.type === 'percent') {
    const percent = Math.min(100, Math.max(0, promotion.value));
    return Math.min(eligible, Math.round((eligible * percent) / 100));
  }
  return Math.min(eligible, Math.max(0, Math.round(promotion.value)));
}

export interface PromotionCheck {
  lines: readonly PromotionLine[];
  /** The server's clock: a code works from its start to its end. */
  now: Date;
  /** Whether this customer (account or email) has used the code on another order. */
  usedByCustomer: boolean;
  /** Whether the order also carries a reward code. */
  withRewardCode: boolean;
}

/** Why the code cannot go on this order, in the words the checkout shows; null when it can. */
export function promotionProblem(promotion: PromotionTerms, check: PromotionCheck): string | null {
  const at = check.now.getTime();
  if (!promotion.active) return PROMO_CODE_MESSAGES.invalid;
  if (promotion.startsAt && at < Date.parse(promotion.startsAt)) return PROMO_CODE_MESSAGES.invalid;
  if (promotion.endsAt && at > Date.parse(promotion.endsAt)) return PROMO_CODE_MESSAGES.expired;
  if (promotion.usageLimit !== null && promotion.usedCount >= promotion.usageLimit) {
    return PROMO_CODE_MESSAGES.invalid;
  }
  if (promotion.oncePerCustomer && check.usedByCustomer) return PROMO_CODE_MESSAGES.alreadyUsed;
  if (check.withRewardCode && !promotion.combinableWithRewards) {
    return PROMO_CODE_MESSAGES.notWithReward;
  }
  const itemsCents = lineCents(check.lines);
  if (promotion.minItemsCents !== null && itemsCents < promotion.minItemsCents) {
    return PROMO_CODE_MESSAGES.minimum(promotion.minItemsCents);
  }
  if (promotion.type !== 'free-shipping' && eligibleLines(promotion, check.lines).length === 0) {
    return PROMO_CODE_MESSAGES.noMatchingItems;
  }
  return null;
}

const SCOPE_WORDS: Record<PromotionScope, string> = {
  order: 'the order',
  category: 'some categories',
  product: 'some products',
};

/** '15% off the order · over $50.00', '$5.00 off some products', 'Free shipping'. */
export function promotionSummary(
  promotion: Pick<PromotionTerms, 'type' | 'minItemsCents'> & {
    value: number;
    appliesTo: { kind: PromotionScope };
  },
): string {
  const gives =
    promotion.type === 'free-shipping'
      ? 'Free shipping'
      : `${promotion.type === 'percent' ? `${promotion.value}%` : formatCents(Math.round(promotion.value * 100))} off ${SCOPE_WORDS[promotion.appliesTo.kind]}`;
  return promotion.minItemsCents
    ? `${gives} · over ${formatCents(promotion.minItemsCents)}`
    : gives;
}

/** 'Always', 'From May 1, 2026', 'Until May 31, 2026', 'May 1, 2026 to May 31, 2026'. */
export function promotionWindowText(
  promotion: Pick<PromotionTerms, 'startsAt' | 'endsAt'>,
): string {
  const { startsAt, endsAt } = promotion;
  if (startsAt && endsAt) return `${formatShortDate(startsAt)} to ${formatShortDate(endsAt)}`;
  if (startsAt) return `From ${formatShortDate(startsAt)}`;
  if (endsAt) return `Until ${formatShortDate(endsAt)}`;
  return 'Always';
}
