// The sales running at one moment, for pricing: a product list, a product page, a cart under
// review and an order all ask the same question, so each reads the sales once and asks here.

import { bestSale, saleRuns, type SaleSubject } from '@kawaii/shared';
import type { SaleRecord } from './store.ts';

export interface SalePricing {
  /** The sale giving this price its lowest value now, or null when none covers the product. */
  saleOf(subject: SaleSubject, priceCents: number): SaleRecord | null;
  /** The sales running at that moment. */
  running: readonly SaleRecord[];
}

export const NO_SALES: SalePricing = { saleOf: () => null, running: [] };

/** Pricing by the sales given (those not ended at `at`), as they stand at `at`. */
export function salePricingAt(sales: readonly SaleRecord[], at: Date): SalePricing {
  if (sales.length === 0) return NO_SALES;
  return {
    saleOf: (subject, priceCents) => bestSale(sales, subject, priceCents, at),
    running: sales.filter((sale) => saleRuns(sale, at)),
  };
}
