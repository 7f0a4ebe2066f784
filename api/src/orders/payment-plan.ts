// The payment plan an order is placed under, by the shared rule the checkout shows it with
// (layaway when chosen and allowed for the total with its tax, a made-to-order deposit, or none).
// The schedule and the policy shown at checkout (grace days, whether the first payment is kept)
// are stored with the order, so a later change of the settings never changes what the buyer
// agreed to.

import {
  orderPaymentPlan,
  type Instalment,
  type PaymentPlanKind,
  type PaymentPlanRequest,
} from '@kawaii/shared';
import { badRequest } from '../core/errors.ts';

export interface OrderPlan {
  kind: PaymentPlanKind;
  /** Sums exactly to the order's total. */
  schedule: Instalment[];
  graceDays: number;
  firstPaymentNonRefundable: boolean;
  /** Staff gave the non-refundable first payment back after the order was cancelled. */
  firstPaymentGivenBack: boolean;
  /** The due date of the instalment a reminder was last mailed for. */
  remindedDueAt: string | null;
}

/** The plan of a new order; refuses (400) a number of instalments the shop does not allow. */
export function choosePlan(request: PaymentPlanRequest): OrderPlan | null {
  const { plan, problem } = orderPaymentPlan(request);
  if (problem) throw badRequest(problem);
  return plan && { ...plan, firstPaymentGivenBack: false, remindedDueAt: null };
}
