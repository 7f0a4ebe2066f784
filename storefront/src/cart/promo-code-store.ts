// The promo code the shopper applied at checkout, kept while they step back to the cart and
// forward again; dropped once the order is placed.

import { create } from 'zustand';
import type { PromotionQuote } from '@kawaii/shared';

interface PromoCodeState {
  applied: PromotionQuote | null;
  apply(quote: PromotionQuote): void;
  remove(): void;
}

export const usePromoCode = create<PromoCodeState>()((set) => ({
  applied: null,
  apply: (quote) => set({ applied: quote }),
  remove: () => set({ applied: null }),
}));
