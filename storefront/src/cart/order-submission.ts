// The body of POST /api/orders (spec.md section 3 "Order submission payload") from the cart and
// the checkout form. The server prices every line and the shipping again; the total (items +
// shipping) lets it notice stale prices or rates.

import {
  cartTotal,
  fromCents,
  toCents,
  type CartItem,
  type CheckoutForm,
  type OrderSubmission,
  type ShippingAddress,
  type ShippingQuote,
} from '@kawaii/shared';

export function orderSubmission(
  items: CartItem[],
  form: CheckoutForm,
  shippingAddress: ShippingAddress,
  quote: ShippingQuote,
): OrderSubmission {
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
    total: fromCents(toCents(cartTotal(items)) + quote.shippingCents),
    shippingAddress,
    shippingZoneId: quote.zone?._id,
  };
}
