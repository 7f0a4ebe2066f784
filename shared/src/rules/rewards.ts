// Reward points (api-contract.md "Orders, rewards and achievements", spec section 9).

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
 * Spec section 5: only the exclusive item is disabled below its 2000 points; the other two stay
 * enabled (no redeem action is wired yet, so nothing is spent by choosing one).
 */
export function isRedeemOptionEnabled(option: RedeemOption, balance: number): boolean {
  return option.id !== 'exclusive-item' || balance >= option.points;
}
