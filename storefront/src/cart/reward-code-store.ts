// The reward code the shopper applied at checkout, kept while they step back to the cart and
// forward again; dropped once the order is placed or when they sign out.

import { create } from 'zustand';
import type { RewardCode } from '@kawaii/shared';

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
