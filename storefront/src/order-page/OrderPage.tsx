// The buyer's order page: what was ordered, where it goes, how to pay while unpaid, and how it is
// getting on (the status timeline with the notes staff chose to share, and the tracking link
// once shipped). Opened with the order's key, or by its signed-in owner; anyone else sees the
// not-found screen, as for an order that does not exist.

import { useState, type ReactNode } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import {
  formatMoney,
  orderStatusText,
  shippingAddressLines,
  type Order,
  formatDate,
  formatDateTime,
} from '@kawaii/shared';
import { lookupOrder, type OrderLookup } from '../api/orders-api.ts';
import { LoadingShell } from '../ui/LoadingShell.tsx';
import { OrderStatusBadge } from '../ui/OrderStatusBadge.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { StoredImage } from '../ui/StoredImage.tsx';
import { ZelleInstructions } from '../cart/ZelleInstructions.tsx';
import { ZelleDetailsContext } from '../cart/settings-context.ts';
import { orderLineTotal, orderUnitPrice } from '../dashboard/dashboard-helpers.ts';
import { ErrorScreen } from '../routes/ErrorScreen.tsx';
import { useRootData } from '../routes/root-data.ts';
import { createQueryClient } from '../query/query-client.ts';
import { queryKeyFor } from '../query/query-keys.ts';
import { useSession } from '../stores/session.ts';
import { newestFirst } from './order-page-text.ts';
import { OrderTotalsList } from './OrderTotalsList.tsx';
import './OrderPage.css';
import { LineFacts } from '../ui/LineFacts.tsx';

function useOrderLookup(
  token: string | null,
  orderNumber: string,
  key: string | null,
): OrderLookup | null {
  const query = useQuery({
    queryKey: queryKeyFor('lookupOrder', { orderNumber, key }),
    // A failure is an answer of its own (not found, or why not), never a thrown error.
    queryFn: () => lookupOrder(fetch, token, orderNumber, key),
    // A buyer coming back to the tab (after paying, or from the shipping email) sees it current.
    refetchOnWindowFocus: 'always',
  });
  return query.data ?? null;
}

export default function OrderPage() {
  const token = useSession((state) => state.token);
  // The page's own cache, made here so the public pages never load the query library; one per
  // signed-in token, so an order read for one account is never shown to another.
  return (
    <OrderCache key={token ?? ''}>
      <OrderScreen token={token} />
    </OrderCache>
  );
}

function OrderCache({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function OrderScreen({ token }: { token: string | null }) {
  const orderNumber = useParams().orderNumber ?? '';
  const [searchParams] = useSearchParams();
  const lookup = useOrderLookup(token, orderNumber, searchParams.get('key'));

  if (!lookup) return <LoadingShell label="Finding your order..." />;
  if (lookup.kind === 'not-found') return <ErrorScreen notFound detail="404 Not Found" />;
  if (lookup.kind === 'failed') return <ErrorScreen notFound={false} detail={lookup.message} />;
  return <OrderDetails order={lookup.order} />;
}

function OrderDetails({ order }: { order: Order }) {
  const unpaid = order.status === 'pending_payment';
  return (
    <div className="order-page">
      <PageHeader kicker="Your order" title={`Order ${order.orderId}`}>
        <p className="order-page__status">
          <OrderStatusBadge status={order.status} />
          <span>Placed on {formatDate(order.createdAt)}</span>
        </p>
      </PageHeader>
      <div className="container page-body order-page__grid">
        <div className="order-page__main">
          {unpaid && <PaymentCard order={order} />}
          {order.trackingNumber && <TrackingCard order={order} />}
          <ItemsCard order={order} />
        </div>
        <div className="order-page__side">
          {order.shippingAddress && (
            <section className="order-card" aria-labelledby="order-ship-to">
              <h2 id="order-ship-to" className="order-card__title">
                Ship to
              </h2>
              <address className="order-page__address">
                {shippingAddressLines(order.shippingAddress).map((line, index) => (
                  <span key={index}>{line}</span>
                ))}
              </address>
              {order.shippingZone && (
                <p className="order-page__zone">Shipping zone: {order.shippingZone}</p>
              )}
            </section>
          )}
          <TimelineCard order={order} />
        </div>
      </div>
    </div>
  );
}

function PaymentCard({ order }: { order: Order }) {
  const zelle = useRootData()?.settings?.zelle ?? null;
  return (
    <section className="order-card order-card--pay" aria-labelledby="order-pay">
      <h2 id="order-pay" className="order-card__title">
        Waiting for your payment
      </h2>
      <ZelleDetailsContext value={zelle}>
        <ZelleInstructions total={order.total} orderId={order.orderId} />
      </ZelleDetailsContext>
      {order.expiresAt && (
        <p className="order-page__expiry">
          Please pay by <strong>{formatDateTime(order.expiresAt)}</strong>; after that the order
          expires and its items go back on sale.
        </p>
      )}
    </section>
  );
}

function TrackingCard({ order }: { order: Order }) {
  return (
    <section className="order-card order-card--tracking" aria-labelledby="order-tracking">
      <h2 id="order-tracking" className="order-card__title">
        Your parcel is on its way
      </h2>
      <dl className="order-page__facts">
        <dt>Carrier</dt>
        <dd>{order.carrier}</dd>
        <dt>Tracking number</dt>
        <dd className="order-page__tracking-number">{order.trackingNumber}</dd>
      </dl>
      {order.trackingUrl && (
        // noreferrer: the page address carries the order's key, which the carrier need not see.
        <a
          className="button button--primary order-page__track"
          href={order.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          Track your parcel
        </a>
      )}
    </section>
  );
}

function ItemsCard({ order }: { order: Order }) {
  return (
    <section className="order-card" aria-labelledby="order-items">
      <h2 id="order-items" className="order-card__title">
        What you ordered
      </h2>
      <ul className="order-page__lines">
        {order.items.map((item, index) => (
          <li key={`${item.id}-${index}`} className="order-page__line">
            <span className="order-page__thumb">
              {item.image ? (
                <StoredImage path={item.image} alt="" sizes="64px" />
              ) : (
                <span aria-hidden="true">♡</span>
              )}
            </span>
            <span className="order-page__line-title">
              {item.title}
              <LineFacts line={item} />
            </span>
            <span className="order-page__line-quantity">
              {item.quantity} × {formatMoney(orderUnitPrice(item))}
            </span>
            <span className="order-page__line-total">{formatMoney(orderLineTotal(item))}</span>
          </li>
        ))}
      </ul>
      <OrderTotalsList
        order={order}
        className="order-page__totals"
        grandClass="order-page__grand"
      />
    </section>
  );
}

function TimelineCard({ order }: { order: Order }) {
  const steps = newestFirst(order.timeline);
  return (
    <section className="order-card" aria-labelledby="order-timeline">
      <h2 id="order-timeline" className="order-card__title">
        How it is going
      </h2>
      <ol className="order-timeline">
        {steps.map((step, index) => (
          <li
            key={`${step.createdAt}-${index}`}
            className={
              index === 0
                ? 'order-timeline__step order-timeline__step--now'
                : 'order-timeline__step'
            }
          >
            <span className="order-timeline__dot" aria-hidden="true" />
            <p className="order-timeline__status">{orderStatusText(step.status)}</p>
            <p className="order-timeline__time">{formatDateTime(step.createdAt)}</p>
            {step.note && <p className="order-timeline__note">{step.note}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
