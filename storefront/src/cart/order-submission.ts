// The body of POST /api/orders from the cart and
// the checkout form. The server prices every line, the shipping and the reward code again; the
// total (items + shipping - the code's discount) lets it notice stale prices or rates.

import {
  REWARD_CODE_MESSAGES,
  cartTotalsLines,
  effectivePrice,
  fromCents,
  orderTotals,
  priceWithRewardCode,
  toCents,
  type CartItem,
  type CheckoutForm,
  type OrderSubmission,
  type OrderTotals,
  type RewardCode,
  type RewardPricing,
  type ShippingAddress,
  type ShippingQuote,
} from '@kawaii/shared';

export interface CheckoutPricing extends RewardPricing {
  itemsCents: number;
  shippingCents: number;
  /** The order's figures as the server will compute them (the shared rule). */
  totals: OrderTotals;
  /** Why the applied code cannot go on this order (then the order waits); null when it can. */
  rewardProblem: string | null;
}

/** What the order costs with the applied code, as the server will price it. */
export function checkoutPricing(
  items: CartItem[],
  shippingCents: number,
  reward: RewardCode | null,
): CheckoutPricing {
  const lines = cartTotalsLines(items);
  const itemsCents = orderTotals({ lines }).itemsCents;
  const item = reward?.kind === 'exclusive-item' ? reward.item : null;
  const inCart = item !== null && items.some((line) => line.id === item._id);
  const pricing = priceWithRewardCode(reward?.kind ?? null, {
    itemsCents,
    shippingCents,
    rewardItemUnitCents: item ? toCents(effectivePrice(item)) : 0,
    rewardItemInCart: inCart,
  });
  // The exclusive item, when the cart did not hold it, joins the order as a line of its own.
  const totals = orderTotals({
    lines: [...lines, { unitCents: pricing.addedItemCents, quantity: 1 }],
    shippingCents,
    discounts: { rewardCents: pricing.discountCents },
  });
  let rewardProblem: string | null = null;
  if (reward?.kind === 'free-shipping' && shippingCents === 0) {
    rewardProblem = REWARD_CODE_MESSAGES.shippingAlreadyFree;
  }
  if (reward?.kind === 'exclusive-item') {
    if (!item) rewardProblem = REWARD_CODE_MESSAGES.itemGone;
    else if (!inCart && item.stock < 1) {
      rewardProblem = REWARD_CODE_MESSAGES.itemSoldOutAtCheckout(item.title);
    }
  }
  return {
    ...pricing,
    totalCents: totals.totalCents,
    totals,
    itemsCents,
    shippingCents,
    rewardProblem,
  };
}

export function orderSubmission(
  items: CartItem[],
  form: CheckoutForm,
  shippingAddress: ShippingAddress,
  quote: ShippingQuote,
  reward: RewardCode | null = null,
): OrderSubmission {
  const pricing = checkoutPricing(items, quote.shippingCents, reward);
  return {
    ...form,
    items: items.map(
      ({ id, title, price, discountPrice, quantity, image, variantId, options }) => ({
        id,
        title,
        price,
        discountPrice,
        quantity,
        image,
        ...(variantId && { variantId }),
        ...(options && { options }),
      }),
    ),
    total: fromCents(pricing.totalCents),
    shippingAddress,
    shippingZoneId: quote.zone?._id,
    ...(reward ? { rewardCode: reward.code } : {}),
  };
}
