// Refunds: money given back on an order, never more than was paid and not yet given back, and
// the reward points it earned taken back in the same proportion.

import { formatCents } from './money.ts';
import { refundableCents, type OrderTotals } from './order-totals.ts';
import type { OrderStatus } from '../domain/commerce.ts';
import { formatOrderNumber } from './orders.ts';
import { keptOnCancelCents, type Instalment, type PlanPolicy } from './payment-plans.ts';

export const REFUND_MESSAGES = {
  nothingPaid: 'Nothing has been paid on this order to refund.',
  aboveRefundable: (refundable: number) =>
    `This refund is more than what was paid and not yet refunded (${formatCents(refundable)}).`,
  unknownLine: 'A line to restock is not on this order.',
  tooManyBack: (title: string, left: number) => `At most ${left} of ${title} can go back in stock.`,
  pointsDescription: (orderNumber: number) =>
    `Points taken back: refund on order ${formatOrderNumber(orderNumber)}`,
  nothingKept:
    'This order keeps no non-refundable first payment: only a cancelled layaway order does, once.',
  firstPaymentGivenBack: (keptCents: number, dueCents: number) =>
    `The shop gives back the non-refundable first payment of ${formatCents(keptCents)} too: ${formatCents(dueCents)} is due back.`,
  aboveDue: (due: RefundDue) =>
    due.keptCents > 0
      ? `This refund is more than the refund due (${formatCents(due.dueCents)}): the non-refundable first payment of ${formatCents(due.keptCents)} is kept.`
      : `This refund is more than the refund due (${formatCents(due.dueCents)}).`,
} as const;

/**
 * What a cancelled order owes the buyer back. Zelle refunds are sent by hand, so the shop keeps
 * the figure here and records each refund sent against it until nothing is due.
 */
export interface RefundDue {
  /** What the policy shown at checkout lets the shop keep: a non-refundable first payment. */
  keptCents: number;
  /** Paid, less what is kept, less what was already refunded; never below 0. */
  dueCents: number;
}

/** What a cancellation reads of the order: its status, plan and the money recorded. */
export interface CancelledOrderMoney {
  status: OrderStatus;
  plan:
    | (PlanPolicy & {
        schedule: readonly Instalment[];
        /** The shop gave the non-refundable first payment back after all (it cancelled). */
        firstPaymentGivenBack?: boolean;
      })
    | null;
  totals: Pick<OrderTotals, 'paidCents' | 'refundedCents'>;
}

/**
 * The refund a cancelled order owes: everything paid, except the first payment of a layaway order
 * placed under a non-refundable first payment (the policy the buyer agreed to at checkout, for
 * a cancellation by the sweep or by staff alike), unless the shop chose to give that back too.
 * Null for an order not cancelled or with nothing paid.
 */
export function refundDueOnCancel({ status, plan, totals }: CancelledOrderMoney): RefundDue | null {
  if (status !== 'cancelled' || totals.paidCents <= 0) return null;
  const keptCents =
    plan && !plan.firstPaymentGivenBack
      ? keptOnCancelCents(plan, plan.schedule, totals.paidCents)
      : 0;
  return {
    keptCents,
    dueCents: Math.max(0, totals.paidCents - keptCents - totals.refundedCents),
  };
}

/**
 * A cancelled order's money in lines, as the cancellation mail and the order page say it: what
 * was paid, what the policy keeps, what was refunded, and what is still due back.
 */
export function refundDueLines(
  due: RefundDue,
  totals: Pick<OrderTotals, 'paidCents' | 'refundedCents'>,
): string[] {
  const lines = [`Paid: ${formatCents(totals.paidCents)}`];
  if (due.keptCents > 0) {
    lines.push(`Kept (non-refundable first payment): ${formatCents(due.keptCents)}`);
  }
  if (totals.refundedCents > 0) lines.push(`Refunded: ${formatCents(totals.refundedCents)}`);
  lines.push(
    due.dueCents > 0
      ? `Refund due: ${formatCents(due.dueCents)}, sent to you by Zelle; we email you when it is on its way.`
      : 'Refund due: nothing.',
  );
  return lines;
}

/** Why a refund of `amountCents` cannot be recorded; null when it can. */
export function refundProblem(
  totals: Pick<OrderTotals, 'paidCents' | 'refundedCents'>,
  amountCents: number,
  /** A cancelled order's refund due: a refund gives back at most that. */
  due: RefundDue | null = null,
): string | null {
  const refundable = refundableCents(totals);
  if (refundable <= 0) return REFUND_MESSAGES.nothingPaid;
  if (amountCents > refundable) return REFUND_MESSAGES.aboveRefundable(refundable);
  if (due && amountCents > due.dueCents) return REFUND_MESSAGES.aboveDue(due);
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
