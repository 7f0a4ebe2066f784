// The portfolio's filters live in the URL query (?type=&year=&sort=), so a filtered view can be
// shared and survives a reload. Values the panel cannot show fall back to their defaults.

import {
  ARTWORK_SORTS,
  ARTWORK_TYPES,
  type ArtworkSort,
  type ArtworkType,
  type PortfolioFilters,
} from '@kawaii/shared';

export const DEFAULT_PORTFOLIO_FILTERS: PortfolioFilters = {
  type: 'all',
  year: 'all',
  sort: 'newest',
};

function isArtworkType(value: string | null): value is ArtworkType {
  return (ARTWORK_TYPES as readonly (string | null)[]).includes(value);
}

function isArtworkSort(value: string | null): value is ArtworkSort {
  return (ARTWORK_SORTS as readonly (string | null)[]).includes(value);
}

/** The filters of a query string; `years` are the ones the Year filter offers. */
export function parsePortfolioFilters(
  search: URLSearchParams,
  years: readonly number[],
): PortfolioFilters {
  const type = search.get('type');
  const year = Number(search.get('year'));
  const sort = search.get('sort');
  return {
    type: isArtworkType(type) ? type : DEFAULT_PORTFOLIO_FILTERS.type,
    year: years.includes(year) ? year : DEFAULT_PORTFOLIO_FILTERS.year,
    sort: isArtworkSort(sort) ? sort : DEFAULT_PORTFOLIO_FILTERS.sort,
  };
}

/** '/portfolio?type=digital&sort=oldest': only the filters that differ from the defaults. */
export function portfolioHref(filters: PortfolioFilters): string {
  const params = new URLSearchParams();
  if (filters.type !== DEFAULT_PORTFOLIO_FILTERS.type) params.set('type', filters.type);
  if (filters.year !== DEFAULT_PORTFOLIO_FILTERS.year) params.set('year', String(filters.year));
  if (filters.sort !== DEFAULT_PORTFOLIO_FILTERS.sort) params.set('sort', filters.sort);
  const query = params.toString();
  return query ? `/portfolio?${query}` : '/portfolio';
}

export function hasActiveFilters(filters: PortfolioFilters): boolean {
  return filters.type !== 'all' || filters.year !== 'all';
}
