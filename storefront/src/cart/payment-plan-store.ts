// The number of instalments the shopper chose at checkout (null: paying in full), kept while they
// step back to the cart and forward again; dropped once the order is placed.

import { create } from 'zustand';

interface PaymentPlanState {
  instalments: number | null;
  choose(instalments: number | null): void;
}

export const usePaymentPlan = create<PaymentPlanState>()((set) => ({
  instalments: null,
  choose: (instalments) => set({ instalments }),
}));
