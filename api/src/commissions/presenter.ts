// The fields of a commission that leave the server: the client's view (no email, no staff
// fields) and the staff view (the client's view plus contact, key link and order).

import {
  commissionMoney,
  unpaidMilestone,
  commissionPagePath,
  formatOrderNumber,
  SLOT_HOLDING_STATUSES,
  type Commission,
  type CommissionClientView,
  type CommissionStatus,
} from '@kawaii/shared';
import { presentPayment } from '../payments/presenter.ts';
import { buyerOrderPath } from '../orders/presenter.ts';
import type { OrderRecord } from '../orders/store.ts';
import type { PaymentRecord } from '../payments/store.ts';
import type { CommissionRecord, StagePostRecord } from './store.ts';

export interface CommissionFacts {
  record: CommissionRecord;
  posts: readonly StagePostRecord[];
  payments: readonly PaymentRecord[];
  queuePosition: number | null;
  /** The shipping order, once shipped. */
  order: OrderRecord | null;
  /** The settings' days of grace past a milestone's due date. */
  graceDays: number;
  now: Date;
}

/** A quote past its expiry reads as expired, whether or not anything has written that down. */
export function currentStatus(record: CommissionRecord, now: Date): CommissionStatus {
  if (record.status === 'quoted' && record.quote && Date.parse(record.quote.expiresAt) < +now) {
    return 'expired';
  }
  return record.status;
}

export function presentClientView(facts: CommissionFacts): CommissionClientView {
  const { record, posts, payments } = facts;
  const postedStages = new Set(posts.map((post) => post.stage));
  return {
    number: record.number,
    status: currentStatus(record, facts.now),
    name: record.name,
    description: record.description,
    size: record.size,
    budgetMinCents: record.budgetMinCents,
    budgetMaxCents: record.budgetMaxCents,
    wantedBy: record.wantedBy,
    references: record.references,
    quote: record.quote,
    stages: posts.map((post) => ({
      _id: post.id,
      stage: post.stage,
      note: post.note,
      images: post.images,
      askApproval: post.askApproval,
      approvedAt: post.approvedAt,
      postedAt: post.postedAt,
    })),
    payments: payments.map(presentPayment),
    money: record.quote
      ? commissionMoney(
          record.quote.priceCents,
          record.quote.milestones,
          payments.map((payment) => payment.amountCents),
          postedStages,
        )
      : null,
    queuePosition: facts.queuePosition,
    declineMessage: record.declineMessage,
    delivery: facts.order
      ? {
          orderId: formatOrderNumber(facts.order.orderNumber),
          orderPath: buyerOrderPath(facts.order),
          carrier: facts.order.carrier,
          trackingNumber: facts.order.trackingNumber,
          trackingUrl: facts.order.trackingUrl,
        }
      : null,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

export function presentCommission(facts: CommissionFacts): Commission {
  return {
    ...presentClientView(facts),
    _id: facts.record.id,
    email: facts.record.email,
    userId: facts.record.userId,
    clientPath: commissionPagePath(facts.record.number, facts.record.clientKey),
    orderId: facts.record.orderId,
    unpaidMilestone: unpaidMilestoneOf(facts),
  };
}

/** Only while the piece is in the making: before acceptance nothing is due, after it all is paid. */
export function unpaidMilestoneOf(
  facts: Pick<CommissionFacts, 'record' | 'posts' | 'payments' | 'graceDays'>,
) {
  const { record } = facts;
  if (!record.quote || !SLOT_HOLDING_STATUSES.includes(record.status)) return null;
  return unpaidMilestone(
    record.quote.milestones,
    record.acceptedAt,
    facts.posts,
    facts.payments.reduce((sum, payment) => sum + payment.amountCents, 0),
    facts.graceDays,
  );
}
