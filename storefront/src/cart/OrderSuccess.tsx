import { useEffect } from 'react';
import { formatMoney } from '@kawaii/shared';
import { ORDER_SUCCESS_MS, useCartPanel } from './panel-store.ts';
import { ZelleInstructions } from './ZelleInstructions.tsx';
import { CelebrationBurst } from '../ui/CelebrationBurst.tsx';

/** The success view: thanks, the order number and how to pay; after 5 s the panel closes. */
export function OrderSuccess() {
  const order = useCartPanel((state) => state.placedOrder);
  const finishOrder = useCartPanel((state) => state.finishOrder);
  const mailNotice = useCartPanel((state) => state.mailNotice);

  useEffect(() => {
    const timer = setTimeout(finishOrder, ORDER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [finishOrder]);

  return (
    <div className="order-success" role="status">
      <CelebrationBurst />
      <h3 className="order-success__title">Thank You for Your Order!</h3>
      <p>We&apos;ve received your order and will contact you shortly.</p>
      {order && (
        <p className="order-success__number">
          Order number <strong>{order.orderId}</strong> · {formatMoney(order.total)}
        </p>
      )}
      {mailNotice && <p className="order-success__note">{mailNotice}</p>}
      <p className="order-success__note">
        Please complete your payment using the Zelle instructions below.
      </p>
      {order && <ZelleInstructions total={order.total} orderId={order.orderId} />}
    </div>
  );
}
