// The cart panel: open or closed, and which step it shows.
// A store, so the header button, the notification and the product pages can all open it.

import { create } from 'zustand';
import type { Order } from '@kawaii/shared';

export type CartStep = 'cart' | 'checkout' | 'success';

export interface CartPanelState {
  open: boolean;
  step: CartStep;
  /** The order just placed, for the success view. */
  placedOrder: Order | null;
  /** Said on the success view when the confirmation email was not sent. */
  mailNotice: string | null;
  openPanel(): void;
  closePanel(): void;
  showCart(): void;
  showCheckout(): void;
  showSuccess(order: Order, mailNotice?: string | null): void;
  /** The end of the success view: back to step 1, panel closed. */
  finishOrder(): void;
}

export const useCartPanel = create<CartPanelState>()((set, get) => ({
  open: false,
  step: 'cart',
  placedOrder: null,
  mailNotice: null,
  openPanel: () => set({ open: true }),
  // A finished order is not shown again: the next opening starts at the cart.
  closePanel: () => (get().step === 'success' ? get().finishOrder() : set({ open: false })),
  showCart: () => set({ step: 'cart' }),
  showCheckout: () => set({ step: 'checkout' }),
  showSuccess: (order, mailNotice = null) =>
    set({ step: 'success', placedOrder: order, mailNotice }),
  finishOrder: () => set({ open: false, step: 'cart', placedOrder: null, mailNotice: null }),
}));

/** How long the success view stays before the panel closes. */
export const ORDER_SUCCESS_MS = 5000;
