import type { UnpaidMilestone } from '../rules/commissions.ts';
import type { Payment } from './commerce.ts';

// Commissions: a custom piece from the client's request to its delivery. The artist opens a
// number of slots; a request is quoted (price, timeline, milestones), accepted by the client,
// made in stages the client may be asked to approve, paid in milestones and shipped.

export const COMMISSION_STATUSES = [
  'requested',
  'waitlisted',
  'quoted',
  'accepted',
  'in_progress',
  'awaiting_payment',
  'ready_to_ship',
  'shipped',
  'declined',
  'expired',
  'cancelled',
] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

export const COMMISSION_OPENNESS = ['open', 'waitlist', 'closed'] as const;
export type CommissionOpenness = (typeof COMMISSION_OPENNESS)[number];

/** What a request may ask for: the doll sizes and kinds of work the artist takes. */
export const COMMISSION_SIZES = [
  'Doll 1/3 (SD)',
  'Doll 1/4 (MSD)',
  'Doll 1/6 (YOSD)',
  'Doll 1/8 or smaller',
  'Face-up only',
  'Portrait or artwork',
  'Something else',
] as const;
export type CommissionSize = (typeof COMMISSION_SIZES)[number];

export interface CommissionSettings {
  status: CommissionOpenness;
  /** How many commissions may be in the making at once (accepted until shipped). */
  slots: number;
  intro: string;
  terms: string;
  stages: string[];
  /** Days a quote stays open to accept. */
  quoteValidDays: number;
  /** Days past a milestone's due date before the artist may cancel. */
  graceDays: number;
}

/** GET /api/commissions/status: what the public page shows. */
export interface CommissionOpenings {
  status: CommissionOpenness;
  slotsLeft: number;
  intro: string;
  terms: string;
  stages: string[];
}

export interface CommissionMilestone {
  _id: string;
  label: string;
  amountCents: number;
  /** The stage at which it falls due; none: due on accepting. */
  dueAtStage?: string;
}

export interface CommissionQuote {
  priceCents: number;
  timeline: string;
  milestones: CommissionMilestone[];
  expiresAt: string;
  sentAt: string;
}

export interface CommissionStagePost {
  _id: string;
  stage: string;
  note: string;
  images: string[];
  askApproval: boolean;
  approvedAt: string | null;
  postedAt: string;
}

/** A payment of a commission: the same record as an order's, from the one payments ledger. */
export type CommissionPayment = Payment;

/** Money of a commission: the quote's price against what was recorded. */
export interface CommissionMoney {
  priceCents: number;
  paidCents: number;
  balanceCents: number;
  /** The milestones due now (their stage reached) and not yet covered by payments, in cents. */
  dueNowCents: number;
}

/** How a shipped commission travels: its shipping order, followed like any order. */
export interface CommissionDelivery {
  /** The order's number as shown, KA-10042. */
  orderId: string;
  /** The order's page, with its key. */
  orderPath: string;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
}

/** What the client sees on their private page. */
export interface CommissionClientView {
  number: number;
  status: CommissionStatus;
  name: string;
  description: string;
  size: string;
  budgetMinCents: number | null;
  budgetMaxCents: number | null;
  wantedBy: string | null;
  references: string[];
  quote: CommissionQuote | null;
  stages: CommissionStagePost[];
  payments: CommissionPayment[];
  money: CommissionMoney | null;
  /** 1 for the next in line; null once it is no longer waiting or in the making. */
  queuePosition: number | null;
  declineMessage: string | null;
  /** Once shipped: the shipping order and its tracking. */
  delivery: CommissionDelivery | null;
  createdAt: string;
  updatedAt: string;
}

/** What staff see: the client's view plus the contact and the key link. */
export interface Commission extends CommissionClientView {
  _id: string;
  email: string;
  userId: string | null;
  /** The client's private page, path and key. */
  clientPath: string;
  orderId: string | null;
  /** The milestone fallen due and unpaid (what the reminder and a cancel under the terms go by). */
  unpaidMilestone: UnpaidMilestone | null;
}

export interface CommissionPage {
  commissions: Commission[];
  counts: Partial<Record<CommissionStatus, number>>;
}

export interface CommissionRequestAnswer {
  number: number;
  key: string;
  status: 'requested' | 'waitlisted';
  /** False when the client's address already had its mails for the hour: keep the page's link. */
  emailed: boolean;
}

/** A step the artist wrote in the studio that the shop has not taken yet. */
export interface UnsentCommissionStep {
  /** Its place in the studio's queue: steps go in this order. */
  id: string;
  commissionId: string;
  commissionNumber: number | null;
  kind: 'quote' | 'decline' | 'stage';
  /** What it says, in a few words: "Quote of $400.00", "Stage Sketch with 2 pictures". */
  summary: string;
  /** Waiting: goes up with the next sync. Refused: the shop said no; kept until she decides. */
  state: 'waiting' | 'refused';
  problem: string | null;
  writtenAt: string;
}
