// The shop's layaway settings (GET /api/settings: layaway), for the checkout's payment plans.
// The page chrome provides them from the root route's settings; only if that load failed are they
// asked for in the browser (see settings-fallback.ts).

import { useContext } from 'react';
import {
  DEFAULT_LAYAWAY,
  effectivePrice,
  instalmentChoices,
  orderPaymentPlan,
  toCents,
  type CartItem,
  type Instalment,
  type LayawaySettings,
  type ShopSettings,
} from '@kawaii/shared';
import { LayawayContext } from './settings-context.ts';
import { useSettingsFallback } from './settings-fallback.ts';
import { usePaymentPlan } from './payment-plan-store.ts';

const layawayOf = (settings: ShopSettings): LayawaySettings | null => settings.layaway ?? null;

/** Null until known. */
export function useLayaway(): LayawaySettings | null {
  const provided = useContext(LayawayContext);
  const fetched = useSettingsFallback(provided === null, layawayOf);
  return provided ?? fetched;
}

export interface ChosenPlan {
  layaway: LayawaySettings | null;
  /** The numbers of instalments this total may be paid in; empty when layaway is not offered. */
  choices: number[];
  /** The shopper's choice while the total allows it; null: paying in full. */
  instalments: number | null;
  /** The instalments as the server will date them (the first due today). */
  schedule: Instalment[];
  /** Without layaway, a made-to-order piece's deposit now and the balance before shipping. */
  deposit: Instalment[];
  /** What the shopper sends now: the first instalment, or the whole total. */
  dueNowCents: number;
}

/**
 * The payment plan of a checkout of `totalCents` (the shared totals rule's: discounts off,
 * shipping and tax in), as the shopper chose it, by the rule the server places the order with.
 */
export function useChosenPlan(totalCents: number, items: readonly CartItem[]): ChosenPlan {
  const layaway = useLayaway();
  const chosen = usePaymentPlan((state) => state.instalments);
  const choices = layaway ? instalmentChoices(layaway, totalCents) : [];
  // A choice the total no longer allows (the cart or the address changed) reads as paying in full.
  const instalments = chosen !== null && choices.includes(chosen) ? chosen : null;
  const { plan } = orderPaymentPlan({
    instalments,
    layaway: layaway ?? DEFAULT_LAYAWAY,
    totalCents,
    depositLines: items.map((item) => ({
      lineCents: toCents(effectivePrice(item)) * item.quantity,
      depositPercent: item.depositPercent,
    })),
    at: new Date(),
  });
  const schedule = plan?.kind === 'layaway' ? plan.schedule : [];
  const deposit = plan?.kind === 'deposit' ? plan.schedule : [];
  return {
    layaway,
    choices,
    instalments,
    schedule,
    deposit,
    dueNowCents: plan?.schedule[0]?.amountCents ?? totalCents,
  };
}
