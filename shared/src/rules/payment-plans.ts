// Paying an order in parts: layaway (the total in N instalments, one every few days, the pieces
// held for the buyer until the last one) and deposits (a made-to-order piece asks part of its
// price up front, the balance before it ships). Every amount is integer cents; a schedule always
// sums exactly to the order's total. The checkout shows these figures, the server stores them,
// the order page, the dashboard, the desk and the mails read them back.

import { formatDate } from './dates.ts';
import { formatCents } from './money.ts';
import { depositCents, type DepositLine } from './deposits.ts';

export { depositCents, depositNoteText, type DepositLine } from './deposits.ts';

/** One tier of layaway: orders of at least `minTotalCents` may be paid in up to N instalments. */
export interface LayawayTier {
  maxInstalments: number;
  minTotalCents: number;
}

/** Settings > Layaway. */
export interface LayawaySettings {
  enabled: boolean;
  /** Below this total no order is offered layaway. */
  minTotalCents: number;
  plans: LayawayTier[];
  /** Days from one instalment's due date to the next. */
  daysBetween: number;
  /** Days an instalment may be late before the order is cancelled. */
  graceDays: number;
  /** The first payment is kept when an order is cancelled for a missed instalment. */
  firstPaymentNonRefundable: boolean;
}

export const MIN_INSTALMENTS = 2;
export const MAX_INSTALMENTS = 12;
export const MAX_LAYAWAY_TIERS = 6;
/** Reminders go out this many days before an instalment falls due. */
export const INSTALMENT_REMINDER_DAYS = 3;
export const MIN_DEPOSIT_PERCENT = 5;
export const MAX_DEPOSIT_PERCENT = 95;

export const DEFAULT_LAYAWAY: LayawaySettings = {
  enabled: false,
  minTotalCents: 20_000,
  plans: [
    { maxInstalments: 3, minTotalCents: 20_000 },
    { maxInstalments: 6, minTotalCents: 60_000 },
  ],
  daysBetween: 30,
  graceDays: 7,
  firstPaymentNonRefundable: true,
};

export type PaymentPlanKind = 'layaway' | 'deposit';

/** One payment of a schedule. `dueAt` null: due before the order ships (a deposit's balance). */
export interface Instalment {
  dueAt: string | null;
  amountCents: number;
}

/** An instalment with what the payments recorded so far cover of it. */
export interface ScheduledInstalment extends Instalment {
  paidCents: number;
}

export const PAYMENT_PLAN_MESSAGES = {
  layawayOff: 'This shop does not offer layaway at the moment.',
  belowMinimum: (minTotalCents: number) =>
    `Layaway is available on orders of ${formatCents(minTotalCents)} or more.`,
  tooManyInstalments: (max: number) => `This order can be paid in at most ${max} instalments.`,
  notFullyPaid: (balanceCents: number) =>
    `This order cannot ship until it is paid in full: ${formatCents(balanceCents)} is still due.`,
} as const;

const DAY_MS = 86_400_000;

/** The numbers of instalments an order of `totalCents` may choose; empty when none. */
export function instalmentChoices(layaway: LayawaySettings, totalCents: number): number[] {
  if (!layaway.enabled || totalCents < layaway.minTotalCents) return [];
  const max = layaway.plans
    .filter((tier) => totalCents >= tier.minTotalCents)
    .reduce((most, tier) => Math.max(most, Math.min(tier.maxInstalments, MAX_INSTALMENTS)), 0);
  const choices: number[] = [];
  for (let count = MIN_INSTALMENTS; count <= max; count += 1) choices.push(count);
  return choices;
}

/** Why `count` instalments cannot be chosen for an order of `totalCents`; null when they can. */
export function instalmentProblem(
  layaway: LayawaySettings,
  totalCents: number,
  count: number,
): string | null {
  if (!layaway.enabled) return PAYMENT_PLAN_MESSAGES.layawayOff;
  if (totalCents < layaway.minTotalCents) {
    return PAYMENT_PLAN_MESSAGES.belowMinimum(layaway.minTotalCents);
  }
  const choices = instalmentChoices(layaway, totalCents);
  if (choices.includes(count)) return null;
  const max = choices.at(-1);
  return max === undefined
    ? PAYMENT_PLAN_MESSAGES.belowMinimum(
        Math.min(...layaway.plans.map((tier) => tier.minTotalCents)),
      )
    : PAYMENT_PLAN_MESSAGES.tooManyInstalments(max);
}

/**
 * `totalCents` in `count` parts to the cent. Every part is the total divided by the count,
 * rounded down; the cents that leaves over (always fewer than `count`) are added to the FIRST
 * instalment. So the parts sum exactly to the total, the later parts are all equal, and the
 * first is never smaller than the rest ($100.00 in 3: $33.34, $33.33, $33.33).
 */
export function splitInstalments(totalCents: number, count: number): number[] {
  const parts = Math.max(1, Math.floor(count));
  const total = Math.max(0, Math.round(totalCents));
  const part = Math.floor(total / parts);
  const amounts = Array.from({ length: parts }, () => part);
  amounts[0] = part + (total - part * parts);
  return amounts;
}

/** The first instalment due when the order is placed, each next one `daysBetween` days later. */
export function layawaySchedule(
  totalCents: number,
  count: number,
  placedAt: Date,
  daysBetween: number,
): Instalment[] {
  return splitInstalments(totalCents, count).map((amountCents, index) => ({
    dueAt: new Date(placedAt.getTime() + index * daysBetween * DAY_MS).toISOString(),
    amountCents,
  }));
}

/** The deposit due when the order is placed, the balance due before it ships. */
export function depositSchedule(totalCents: number, deposit: number, placedAt: Date): Instalment[] {
  return [
    { dueAt: placedAt.toISOString(), amountCents: deposit },
    { dueAt: null, amountCents: totalCents - deposit },
  ];
}

/** The plan an order is placed under, as the checkout shows it and the server stores it. */
export interface PlacementPlan extends PlanPolicy {
  /** Sums exactly to the order's total. */
  schedule: Instalment[];
}

export interface PaymentPlanRequest {
  /** The instalments the buyer chose; null or undefined: paying in full. */
  instalments: number | null | undefined;
  layaway: LayawaySettings;
  /** The order's total from the one totals rule: discounts off, shipping and tax in. */
  totalCents: number;
  /** Every line the buyer picked (not a reward's free item), for a made-to-order deposit. */
  depositLines: readonly DepositLine[];
  /** When the order is placed: the first payment falls due then. */
  at: Date;
}

/**
 * The one rule of an order's payment plan, used by the checkout and the server alike: layaway
 * when the buyer chose instalments the shop allows for this total; otherwise a deposit when a
 * made-to-order line asks one (and it is less than the total); otherwise none (paid at once).
 * `problem` says why the chosen instalments cannot be had (the server refuses the order; the
 * checkout never offers them).
 */
export function orderPaymentPlan({
  instalments,
  layaway,
  totalCents,
  depositLines,
  at,
}: PaymentPlanRequest): { plan: PlacementPlan | null; problem: string | null } {
  if (instalments === null || instalments === undefined) {
    const deposit = depositCents(depositLines, totalCents);
    if (deposit <= 0 || deposit >= totalCents) return { plan: null, problem: null };
    return {
      plan: {
        kind: 'deposit',
        schedule: depositSchedule(totalCents, deposit, at),
        graceDays: 0,
        firstPaymentNonRefundable: false,
      },
      problem: null,
    };
  }
  const problem = instalmentProblem(layaway, totalCents, instalments);
  if (problem) return { plan: null, problem };
  return {
    plan: {
      kind: 'layaway',
      schedule: layawaySchedule(totalCents, instalments, at, layaway.daysBetween),
      graceDays: layaway.graceDays,
      firstPaymentNonRefundable: layaway.firstPaymentNonRefundable,
    },
    problem: null,
  };
}

/** What the payments cover of each instalment: the money goes to the earliest first. */
export function scheduleWithPayments(
  schedule: readonly Instalment[],
  paidCents: number,
): ScheduledInstalment[] {
  let left = Math.max(0, paidCents);
  return schedule.map((instalment) => {
    const covered = Math.min(left, instalment.amountCents);
    left -= covered;
    return { ...instalment, paidCents: covered };
  });
}

const passed = (dueAt: string, days: number, now: Date) =>
  Date.parse(dueAt) + days * DAY_MS <= now.getTime();

/**
 * The position of the first instalment still short after its due date and `graceDays` more;
 * null while every instalment is paid or still within its time.
 */
export function overdueInstalment(
  schedule: readonly Instalment[],
  paidCents: number,
  now: Date,
  graceDays: number,
): number | null {
  const index = scheduleWithPayments(schedule, paidCents).findIndex(
    (instalment) =>
      instalment.dueAt !== null &&
      instalment.paidCents < instalment.amountCents &&
      passed(instalment.dueAt, graceDays, now),
  );
  return index === -1 ? null : index;
}

/**
 * The instalment to remind the buyer of: the next one not yet paid whose due date is at most
 * INSTALMENT_REMINDER_DAYS away and not yet reached; null when none.
 */
export function instalmentToRemind(
  schedule: readonly Instalment[],
  paidCents: number,
  now: Date,
): (ScheduledInstalment & { index: number }) | null {
  const scheduled = scheduleWithPayments(schedule, paidCents);
  const index = scheduled.findIndex((instalment) => instalment.paidCents < instalment.amountCents);
  const next = scheduled[index];
  if (!next || next.dueAt === null) return null;
  const due = Date.parse(next.dueAt);
  const soon = due - INSTALMENT_REMINDER_DAYS * DAY_MS <= now.getTime() && now.getTime() < due;
  return soon ? { ...next, index } : null;
}

/** The policy an order is placed under, as the checkout shows it and the order keeps it. */
export interface PlanPolicy {
  kind: PaymentPlanKind;
  graceDays: number;
  firstPaymentNonRefundable: boolean;
}

/** The policy in words, shown at checkout, on the order page and in the mails. */
export function planPolicyText(policy: PlanPolicy): string {
  if (policy.kind === 'deposit') {
    return 'The deposit is due now; the balance is due before your order ships.';
  }
  const days = policy.graceDays === 1 ? '1 day' : `${policy.graceDays} days`;
  const late =
    policy.graceDays === 0
      ? 'If an instalment is not paid by its due date'
      : `If an instalment is more than ${days} late`;
  const kept = policy.firstPaymentNonRefundable
    ? ' The first payment is non-refundable; later payments are refunded.'
    : ' Payments made are refunded.';
  return `Your items are reserved for you until the last instalment; the order ships once it is paid in full. ${late}, the order is cancelled and the items go back on sale.${kept}`;
}

/** What stays with the shop when an order under `policy` is cancelled for a missed instalment. */
export function keptOnCancelCents(
  policy: PlanPolicy,
  schedule: readonly Instalment[],
  paidCents: number,
): number {
  if (policy.kind !== 'layaway' || !policy.firstPaymentNonRefundable) return 0;
  return Math.min(Math.max(0, paidCents), schedule[0]?.amountCents ?? 0);
}

/** The note (and mail reason) of an order cancelled for a missed instalment. */
export function missedInstalmentNote(
  number: number,
  dueAt: string,
  keptCents: number,
  refundCents: number,
): string {
  const parts = [
    `Instalment ${number}, due ${formatDate(dueAt)}, was not paid in time, so the order is cancelled and the items went back on sale.`,
  ];
  if (keptCents > 0)
    parts.push(`The non-refundable first payment of ${formatCents(keptCents)} is kept.`);
  if (refundCents > 0) parts.push(`${formatCents(refundCents)} paid will be refunded.`);
  return parts.join(' ');
}

/** 'June 3, 2027', or 'Before shipping' for a balance with no date. */
export function instalmentDueText(dueAt: string | null): string {
  return dueAt === null ? 'Before shipping' : formatDate(dueAt);
}
