// Promotions and sales as they travel over the API. Money without `Cents` in its name is dollars.

import type { PromotionScope, PromotionType } from '../rules/promotions.ts';
import type { SaleType } from '../rules/sales.ts';

export interface Promotion {
  _id: string;
  code: string;
  description: string;
  type: PromotionType;
  /** A percentage for `percent`, dollars for `amount`, 0 for `free-shipping`. */
  value: number;
  appliesTo: { kind: PromotionScope; ids?: string[] };
  minItemsCents: number | null;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  oncePerCustomer: boolean;
  combinableWithRewards: boolean;
  active: boolean;
  /** Orders that used the code (a cancelled or expired order gives its use back). */
  usedCount: number;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** POST /api/promotions/quote: the code applies; what it takes off this cart. */
export interface PromotionQuote {
  code: string;
  description: string;
  type: PromotionType;
  value: number;
  /** What it covers: the whole order, or the products named below. */
  scope: PromotionScope;
  /** The least the items must cost, in cents; null for no minimum. */
  minItemsCents: number | null;
  /** The cart's products it covers (all of them for an order-wide code). */
  eligibleProductIds: string[];
  combinableWithRewards: boolean;
  /** What it takes off the items (free shipping: 0 here; the shipping is taken off instead). */
  discountCents: number;
}

/** A scheduled sale: a percent or an amount off some products or categories, between two dates. */
export interface Sale {
  _id: string;
  name: string;
  productIds: string[];
  categoryIds: string[];
  type: SaleType;
  /** A percentage for `percent`, dollars for `amount`. */
  value: number;
  startsAt: string;
  endsAt: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}
