// The desk's rows: number, date, customer, total, item count and status. Choosing one opens its
// details beside the list (below it on a phone).

import { type AdminOrder, formatLocalDateTime, formatMoney } from '@kawaii/shared';
import { itemCount, itemCountText } from './order-format.ts';
import { OrderStatusBadge } from '../../ui/OrderStatusBadge.tsx';
import '../desk-list.css';

interface OrderListProps {
  orders: AdminOrder[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

export function OrderList({ orders, selectedId, onSelect }: OrderListProps) {
  return (
    <ul className="desk-list" aria-label="Orders">
      {orders.map((order) => (
        <li key={order._id}>
          <button
            type="button"
            className="desk-row"
            aria-current={order._id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(order._id)}
          >
            <span className="desk-row__top">
              <span className="order-desk__number">{order.orderId}</span>
              <OrderStatusBadge status={order.status} />
            </span>
            <span className="order-desk__customer">{order.name}</span>
            <span className="desk-row__meta order-desk__meta">
              <time dateTime={order.createdAt}>{formatLocalDateTime(order.createdAt)}</time>
              <span>{itemCountText(itemCount(order))}</span>
              <strong className="order-desk__total">{formatMoney(order.total)}</strong>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
