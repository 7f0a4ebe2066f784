import { orderStatusText } from '@kawaii/shared';

/**
 * An order's status as a coloured pill, the same on the customer's dashboard and the order desk.
 * A status the shop does not know (an older or newer server) is shown as given, uncoloured.
 */
export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <span className={`badge order-status order-status--${status}`}>{orderStatusText(status)}</span>
  );
}
