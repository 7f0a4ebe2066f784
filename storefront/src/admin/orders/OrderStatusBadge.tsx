import { ORDER_STATUS_LABELS, type OrderStatus } from '@kawaii/shared';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`badge desk-status desk-status--${status}`}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
