// Adding to the cart from a button: the stock rule's refusal becomes
// an error notification; a success shows a notification and the button's 1-second effect.

import { useEffect, useState } from 'react';
import type { CartProduct } from '@kawaii/shared';
import { loadCartRules, useCart } from '../stores/cart.ts';
import { loadCartPanel } from './cart-panel-loader.ts';
import { useCartNotice } from './notice-store.ts';

export const ADDED_EFFECT_MS = 1000;

export function addedNoticeText(title: string): string {
  return `“${title}” is in your cart!`;
}

export function useAddToCart(product: CartProduct) {
  // The time of the last success; a new success restarts the effect.
  const [addedAt, setAddedAt] = useState<number | null>(null);

  // The cart's rules are on their way as the button appears, so a tap does not wait for them.
  useEffect(() => void loadCartRules(), []);

  useEffect(() => {
    if (addedAt === null) return;
    const timer = setTimeout(() => setAddedAt(null), ADDED_EFFECT_MS);
    return () => clearTimeout(timer);
  }, [addedAt]);

  /** Adds `quantity` units; answers whether they went in. */
  async function add(quantity = 1): Promise<boolean> {
    const result = await useCart.getState().add(product, quantity);
    const notify = useCartNotice.getState().show;
    if (!result.ok) {
      notify('error', result.error);
      return false;
    }
    notify('success', addedNoticeText(product.title));
    // The notice offers "View cart": the panel is on its way before the shopper can press it.
    void loadCartPanel();
    setAddedAt(Date.now());
    return true;
  }

  return { added: addedAt !== null, add };
}
