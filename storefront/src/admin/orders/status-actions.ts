// The buttons an order offers next, along the workflow of @kawaii/shared (nextStatuses): what
// each says, and what the desk must confirm or remind the person of before moving it.

import { formatMoney, nextStatuses, type AdminOrder, type OrderStatus } from '@kawaii/shared';

/** What the dialog asks before a move that is hard to take back. */
export interface MoveConfirmation {
  title: string;
  message: string;
  confirmLabel: string;
  busyLabel: string;
}

export interface StatusAction {
  status: OrderStatus;
  label: string;
  /** Asked in a confirmation dialog before the move; null moves at once. */
  confirmation: MoveConfirmation | null;
  /** A reminder shown next to the button. */
  hint: string | null;
  tone: 'primary' | 'danger';
}

type ActionOrder = Pick<
  AdminOrder,
  'status' | 'orderId' | 'name' | 'total' | 'paymentMethod' | 'rewardPointsEarned'
>;

const LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Mark as awaiting payment',
  partially_paid: 'Mark as partly paid',
  paid: 'Mark as paid',
  shipped: 'Mark as shipped',
  delivered: 'Mark as delivered',
  cancelled: 'Cancel order',
  expired: 'Mark as expired',
};

/**
 * The moves the desk offers. A partly paid order (a deposit, layaway) is offered shipping too:
 * the shop refuses it while money is due and says how much, and the desk shows that answer.
 */
function offeredMoves(status: OrderStatus): OrderStatus[] {
  const next = nextStatuses(status);
  if (status !== 'partially_paid' || next.includes('shipped')) return [...next];
  const paidAt = next.indexOf('paid');
  return [...next.slice(0, paidAt + 1), 'shipped', ...next.slice(paidAt + 1)];
}

export function statusActions(order: ActionOrder): StatusAction[] {
  return offeredMoves(order.status).map((status) => ({
    status,
    label: LABELS[status],
    confirmation: confirmationFor(status, order),
    hint: status === 'paid' ? paymentHint(order) : null,
    tone: status === 'cancelled' ? 'danger' : 'primary',
  }));
}

/** Payment happens off-site, so the desk reminds what to look for before marking it paid. */
function paymentHint({ paymentMethod, total, name }: ActionOrder): string {
  const method = paymentMethod === 'zelle' ? 'Zelle' : 'payment';
  return `Check your ${method} account for ${formatMoney(total)} from ${name} first.`;
}

/**
 * Paid, delivered and cancelled are asked first: a click too many would tell the customer their
 * money arrived (and pay their reward points), close the order for good, or put its items back.
 */
function confirmationFor(status: OrderStatus, order: ActionOrder): MoveConfirmation | null {
  if (status === 'cancelled') {
    return {
      title: 'Cancel this order?',
      message: cancelConfirmation(order),
      confirmLabel: 'Yes, cancel order',
      busyLabel: 'Cancelling...',
    };
  }
  if (status === 'paid') {
    return {
      title: 'Mark as paid?',
      message: paidConfirmation(order),
      confirmLabel: 'Yes, mark as paid',
      busyLabel: 'Saving...',
    };
  }
  if (status === 'delivered') {
    return {
      title: 'Mark as delivered?',
      message: `Mark order ${order.orderId} as delivered? Do this once the parcel has arrived: it is the last step, and the order can no longer be cancelled.`,
      confirmLabel: 'Yes, mark as delivered',
      busyLabel: 'Saving...',
    };
  }
  return null;
}

export function paidConfirmation({ orderId, total, name, paymentMethod }: ActionOrder): string {
  const method = paymentMethod === 'zelle' ? 'Zelle' : 'payment';
  return `Mark order ${orderId} as paid? Only do this once ${formatMoney(total)} from ${name} is in your ${method} account: the customer is told their payment arrived.`;
}

export function cancelConfirmation({ orderId, rewardPointsEarned }: ActionOrder): string {
  const points =
    rewardPointsEarned > 0
      ? ` The ${rewardPointsEarned} reward points it earned are taken back.`
      : '';
  return `Cancel order ${orderId}? Its items are put back in stock.${points} This cannot be undone.`;
}
