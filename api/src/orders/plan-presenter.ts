// What an order shows of its payment plan: the policy it was placed under, in words, and each
// instalment with what the payments recorded so far cover of it (the earliest first).

import { planPolicyText, scheduleWithPayments, type Order, type OrderTotals } from '@kawaii/shared';
import type { OrderRecord } from './store.ts';

export function presentPlan(
  order: Pick<OrderRecord, 'plan'>,
  totals: Pick<OrderTotals, 'paidCents'>,
): Required<Pick<Order, 'paymentPlan' | 'schedule'>> {
  const plan = order.plan;
  if (!plan) return { paymentPlan: null, schedule: [] };
  const policy = {
    kind: plan.kind,
    graceDays: plan.graceDays,
    firstPaymentNonRefundable: plan.firstPaymentNonRefundable,
  };
  return {
    paymentPlan: { ...policy, instalments: plan.schedule.length, policy: planPolicyText(policy) },
    schedule: scheduleWithPayments(plan.schedule, totals.paidCents),
  };
}
