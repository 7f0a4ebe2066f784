// The portfolio filter panel: Art Type, Year (the current year and the 10 before it) and Sort By.

import type { ArtworkType } from '../domain/entities.ts';
import type { ArtworkQuery, ArtworkSort } from '../domain/queries.ts';

/** How many years before the current one the Year filter offers. */
export const YEARS_BACK = 10;

/** The current year and the 10 before it, newest first. */
export function yearOptions(now: Date): number[] {
  const current = now.getFullYear();
  return Array.from({ length: YEARS_BACK + 1 }, (_, index) => current - index);
}

export const ARTWORK_SORT_LABELS: Record<ArtworkSort, string> = {
  newest: 'Newest',
  oldest: 'Oldest',
  'name-asc': 'Name (A-Z)',
  'name-desc': 'Name (Z-A)',
};

export interface PortfolioFilters {
  type: ArtworkType | 'all';
  year: number | 'all';
  sort: ArtworkSort;
}

/** The list query for the chosen filters: type and year are left out when 'all'. */
export function portfolioQuery({ type, year, sort }: PortfolioFilters): ArtworkQuery {
  return {
    ...(type === 'all' ? {} : { type }),
    ...(year === 'all' ? {} : { year }),
    sort,
  };
}
