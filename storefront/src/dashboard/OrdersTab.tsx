import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  formatMoney,
  type MyOrderPage,
  type Order,
  formatDate,
  orderPagePath,
} from '@kawaii/shared';
import { StoredImage } from '../ui/StoredImage.tsx';
import { ZelleInstructions } from '../cart/ZelleInstructions.tsx';
import { ZelleDetailsContext } from '../cart/settings-context.ts';
import { useRootData } from '../routes/root.tsx';
import {
  itemCountText,
  orderAchievements,
  orderItemCount,
  orderLineTotal,
  orderUnitPrice,
} from './dashboard-helpers.ts';
import { OrderStatusBadge } from '../ui/OrderStatusBadge.tsx';
import { OrderTotalsList } from '../order-page/OrderTotalsList.tsx';
import { achievementSymbol } from './achievement-icons.ts';
import { LineFacts } from '../ui/LineFacts.tsx';

/**
 * Order History: one row per order; one row at a time opens to show its items. The dashboard
 * brings the newest orders; "Show older orders" reads the next page and adds it below.
 */
export function OrdersTab({
  orders: newest,
  nextCursor: firstCursor = null,
  readOlder,
}: {
  orders: Order[];
  nextCursor?: string | null;
  readOlder?(cursor: string): Promise<MyOrderPage>;
}) {
  const [openId, setOpenId] = useState<string | null>(null);
  const [older, setOlder] = useState<{ orders: Order[]; nextCursor: string | null }>({
    orders: [],
    nextCursor: firstCursor,
  });
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const orders = older.orders.length === 0 ? newest : [...newest, ...older.orders];

  async function showOlder() {
    if (!readOlder || older.nextCursor === null) return;
    setLoading(true);
    setFailure(null);
    try {
      const page = await readOlder(older.nextCursor);
      setOlder((shown) => ({
        orders: [...shown.orders, ...page.orders],
        nextCursor: page.nextCursor,
      }));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Failed to load older orders');
    } finally {
      setLoading(false);
    }
  }

  return (
    <section aria-labelledby="order-history">
      <h2 id="order-history" className="dashboard__title">
        Order History
      </h2>
      {orders.length === 0 ? (
        <p className="empty-note">
          You have not ordered anything yet. <Link to="/shop">Visit the shop</Link>
        </p>
      ) : (
        <ul className="order-list">
          {orders.map((order) => (
            <OrderRow
              key={order._id}
              order={order}
              open={openId === order._id}
              onToggle={() => setOpenId((id) => (id === order._id ? null : order._id))}
            />
          ))}
        </ul>
      )}
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      {readOlder && older.nextCursor !== null && (
        <button
          type="button"
          className="button button--soft dashboard__more"
          disabled={loading}
          onClick={() => void showOlder()}
        >
          Show older orders
        </button>
      )}
    </section>
  );
}

function OrderRow({ order, open, onToggle }: { order: Order; open: boolean; onToggle(): void }) {
  const detailsId = useId();
  return (
    <li className={open ? 'order-row order-row--open' : 'order-row'}>
      <h3 className="order-row__heading">
        <button
          type="button"
          className="order-row__toggle"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={onToggle}
        >
          <span className="order-row__number">{order.orderId}</span>
          <span className="order-row__date">{formatDate(order.createdAt)}</span>
          <OrderStatusBadge status={order.status} />
          <span className="order-row__count">{itemCountText(orderItemCount(order))}</span>
          <span className="order-row__chevron" aria-hidden="true">
            ⌄
          </span>
        </button>
      </h3>
      <div id={detailsId} className="order-row__details" hidden={!open}>
        {open && <OrderDetails order={order} />}
      </div>
    </li>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const badges = orderAchievements(order);
  const zelle = useRootData()?.settings?.zelle ?? null;
  return (
    <>
      {order.status === 'pending_payment' && (
        <ZelleDetailsContext value={zelle}>
          <ZelleInstructions total={order.total} orderId={order.orderId} />
        </ZelleDetailsContext>
      )}
      <ul className="order-items">
        {order.items.map((item, index) => (
          <li key={`${item.id}-${index}`} className="order-item">
            <span className="order-item__image">
              {item.image ? (
                <StoredImage path={item.image} alt="" sizes="56px" />
              ) : (
                <span aria-hidden="true">♡</span>
              )}
            </span>
            <span className="order-item__title">
              {item.title}
              <LineFacts line={item} />
            </span>
            <span className="order-item__quantity">
              {item.quantity} × {formatMoney(orderUnitPrice(item))}
            </span>
            <span className="order-item__total">{formatMoney(orderLineTotal(item))}</span>
          </li>
        ))}
      </ul>
      <dl className="order-summary">
        <dt>Points earned</dt>
        <dd>{order.rewardPointsEarned ?? 0}</dd>
      </dl>
      <OrderTotalsList
        order={order}
        className="order-summary"
        grandClass="order-summary__total"
        totalLabel="Order total"
      />
      {badges.length > 0 && (
        <ul className="order-badges" aria-label="Achievements unlocked by this order">
          {badges.map((badge) => (
            <li key={badge.id} className="achievement-badge">
              <span aria-hidden="true">{achievementSymbol(badge)}</span> {badge.name}
            </li>
          ))}
        </ul>
      )}
      <p className="order-row__page">
        <Link to={orderPagePath(order.orderId)}>
          Open the order page<span className="visually-hidden"> for {order.orderId}</span>
        </Link>
      </p>
    </>
  );
}
