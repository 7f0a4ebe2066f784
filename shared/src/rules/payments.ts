// Money received in parts: a payment is recorded by hand (amount, date, reference) against a
// balance, never above it, and the status of what is paid for follows the balance. Orders use
// it; any other kind of sale paid in parts uses the same rule.

import { formatCents } from './money.ts';

export type BalanceStatus = 'pending_payment' | 'partially_paid' | 'paid';

export const PAYMENT_MESSAGES = {
  nothingDue: 'Nothing is due on this order.',
  notAwaitingPayment: 'Payments can only be recorded while an order awaits payment.',
  aboveBalance: (balanceCents: number) =>
    `This payment is more than the balance due (${formatCents(balanceCents)}).`,
} as const;

/** Why a payment of `amountCents` cannot be recorded against `balanceCents`; null when it can. */
export function paymentProblem(balanceCents: number, amountCents: number): string | null {
  if (balanceCents <= 0) return PAYMENT_MESSAGES.nothingDue;
  if (amountCents > balanceCents) return PAYMENT_MESSAGES.aboveBalance(balanceCents);
  return null;
}

/** Nothing paid yet, some paid, or all of it. */
export function statusForBalance(paidCents: number, totalCents: number): BalanceStatus {
  if (paidCents >= totalCents) return 'paid';
  return paidCents > 0 ? 'partially_paid' : 'pending_payment';
}
