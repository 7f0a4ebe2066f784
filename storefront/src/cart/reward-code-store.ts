// The reward code the shopper applied at checkout, kept while they step back to the cart and
// forward again; dropped once the order is placed, or when the account signed in ends.

import { create } from 'zustand';
import type { RewardCode } from '@kawaii/shared';
import { forgetOnAccountChange } from '../stores/session.ts';

interface RewardCodeState {
  applied: RewardCode | null;
  apply(code: RewardCode): void;
  remove(): void;
}

export const useRewardCode = create<RewardCodeState>()((set) => ({
  applied: null,
  apply: (code) => set({ applied: code }),
  remove: () => set({ applied: null }),
}));

// A code belongs to the account that redeemed it: the next account signed in on this tab never
// sees it, let alone applies it.
forgetOnAccountChange(() => useRewardCode.getState().remove());
