// The rules of a commission that the server, the client's page and the staff screens share.

import type {
  CommissionMilestone,
  CommissionMoney,
  CommissionSettings,
  CommissionStatus,
} from '../domain/commission.ts';
import { formatDateTime } from './dates.ts';
import { orderTotals } from './order-totals.ts';

export const COMMISSIONS_CLOSED = 'Commissions are closed right now.';
export const COMMISSION_WAITLIST_NOTE =
  'All slots are taken, so your request joins the waitlist. We will write as soon as a slot opens.';
export const COMMISSION_REQUEST_RECEIVED =
  'Thank you! Your request is in. We will write with a quote or a question soon.';
export const QUOTE_EXPIRED = 'This quote has expired.';
export const MAX_COMMISSION_REFERENCES = 5;

export const DEFAULT_COMMISSION_SETTINGS: CommissionSettings = {
  status: 'closed',
  slots: 3,
  intro: '',
  terms: '',
  stages: ['Sketch', 'Sculpt', 'Paint', 'Finishing', 'Ready to ship'],
  quoteValidDays: 14,
  graceDays: 7,
};

/** Commissions that hold a slot: from the accepted quote until the piece ships. */
export const SLOT_HOLDING_STATUSES: readonly CommissionStatus[] = [
  'accepted',
  'in_progress',
  'awaiting_payment',
  'ready_to_ship',
];

/** Requests still waiting for the artist's answer, in the order they came. */
export const WAITING_STATUSES: readonly CommissionStatus[] = ['requested', 'waitlisted'];

export const COMMISSION_STATUS_LABELS: Record<CommissionStatus, string> = {
  requested: 'Requested',
  waitlisted: 'Waitlisted',
  quoted: 'Quoted',
  accepted: 'Accepted',
  in_progress: 'In progress',
  awaiting_payment: 'Waiting for payment',
  ready_to_ship: 'Ready to ship',
  shipped: 'Shipped',
  declined: 'Declined',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

export function slotsLeft(slots: number, holding: number): number {
  return Math.max(0, slots - holding);
}

/**
 * A quote may be sent while the request waits, sent again (revised) until accepted, and sent anew
 * once the last one expired.
 */
export function canQuote(status: CommissionStatus): boolean {
  return (
    status === 'requested' || status === 'waitlisted' || status === 'quoted' || status === 'expired'
  );
}

export function canDecline(status: CommissionStatus): boolean {
  return status === 'requested' || status === 'waitlisted' || status === 'quoted';
}

/** Stages are posted while the piece is being made. */
export function canPostStage(status: CommissionStatus): boolean {
  return status === 'accepted' || status === 'in_progress' || status === 'awaiting_payment';
}

export function canRecordPayment(status: CommissionStatus): boolean {
  return SLOT_HOLDING_STATUSES.includes(status) || status === 'shipped';
}

/**
 * The money of a quoted commission. A milestone is due once its stage has been posted (or at
 * once when it names no stage); payments cover the milestones in order.
 */
export function commissionMoney(
  priceCents: number,
  milestones: readonly CommissionMilestone[],
  payments: readonly number[],
  postedStages: ReadonlySet<string>,
): CommissionMoney {
  const totals = orderTotals({ lines: [{ unitCents: priceCents, quantity: 1 }], payments });
  const dueCents = milestones
    .filter((milestone) => !milestone.dueAtStage || postedStages.has(milestone.dueAtStage))
    .reduce((sum, milestone) => sum + milestone.amountCents, 0);
  return {
    priceCents: totals.totalCents,
    paidCents: totals.paidCents,
    balanceCents: totals.balanceCents,
    dueNowCents: Math.max(0, Math.min(dueCents, totals.totalCents) - totals.paidCents),
  };
}

/** The client's private page. */
export function commissionPagePath(number: number, key?: string): string {
  const page = `/commissions/${number}`;
  return key === undefined ? page : `${page}?${new URLSearchParams({ key }).toString()}`;
}

const DAY_MS = 86_400_000;

/** A quote about to expire gets one notice this long before its expiry. */
export const QUOTE_EXPIRY_NOTICE_HOURS = 48;

/** A milestone unpaid this many days after it fell due is overdue: the client gets a reminder. */
export const MILESTONE_REMINDER_DAYS = 3;

/** The milestone the client is late with, and when each consequence comes. */
export interface UnpaidMilestone {
  milestoneId: string;
  label: string;
  /** What is still unpaid of it, in cents. */
  unpaidCents: number;
  /** When it fell due: the quote's acceptance, or the first post of its stage. */
  dueAt: string;
  /** From then the client is reminded (once). */
  remindAt: string;
  /** From then the artist may cancel under the terms. */
  cancellableFrom: string;
}

/**
 * The earliest milestone that has fallen due and is not covered by the payments (they cover the
 * milestones in order), or null when nothing due is unpaid. The reminder comes
 * MILESTONE_REMINDER_DAYS after it fell due (sooner when the grace is shorter); the artist may
 * cancel `graceDays` after it fell due.
 */
export function unpaidMilestone(
  milestones: readonly CommissionMilestone[],
  acceptedAt: string | null,
  posts: readonly { stage: string; postedAt: string }[],
  paidCents: number,
  graceDays: number,
): UnpaidMilestone | null {
  if (acceptedAt === null) return null;
  const firstPost = new Map<string, string>();
  for (const post of posts) {
    const seen = firstPost.get(post.stage);
    if (seen === undefined || post.postedAt < seen) firstPost.set(post.stage, post.postedAt);
  }
  let covered = 0;
  let earliest: UnpaidMilestone | null = null;
  for (const milestone of milestones) {
    covered += milestone.amountCents;
    const unpaidCents = Math.min(milestone.amountCents, covered - paidCents);
    if (unpaidCents <= 0) continue;
    const dueAt = milestone.dueAtStage ? firstPost.get(milestone.dueAtStage) : acceptedAt;
    if (dueAt === undefined) continue;
    if (earliest !== null && earliest.dueAt <= dueAt) continue;
    const at = Date.parse(dueAt);
    earliest = {
      milestoneId: milestone._id,
      label: milestone.label,
      unpaidCents,
      dueAt,
      remindAt: new Date(at + Math.min(MILESTONE_REMINDER_DAYS, graceDays) * DAY_MS).toISOString(),
      cancellableFrom: new Date(at + graceDays * DAY_MS).toISOString(),
    };
  }
  return earliest;
}

/** Why a commission in the making cannot be cancelled yet; null when the terms allow it. */
export function cancelRefusal(
  unpaid: UnpaidMilestone | null,
  graceDays: number,
  now: Date,
): string | null {
  if (unpaid === null) {
    return `Nothing is overdue: under the terms, a commission in the making is cancelled only when a milestone is unpaid ${graceDays} days after it fell due.`;
  }
  if (Date.parse(unpaid.cancellableFrom) > +now) {
    return `The ${unpaid.label} milestone is unpaid since ${formatDateTime(unpaid.dueAt)}; under the terms the commission can be cancelled from ${formatDateTime(unpaid.cancellableFrom)}.`;
  }
  return null;
}

/**
 * The milestones' amounts in cents from what the artist typed: dollars ("200") or a share of the
 * price ("50%"). Shares are rounded to the cent; when they and the dollar amounts would miss the
 * price by the rounding alone, the last share takes the odd cents, so 33% / 33% / 34% of $100.01
 * still adds up.
 */
export function milestoneAmounts(typed: readonly string[], priceCents: number): number[] {
  const shares = typed.map((text) => /^\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(text));
  const amounts = typed.map((text, index) => {
    const share = shares[index];
    if (share) return Math.round((priceCents * Number(share[1])) / 100);
    const dollars = Number(text.replace(/[$,\s]/g, ''));
    return Number.isFinite(dollars) ? Math.round(dollars * 100) : 0;
  });
  const lastShare = shares.map((share) => share !== null).lastIndexOf(true);
  const missing = priceCents - amounts.reduce((sum, amount) => sum + amount, 0);
  const roundingOnly = Math.abs(missing) <= shares.filter(Boolean).length;
  if (lastShare >= 0 && missing !== 0 && roundingOnly) amounts[lastShare]! += missing;
  return amounts;
}
