// The shop's filters and search live in the URL (/shop?q=bunny&category=...&price=25-50&sort=
// price-low), so a filtered list can be shared, reloaded and rendered on the server.

import {
  PRICE_RANGES,
  PRODUCT_SORTS,
  parsePriceRange,
  type PriceRangeValue,
  type ProductQuery,
  type ProductSort,
} from '@kawaii/shared';

export interface ShopFilters {
  /** A category id, or 'all'. */
  category: string;
  price: PriceRangeValue;
  sort: ProductSort;
  /** The search words ('' for none). */
  q: string;
  /** 'sold': the one-of-a-kind pieces that found their home (a portfolio), instead of the shop. */
  show?: 'sold';
}

export const DEFAULT_SHOP_FILTERS: ShopFilters = {
  category: 'all',
  price: 'all',
  sort: 'newest',
  q: '',
};

/** As long as the API takes. */
const MAX_SEARCH_LENGTH = 200;

function isPriceRange(value: string): value is PriceRangeValue {
  return PRICE_RANGES.some((range) => range.value === value);
}

function isProductSort(value: string): value is ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value);
}

/** Unknown values fall back to the defaults rather than failing the page. */
export function readShopFilters(params: URLSearchParams): ShopFilters {
  const category = params.get('category')?.trim() || DEFAULT_SHOP_FILTERS.category;
  const price = params.get('price') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    category,
    price: isPriceRange(price) ? price : DEFAULT_SHOP_FILTERS.price,
    sort: isProductSort(sort) ? sort : DEFAULT_SHOP_FILTERS.sort,
    q: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    ...(params.get('show') === 'sold' ? { show: 'sold' as const } : {}),
  };
}

/** The published products query for GET /api/shop. */
export function productQueryFor(filters: ShopFilters): ProductQuery {
  return {
    ...(filters.category === 'all' ? {} : { category: filters.category }),
    ...parsePriceRange(filters.price),
    sort: filters.sort,
    published: true,
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.show === 'sold' ? { sold: true } : {}),
  };
}

/** '?category=c1&sort=price-low': defaults are left out, so the plain /shop stays plain. */
export function shopSearch(filters: ShopFilters): string {
  const params = new URLSearchParams();
  for (const key of ['q', 'category', 'price', 'sort'] as const) {
    if (filters[key] !== DEFAULT_SHOP_FILTERS[key]) params.set(key, filters[key]);
  }
  if (filters.show === 'sold') params.set('show', 'sold');
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function hasActiveFilters(filters: ShopFilters): boolean {
  return shopSearch(filters) !== '';
}
