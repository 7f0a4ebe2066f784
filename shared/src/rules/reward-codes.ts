// Reward codes: what a redeemed option is worth at checkout. The server prices an order with
// these rules and the cart shows the same numbers before the order is sent, so the totals agree.

import { orderTotals } from './order-totals.ts';
import type { RedeemOption } from './rewards.ts';

export type RewardKind = RedeemOption['id'];

/** A code's life: made by redeeming points, then used once on an order or given back. */
export const REWARD_CODE_STATUSES = ['ready', 'used', 'refunded'] as const;
export type RewardCodeStatus = (typeof REWARD_CODE_STATUSES)[number];

/** The exclusive item a code gives, as the code and the cart show it. */
export interface RewardCodeItem {
  _id: string;
  title: string;
  image: string | null;
  price: number;
  discountPrice: number | null;
  stock: number;
}

/** GET /api/reward-points/codes: one of the customer's codes. */
export interface RewardCode {
  code: string;
  kind: RewardKind;
  /** '$5 Discount', 'Free Shipping', 'Exclusive Item: Bunny Doll'. */
  title: string;
  points: number;
  status: RewardCodeStatus;
  /** The order the code was used on, e.g. 'KA-10042'; null while ready. */
  usedOn: string | null;
  /** The exclusive item's product; null for the other kinds (or once the product is deleted). */
  item: RewardCodeItem | null;
  createdAt: string;
}

/** The dollars a $5 code takes off the items (never more than they cost). */
export const DISCOUNT_CODE_CENTS = 500;

/**
 * Codes read like KAWAII-7KQ3-M9XD: an alphabet without 0/O and 1/I/L so a code copied by hand
 * still works; 40 random bits, and a code only works for the account it belongs to.
 */
export const REWARD_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REWARD_CODE_PATTERN = /^KAWAII-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

/** What a shopper typed, in the stored form: upper case, no spaces, dashes where they go. */
export function normalizeRewardCode(typed: string): string {
  const compact = typed.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const body = compact.startsWith('KAWAII') ? compact.slice(6) : compact;
  if (body.length !== 8) return typed.trim().toUpperCase();
  return `KAWAII-${body.slice(0, 4)}-${body.slice(4)}`;
}

export function isRewardCode(code: string): boolean {
  return REWARD_CODE_PATTERN.test(code);
}

/** The code's title in lists, the cart and the order. */
export function rewardCodeTitle(option: RedeemOption, itemTitle: string | null): string {
  return option.id === 'exclusive-item' && itemTitle
    ? `${option.title}: ${itemTitle}`
    : option.title;
}

/** What the shopper's own cart costs, before any code. */
export interface CartPrices {
  itemsCents: number;
  shippingCents: number;
  /** What one unit of the code's exclusive item costs (its discount price when it has one). */
  rewardItemUnitCents?: number;
  /** Whether the cart already holds the exclusive item (then one of those units is free). */
  rewardItemInCart?: boolean;
}

export interface RewardPricing {
  /** Added to the items: the exclusive item's unit when the cart did not hold it. */
  addedItemCents: number;
  /** Taken off the order's total. */
  discountCents: number;
  /** Items + added item + shipping - discount. */
  totalCents: number;
}

/**
 * How a code changes an order: $5 off the items (at most what they cost), the shipping off, or
 * one unit of the exclusive item free (added to the order when the cart does not hold it).
 */
export function priceWithRewardCode(kind: RewardKind | null, cart: CartPrices): RewardPricing {
  const unit = cart.rewardItemUnitCents ?? 0;
  const addedItemCents = kind === 'exclusive-item' && !cart.rewardItemInCart ? unit : 0;
  const discountCents =
    kind === 'discount-5'
      ? Math.min(DISCOUNT_CODE_CENTS, cart.itemsCents)
      : kind === 'free-shipping'
        ? cart.shippingCents
        : kind === 'exclusive-item'
          ? unit
          : 0;
  const { totalCents } = orderTotals({
    lines: [
      { unitCents: cart.itemsCents, quantity: 1 },
      { unitCents: addedItemCents, quantity: 1 },
    ],
    shippingCents: cart.shippingCents,
    discounts: { rewardCents: discountCents },
  });
  return { addedItemCents, discountCents, totalCents };
}

export const REWARD_CODE_MESSAGES = {
  signIn: 'Sign in to use a reward code',
  unknown: 'We could not find this reward code on your account',
  used: 'This reward code has already been used',
  refunded: 'This reward code was given back for points and no longer works',
  shippingAlreadyFree: 'Shipping is already free for this order. Keep your code for another one!',
  itemGone:
    'The exclusive item of this code is no longer available. Give the code back for your points.',
  notEnoughPoints: (needed: number, balance: number) =>
    `You need ${needed} points for this; you have ${balance}.`,
  noRewardItem: 'No exclusive item has been chosen yet. Check back soon!',
  itemSoldOut: (title: string) =>
    `${title} is out of stock right now. Your points are safe; try again later.`,
  itemSoldOutAtCheckout: (title: string) =>
    `${title} is out of stock right now. Keep your code and try again later.`,
  cannotReturnUsed: 'Only an unused code can be given back for points',
} as const;
