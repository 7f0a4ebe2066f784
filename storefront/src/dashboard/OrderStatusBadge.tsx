import { orderStatusText } from './dashboard-helpers.ts';

/** An order's status as a coloured pill; a status the shop does not know is shown as given. */
export function OrderStatusBadge({ status }: { status: string }) {
  return <span className={`status-badge status-badge--${status}`}>{orderStatusText(status)}</span>;
}
