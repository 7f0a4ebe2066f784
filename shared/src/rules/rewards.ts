// Reward points: earned when an order is paid (1 a whole dollar), taken back when a paid order is
// cancelled, 100 as a welcome bonus, and the three redeem options the Rewards tab shows.

import { formatOrderNumber } from './orders.ts';

export const WELCOME_BONUS = 100;
export const WELCOME_BONUS_DESCRIPTION = 'Welcome bonus';

/** 1 point per whole dollar of the order total. */
export function pointsForOrder(totalCents: number): number {
  return Math.max(0, Math.floor(totalCents / 100));
}

/** Transaction descriptions, so the API, the studio and the tests word them alike. */
export function orderPointsDescription(orderNumber: number): string {
  return `Points for order ${formatOrderNumber(orderNumber)}`;
}

export function cancelledOrderPointsDescription(orderNumber: number): string {
  return `Points taken back: order ${formatOrderNumber(orderNumber)} was cancelled`;
}

export function achievementPointsDescription(achievementName: string): string {
  return `Achievement unlocked: ${achievementName}`;
}

export interface RedeemOption {
  id: 'discount-5' | 'free-shipping' | 'exclusive-item';
  title: string;
  description: string;
  points: number;
}

export const REDEEM_OPTIONS: readonly RedeemOption[] = [
  {
    id: 'discount-5',
    title: '$5 Discount',
    description: 'Get $5 off your next order',
    points: 500,
  },
  {
    id: 'free-shipping',
    title: 'Free Shipping',
    description: 'Free shipping on your next order',
    points: 300,
  },
  {
    id: 'exclusive-item',
    title: 'Exclusive Item',
    description: 'Unlock an exclusive kawaii item',
    points: 2000,
  },
];

/**
 * Only the exclusive item is disabled: below its 2000 points, and while staff have chosen no
 * reward item. The other two stay enabled at any balance and say what is missing when chosen.
 */
export function isRedeemOptionEnabled(
  option: RedeemOption,
  balance: number,
  rewardItemChosen: boolean,
): boolean {
  if (option.id !== 'exclusive-item') return true;
  return rewardItemChosen && balance >= option.points;
}

export function redeemOptionById(id: string): RedeemOption | undefined {
  return REDEEM_OPTIONS.find((option) => option.id === id);
}

/** Ledger descriptions of a redemption and of points given back. */
export function redeemedPointsDescription(title: string, code: string): string {
  return `Redeemed for ${title} (code ${code})`;
}

export function returnedCodePointsDescription(
  code: string,
  order?: { orderNumber: number; outcome: 'cancelled' | 'expired' },
): string {
  if (!order) return `Points returned: code ${code} was given back unused`;
  return `Points returned: order ${formatOrderNumber(order.orderNumber)} (code ${code}) ${order.outcome === 'expired' ? 'expired unpaid' : 'was cancelled'}`;
}
