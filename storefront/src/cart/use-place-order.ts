// Submitting the checkout: POST /api/orders with the stored
// token when signed in; a success clears the cart, shows the success view and, behind it, opens
// the order's page, so the shopper is looking at their order once the panel closes; a failure
// adjusts the cart where the server said what is left, and is described for the error modal.

import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  NO_TAX,
  type CheckoutForm,
  type OrderTaxTerms,
  type PromotionQuote,
  type RewardCode,
  type ShippingAddress,
  type ShippingQuote,
} from '@kawaii/shared';
import { createHttpPublicApi } from '../api/http-public-api.ts';
import { placeOrder } from '../api/orders-api.ts';
import { useCart } from '../stores/cart.ts';
import { useSession } from '../stores/session.ts';
import { useCheckoutDraft } from './checkout-draft.ts';
import { describeOrderFailure, type OrderFailure } from './order-failure.ts';
import { orderSubmission } from './order-submission.ts';
import { useCartPanel } from './panel-store.ts';
import { usePaymentPlan } from './payment-plan-store.ts';
import { usePromoCode } from './promo-code-store.ts';
import { useRewardCode } from './reward-code-store.ts';
import { readFreshProducts, withFreshProducts } from './refresh-cart.ts';

async function refreshCart(): Promise<void> {
  const { items, replaceItems } = useCart.getState();
  const fresh = await readFreshProducts(createHttpPublicApi(fetch), items);
  replaceItems(withFreshProducts(useCart.getState().items, fresh));
}

export function usePlaceOrder() {
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<OrderFailure | null>(null);
  const navigate = useNavigate();

  async function submit(
    form: CheckoutForm,
    address: ShippingAddress,
    quote: ShippingQuote,
    reward: RewardCode | null,
    promo: PromotionQuote | null = null,
    tax: OrderTaxTerms = NO_TAX,
  ): Promise<boolean> {
    setSubmitting(true);
    const cart = useCart.getState();
    const instalments = usePaymentPlan.getState().instalments;
    const submission = {
      ...orderSubmission(cart.items, form, address, quote, reward, promo, tax),
      ...(instalments === null ? {} : { paymentPlan: { instalments } }),
    };
    const outcome = await placeOrder(fetch, useSession.getState().token, submission);
    if (outcome.kind === 'placed') {
      cart.clear();
      useCheckoutDraft.getState().clearMessage();
      useRewardCode.getState().remove();
      usePromoCode.getState().remove();
      usePaymentPlan.getState().choose(null);
      useCartPanel
        .getState()
        .showSuccess(outcome.order, outcome.confirmationEmailed ? null : outcome.message);
      void navigate(outcome.orderPath);
      setSubmitting(false);
      return true;
    } else {
      if (outcome.kind === 'short-stock') await cart.adjustToStock(outcome.unavailableItems);
      if (outcome.kind === 'changed' || outcome.kind === 'prices-changed') await refreshCart();
      setFailure(describeOrderFailure(outcome));
    }
    setSubmitting(false);
    return false;
  }

  /** 'Close and Update Cart': back to the (already updated) cart list. */
  function dismissFailure(): void {
    setFailure(null);
    useCartPanel.getState().showCart();
  }

  return { submitting, failure, submit, dismissFailure };
}
