// The rules of a commission that the server, the client's page and the staff screens share.

import type {
  CommissionMilestone,
  CommissionMoney,
  CommissionSettings,
  CommissionStatus,
} from '../domain/commission.ts';
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

/** A quote may be sent while the request waits, and sent again (revised) until accepted. */
export function canQuote(status: CommissionStatus): boolean {
  return status === 'requested' || status === 'waitlisted' || status === 'quoted';
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
