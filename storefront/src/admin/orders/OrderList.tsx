// The desk's rows: number, date, customer, total, item count and status. Choosing one opens its
// details beside the list (below it on a phone).

import { type AdminOrder, formatLocalDateTime, formatMoney } from '@kawaii/shared';
import { itemCount, itemCountText } from './order-format.ts';
import { OrderStatusBadge } from '../../ui/OrderStatusBadge.tsx';

interface OrderListProps {
  orders: AdminOrder[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

export function OrderList({ orders, selectedId, onSelect }: OrderListProps) {
  return (
    <ul className="order-list" aria-label="Orders">
      {orders.map((order) => (
        <li key={order._id}>
          <button
            type="button"
            className="order-row"
            aria-current={order._id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(order._id)}
          >
            <span className="order-row__top">
              <span className="order-row__number">{order.orderId}</span>
              <OrderStatusBadge status={order.status} />
            </span>
            <span className="order-row__customer">{order.name}</span>
            <span className="order-row__meta">
              <time dateTime={order.createdAt}>{formatLocalDateTime(order.createdAt)}</time>
              <span>{itemCountText(itemCount(order))}</span>
              <strong className="order-row__total">{formatMoney(order.total)}</strong>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
