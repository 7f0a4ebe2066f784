// One order as the desk needs it: what was bought, who bought it and how to reach them, how
// they pay, what happened to it so far, and the moves it can make next.

import {
  CONTACT_TYPE_LABELS,
  formatLocalDateTime,
  formatMoney,
  ORDER_STATUS_LABELS,
  type AdminOrder,
} from '@kawaii/shared';
import { AdminImage } from '../shell/AdminImage.tsx';
import { PAYMENT_METHOD_LABELS, contactHref, orderLineTotal } from './order-format.ts';
import { ClientReservations } from './ClientReservations.tsx';
import { OrderPayments } from './OrderPayments.tsx';
import { OrderRefunds } from './OrderRefunds.tsx';
import { OrderStatusActions } from './OrderStatusActions.tsx';
import { ShippingDetails } from './ShippingDetails.tsx';
import { OrderStatusBadge } from '../../ui/OrderStatusBadge.tsx';
import { OrderTotalsList } from '../../order-page/OrderTotalsList.tsx';
import { LineFacts } from '../../ui/LineFacts.tsx';

interface OrderDetailsProps {
  order: AdminOrder;
  onChanged: (order: AdminOrder) => void;
  onClose: () => void;
}

export function OrderDetails({ order, onChanged, onClose }: OrderDetailsProps) {
  return (
    <article className="desk__card order-details" aria-labelledby={`order-${order._id}`}>
      <header className="order-details__header">
        <button type="button" className="desk__back order-details__back" onClick={onClose}>
          ← All orders
        </button>
        <h2 id={`order-${order._id}`}>Order {order.orderId}</h2>
        <OrderStatusBadge status={order.status} />
        <p className="order-details__date">
          Placed <time dateTime={order.createdAt}>{formatLocalDateTime(order.createdAt)}</time>
        </p>
      </header>

      <OrderItems order={order} />
      <ShippingDetails order={order} />
      <OrderPayments key={`payments-${order._id}`} order={order} onChanged={onChanged} />
      <OrderRefunds key={`refunds-${order._id}`} order={order} onChanged={onChanged} />
      <CustomerDetails order={order} />
      <ClientReservations key={`${order._id}-placed-from`} order={order} onChanged={onChanged} />
      <OrderHistory order={order} />
      <OrderStatusActions key={order._id} order={order} onChanged={onChanged} />
    </article>
  );
}

function OrderItems({ order }: { order: AdminOrder }) {
  return (
    <section className="order-details__section" aria-label="Items">
      <h3>Items</h3>
      <ul className="order-items">
        {order.items.map((item) => (
          <li key={`${item.id}-${item.variantId ?? ''}`} className="order-item">
            {item.image ? (
              <AdminImage className="order-item__image" path={item.image} alt="" sizes="64px" />
            ) : (
              <span className="order-item__image order-item__image--none" aria-hidden="true">
                ✿
              </span>
            )}
            <span className="order-item__title">
              {item.title}
              <LineFacts line={item} />
            </span>
            <span className="order-item__price">
              {item.quantity} × {formatMoney(item.discountPrice ?? item.price)}
            </span>
            <strong className="order-item__total">{formatMoney(orderLineTotal(item))}</strong>
          </li>
        ))}
      </ul>
      <OrderTotalsList
        order={order}
        className="order-details__totals"
        grandClass="order-details__grand"
      />
      {order.rewardPointsEarned > 0 && (
        <p className="order-details__points">
          The customer earned {order.rewardPointsEarned} reward points for this order.
        </p>
      )}
    </section>
  );
}

function CustomerDetails({ order }: { order: AdminOrder }) {
  const contactLink = contactHref(order.contactType, order.contact);
  return (
    <section className="order-details__section" aria-label="Customer and payment">
      <h3>Customer</h3>
      <dl className="order-facts">
        <div>
          <dt>Name</dt>
          <dd>{order.name}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${order.email}`}>{order.email}</a>
          </dd>
        </div>
        <div>
          <dt>Contact by {CONTACT_TYPE_LABELS[order.contactType]}</dt>
          <dd>{contactLink ? <a href={contactLink}>{order.contact}</a> : order.contact}</dd>
        </div>
        <div>
          <dt>Payment method</dt>
          <dd>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
        </div>
        <div className="order-facts__wide">
          <dt>Message</dt>
          <dd className="order-facts__message">{order.message.trim() || 'No message'}</dd>
        </div>
        <div>
          <dt>Account</dt>
          <dd>{order.userId ? 'Signed-in customer' : 'Guest checkout'}</dd>
        </div>
      </dl>
    </section>
  );
}

function OrderHistory({ order }: { order: AdminOrder }) {
  return (
    <section className="order-details__section" aria-label="Status history">
      <h3>Status history</h3>
      <ol className="order-history">
        {order.history.map((entry, index) => (
          <li key={`${entry.createdAt}-${index}`} className="order-history__entry">
            <span className="order-history__status">{ORDER_STATUS_LABELS[entry.status]}</span>
            <time dateTime={entry.createdAt}>{formatLocalDateTime(entry.createdAt)}</time>
            {entry.note && <p className="order-history__note">{entry.note}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
