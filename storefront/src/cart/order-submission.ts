// The body of POST /api/orders (spec.md section 3 "Order submission payload") from the cart and
// the checkout form. The server prices every line again; the total lets it notice stale prices.

import { cartTotal, type CartItem, type CheckoutForm, type OrderSubmission } from '@kawaii/shared';

export function orderSubmission(items: CartItem[], form: CheckoutForm): OrderSubmission {
  return {
    ...form,
    items: items.map(({ id, title, price, discountPrice, quantity, image }) => ({
      id,
      title,
      price,
      discountPrice,
      quantity,
      image,
    })),
    total: cartTotal(items),
  };
}
