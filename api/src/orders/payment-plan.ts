// The payment plan an order is placed under: layaway when the buyer chose instalments (and the
// shop's settings allow that many for this total), none otherwise. The schedule and the policy
// shown at checkout (grace days, whether the first payment is kept) are stored with the order,
// so a later change of the settings never changes what the buyer agreed to.

import {
  depositCents,
  depositSchedule,
  instalmentProblem,
  type DepositLine,
  layawaySchedule,
  type Instalment,
  type LayawaySettings,
  type PaymentPlanKind,
} from '@kawaii/shared';
import { badRequest } from '../core/errors.ts';

export interface OrderPlan {
  kind: PaymentPlanKind;
  /** Sums exactly to the order's total. */
  schedule: Instalment[];
  graceDays: number;
  firstPaymentNonRefundable: boolean;
  /** The due date of the instalment a reminder was last mailed for. */
  remindedDueAt: string | null;
}

/**
 * The plan of a new order; refuses (400) a number of instalments the shop does not allow. Without
 * instalments, an order with a made-to-order line asking a deposit pays the deposit now and the
 * balance before it ships; layaway, when chosen, replaces the deposit.
 */
export function choosePlan({
  instalments,
  layaway,
  totalCents,
  depositLines,
  at,
}: {
  instalments: number | undefined;
  layaway: LayawaySettings;
  totalCents: number;
  depositLines: readonly DepositLine[];
  at: Date;
}): OrderPlan | null {
  if (instalments === undefined) {
    const deposit = depositCents(depositLines, totalCents);
    if (deposit <= 0 || deposit >= totalCents) return null;
    return {
      kind: 'deposit',
      schedule: depositSchedule(totalCents, deposit, at),
      graceDays: 0,
      firstPaymentNonRefundable: false,
      remindedDueAt: null,
    };
  }
  const problem = instalmentProblem(layaway, totalCents, instalments);
  if (problem) throw badRequest(problem);
  return {
    kind: 'layaway',
    schedule: layawaySchedule(totalCents, instalments, at, layaway.daysBetween),
    graceDays: layaway.graceDays,
    firstPaymentNonRefundable: layaway.firstPaymentNonRefundable,
    remindedDueAt: null,
  };
}
