// The cart notification: shown for 3 seconds. When the shopper closes one that is not an error
// ("View cart"), the cart panel opens, so "Added to cart" leads on to the cart; when it simply
// times out, nothing else happens (a panel sliding open by itself covers the page on a phone).

import { create } from 'zustand';
import { useCartPanel } from './panel-store.ts';

export const NOTICE_MS = 3000;

export interface CartNotice {
  /** Grows with every notice, so a new one restarts the timer even with the same text. */
  id: number;
  kind: 'success' | 'error';
  text: string;
}

export type NoticeCloser = 'timer' | 'shopper';

export interface CartNoticeState {
  notice: CartNotice | null;
  show(kind: CartNotice['kind'], text: string): void;
  /** Closes the notice shown, by its timer or by the shopper. */
  close(id: number, by: NoticeCloser): void;
}

let nextId = 1;

export const useCartNotice = create<CartNoticeState>()((set, get) => ({
  notice: null,
  show: (kind, text) => set({ notice: { id: nextId++, kind, text } }),
  close: (id, by) => {
    const { notice } = get();
    // A notice replaced by a newer one is already gone.
    if (notice?.id !== id) return;
    set({ notice: null });
    if (by === 'shopper' && notice.kind !== 'error') useCartPanel.getState().openPanel();
  },
}));
