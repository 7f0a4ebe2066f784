// The shop's filter bar: Category, Price Range and Sort. Price filters compare the effective
// price (the discount price when there is one).

import type { ProductSort } from '../domain/queries.ts';

export const PRICE_RANGES = [
  { value: 'all', label: 'All Prices' },
  { value: '0-25', label: '$0 - $25' },
  { value: '25-50', label: '$25 - $50' },
  { value: '50-100', label: '$50 - $100' },
  { value: '100-500', label: '$100 - $500' },
  { value: '500-', label: '$500+' },
] as const;
export type PriceRangeValue = (typeof PRICE_RANGES)[number]['value'];

export interface PriceBounds {
  minPrice?: number;
  maxPrice?: number;
}

const RANGE = /^(\d+(?:\.\d+)?)?-(\d+(?:\.\d+)?)?$/;

/** '25-50' -> {minPrice: 25, maxPrice: 50}; '500-' -> {minPrice: 500}; 'all' or junk -> {}. */
export function parsePriceRange(value: string): PriceBounds {
  const match = RANGE.exec(value);
  if (!match) return {};
  const [, min, max] = match;
  return {
    ...(min === undefined ? {} : { minPrice: Number(min) }),
    ...(max === undefined ? {} : { maxPrice: Number(max) }),
  };
}

export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Newest',
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
  'title-asc': 'Name (A-Z)',
  'title-desc': 'Name (Z-A)',
};
