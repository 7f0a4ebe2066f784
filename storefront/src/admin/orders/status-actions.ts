// The buttons an order offers next, along the workflow of @kawaii/shared (nextStatuses): what
// each says, and what the desk must confirm or remind the person of before moving it.

import { formatMoney, nextStatuses, type AdminOrder, type OrderStatus } from '@kawaii/shared';

export interface StatusAction {
  status: OrderStatus;
  label: string;
  /** Asked in a confirmation dialog before the move; null moves at once. */
  confirmation: string | null;
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
  paid: 'Mark as paid',
  shipped: 'Mark as shipped',
  delivered: 'Mark as delivered',
  cancelled: 'Cancel order',
  expired: 'Mark as expired',
};

export function statusActions(order: ActionOrder): StatusAction[] {
  return nextStatuses(order.status).map((status) => ({
    status,
    label: LABELS[status],
    confirmation: status === 'cancelled' ? cancelConfirmation(order) : null,
    hint: status === 'paid' ? paymentHint(order) : null,
    tone: status === 'cancelled' ? 'danger' : 'primary',
  }));
}

/** Payment happens off-site, so the desk reminds what to look for before marking it paid. */
function paymentHint({ paymentMethod, total, name }: ActionOrder): string {
  const method = paymentMethod === 'zelle' ? 'Zelle' : 'payment';
  return `Check your ${method} account for ${formatMoney(total)} from ${name} first.`;
}

export function cancelConfirmation({ orderId, rewardPointsEarned }: ActionOrder): string {
  const points =
    rewardPointsEarned > 0
      ? ` The ${rewardPointsEarned} reward points it earned are taken back.`
      : '';
  return `Cancel order ${orderId}? Its items are put back in stock.${points} This cannot be undone.`;
}
