// A reward code on an order: what it takes off, and the exclusive item's free line when the cart
// did not hold that item. Pure apart from the checks' refusals, like the cart review beside it.

import {
  REWARD_CODE_MESSAGES,
  effectivePrice,
  priceWithRewardCode,
  type RewardPricing,
} from '@kawaii/shared';
import { badRequest } from '../core/errors.ts';
import type { CodeForOrder } from '../rewards/redemption.ts';
import type { ReviewedCart } from './checkout.ts';
import type { OrderItemRecord } from './store.ts';

export interface PricedReward {
  pricing: RewardPricing;
  /** One unit of the exclusive item, added to the order; null otherwise. */
  addedLine: OrderItemRecord | null;
}

/** Refuses a code that would give nothing (free shipping on an order already shipped free). */
export function priceReward(
  code: CodeForOrder | null,
  cart: ReviewedCart,
  shippingCents: number,
): PricedReward {
  const prices = { itemsCents: cart.totalCents, shippingCents };
  if (!code) return { pricing: priceWithRewardCode(null, prices), addedLine: null };
  const { record, item } = code;
  if (record.kind === 'free-shipping' && shippingCents === 0) {
    throw badRequest(REWARD_CODE_MESSAGES.shippingAlreadyFree);
  }
  if (record.kind !== 'exclusive-item' || !item) {
    return { pricing: priceWithRewardCode(record.kind, prices), addedLine: null };
  }
  const unitCents = effectivePrice({
    price: item.priceCents,
    discountPrice: item.discountPriceCents,
  });
  const inCart = cart.items.some((line) => line.productId === item.id);
  // A unit in the cart was already checked against the stock; an added one needs its own.
  if (!inCart && item.stock < 1)
    throw badRequest(REWARD_CODE_MESSAGES.itemSoldOutAtCheckout(item.title));
  const pricing = priceWithRewardCode('exclusive-item', {
    ...prices,
    rewardItemUnitCents: unitCents,
    rewardItemInCart: inCart,
  });
  const addedLine = inCart
    ? null
    : {
        productId: item.id,
        title: item.title,
        image: item.image,
        priceCents: item.priceCents,
        discountPriceCents: item.discountPriceCents,
        quantity: 1,
      };
  return { pricing, addedLine };
}
