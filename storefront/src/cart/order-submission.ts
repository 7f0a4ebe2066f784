// The body of POST /api/orders from the cart and
// the checkout form. The server prices every line, the shipping and the codes again; the
// total (items + shipping - the codes' discounts) lets it notice stale prices or rates.

import {
  PROMO_CODE_MESSAGES,
  REWARD_CODE_MESSAGES,
  cartTotalsLines,
  effectivePrice,
  fromCents,
  NO_TAX,
  orderTotals,
  priceWithRewardCode,
  promotionDiscountCents,
  toCents,
  type CartItem,
  type CheckoutForm,
  type OrderTaxTerms,
  type OrderSubmission,
  type OrderTotals,
  type PromotionQuote,
  type RewardCode,
  type RewardPricing,
  type ShippingAddress,
  type ShippingQuote,
} from '@kawaii/shared';

export interface CheckoutPricing extends RewardPricing {
  itemsCents: number;
  shippingCents: number;
  /** What the applied promo code takes off (0 without one). */
  promoCents: number;
  /** The order's figures as the server will compute them (the shared rule). */
  totals: OrderTotals;
  /** Why the applied reward code cannot go on this order (then the order waits); null when it can. */
  rewardProblem: string | null;
  /** Why the applied promo code cannot go on this order; null when it can. */
  promoProblem: string | null;
}

/**
 * What a promo code takes off the cart, with the server's rule: an order-wide code covers every
 * line, a category or product code the lines the quote named. Its free shipping gives nothing
 * more when a reward code already took the shipping off.
 */
function promoDiscount(
  promo: PromotionQuote,
  items: CartItem[],
  shippingCents: number,
  reward: RewardCode | null,
): number {
  const lines = items.map((item) => ({
    productId: item.id,
    categoryId: null,
    unitCents: toCents(effectivePrice(item)),
    quantity: item.quantity,
  }));
  return promotionDiscountCents(
    {
      type: promo.type,
      value: promo.type === 'amount' ? toCents(promo.value) : promo.value,
      appliesTo:
        promo.scope === 'order'
          ? { kind: 'order' }
          : { kind: 'product', ids: promo.eligibleProductIds },
    },
    lines,
    reward?.kind === 'free-shipping' ? 0 : shippingCents,
  );
}

function promoProblemFor(
  promo: PromotionQuote,
  itemsCents: number,
  reward: RewardCode | null,
): string | null {
  if (reward && !promo.combinableWithRewards) return PROMO_CODE_MESSAGES.notWithReward;
  if (promo.minItemsCents !== null && itemsCents < promo.minItemsCents) {
    return PROMO_CODE_MESSAGES.minimum(promo.minItemsCents);
  }
  return null;
}

/**
 * What the order costs with the applied codes and the tax of the address, as the server will
 * price it.
 */
export function checkoutPricing(
  items: CartItem[],
  shippingCents: number,
  reward: RewardCode | null,
  promo: PromotionQuote | null = null,
  tax: OrderTaxTerms = NO_TAX,
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
  const promoCents = promo ? promoDiscount(promo, items, shippingCents, reward) : 0;
  // The exclusive item, when the cart did not hold it, joins the order as a line of its own.
  const totals = orderTotals({
    lines: [...lines, { unitCents: pricing.addedItemCents, quantity: 1 }],
    shippingCents,
    discounts: {
      promoCents,
      rewardCents: pricing.discountCents,
      // Free-shipping codes take off the shipping, not the items: the tax base needs to know.
      onShippingCents:
        (reward?.kind === 'free-shipping' ? pricing.discountCents : 0) +
        (promo?.type === 'free-shipping' ? promoCents : 0),
    },
    taxRate: tax.taxRate,
    taxIncluded: tax.taxIncluded,
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
    promoCents,
    rewardProblem,
    promoProblem: promo ? promoProblemFor(promo, itemsCents, reward) : null,
  };
}

export function orderSubmission(
  items: CartItem[],
  form: CheckoutForm,
  shippingAddress: ShippingAddress,
  quote: ShippingQuote,
  reward: RewardCode | null = null,
  promo: PromotionQuote | null = null,
  tax: OrderTaxTerms = NO_TAX,
): OrderSubmission {
  const pricing = checkoutPricing(items, quote.shippingCents, reward, promo, tax);
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
    // The tax shown; the server recomputes it and answers 409 when its own differs.
    taxCents: pricing.totals.taxCents,
    ...(reward ? { rewardCode: reward.code } : {}),
    ...(promo ? { promoCode: promo.code } : {}),
  };
}
