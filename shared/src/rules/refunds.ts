// Refunds: money given back on an order, never more than was paid and not yet given back, and
// the reward points it earned taken back in the same proportion.

import { formatCents } from './money.ts';
import { refundableCents, type OrderTotals } from './order-totals.ts';
import { formatOrderNumber } from './orders.ts';

export const REFUND_MESSAGES = {
  nothingPaid: 'Nothing has been paid on this order to refund.',
  aboveRefundable: (refundable: number) =>
    `This refund is more than what was paid and not yet refunded (${formatCents(refundable)}).`,
  unknownLine: 'A line to restock is not on this order.',
  tooManyBack: (title: string, left: number) => `At most ${left} of ${title} can go back in stock.`,
  pointsDescription: (orderNumber: number) =>
    `Points taken back: refund on order ${formatOrderNumber(orderNumber)}`,
} as const;

/** Why a refund of `amountCents` cannot be recorded; null when it can. */
export function refundProblem(
  totals: Pick<OrderTotals, 'paidCents' | 'refundedCents'>,
  amountCents: number,
): string | null {
  const refundable = refundableCents(totals);
  if (refundable <= 0) return REFUND_MESSAGES.nothingPaid;
  if (amountCents > refundable) return REFUND_MESSAGES.aboveRefundable(refundable);
  return null;
}

/**
 * The points a refund takes back: the order's points in the share of the payments refunded,
 * rounded down, never more than are left to take back.
 */
export function refundPointsToReverse({
  pointsEarned,
  pointsReversed,
  paidCents,
  refundCents,
}: {
  pointsEarned: number;
  pointsReversed: number;
  paidCents: number;
  refundCents: number;
}): number {
  if (pointsEarned <= 0 || paidCents <= 0) return 0;
  const share = Math.floor((pointsEarned * Math.min(refundCents, paidCents)) / paidCents);
  return Math.max(0, Math.min(share, pointsEarned - pointsReversed));
}
