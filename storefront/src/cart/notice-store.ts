// The cart notification (spec.md section 4): shown for 3 seconds; closing one that is not an
// error opens the cart panel, so "Added to cart" leads on to the cart.

import { create } from 'zustand';
import { useCartPanel } from './panel-store.ts';

export const NOTICE_MS = 3000;

export interface CartNotice {
  /** Grows with every notice, so a new one restarts the timer even with the same text. */
  id: number;
  kind: 'success' | 'error';
  text: string;
}

export interface CartNoticeState {
  notice: CartNotice | null;
  show(kind: CartNotice['kind'], text: string): void;
  /** Closes the notice shown (by its timer or by the shopper). */
  close(id: number): void;
}

let nextId = 1;

export const useCartNotice = create<CartNoticeState>()((set, get) => ({
  notice: null,
  show: (kind, text) => set({ notice: { id: nextId++, kind, text } }),
  close: (id) => {
    const { notice } = get();
    // A notice replaced by a newer one is already gone.
    if (notice?.id !== id) return;
    set({ notice: null });
    if (notice.kind !== 'error') useCartPanel.getState().openPanel();
  },
}));
