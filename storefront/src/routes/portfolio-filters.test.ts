import { describe, expect, it } from 'vitest';
import { portfolioQuery, yearOptions } from '@kawaii/shared';
import {
  DEFAULT_PORTFOLIO_FILTERS,
  hasActiveFilters,
  parsePortfolioFilters,
  portfolioHref,
} from './portfolio-filters.ts';

const years = yearOptions(new Date('2026-11-22T12:00:00Z'));
const parse = (query: string) => parsePortfolioFilters(new URLSearchParams(query), years);

describe('parsePortfolioFilters', () => {
  it('reads type, year and sort from the query', () => {
    expect(parse('type=digital&year=2025&sort=name-desc')).toEqual({
      type: 'digital',
      year: 2025,
      sort: 'name-desc',
    });
  });

  it('falls back to the defaults for missing, unknown or out-of-range values', () => {
    expect(parse('')).toEqual(DEFAULT_PORTFOLIO_FILTERS);
    expect(parse('type=crayon&year=1999&sort=random')).toEqual(DEFAULT_PORTFOLIO_FILTERS);
    expect(parse('type=all&year=all&sort=newest')).toEqual(DEFAULT_PORTFOLIO_FILTERS);
    // The Year filter offers the current year and the 10 before it.
    expect(parse('year=2016').year).toBe(2016);
    expect(parse('year=2015').year).toBe('all');
    expect(parse('year=2027').year).toBe('all');
  });

  it('leaves type and year out of the API query when they are all', () => {
    expect(portfolioQuery(parse('sort=oldest'))).toEqual({ sort: 'oldest' });
    expect(portfolioQuery(parse('type=sculpture&year=2024'))).toEqual({
      type: 'sculpture',
      year: 2024,
      sort: 'newest',
    });
  });
});

describe('portfolioHref', () => {
  it('keeps only the filters that differ from the defaults', () => {
    expect(portfolioHref(DEFAULT_PORTFOLIO_FILTERS)).toBe('/portfolio');
    expect(portfolioHref({ type: 'mixed-media', year: 2020, sort: 'name-asc' })).toBe(
      '/portfolio?type=mixed-media&year=2020&sort=name-asc',
    );
    expect(portfolioHref({ type: 'all', year: 'all', sort: 'oldest' })).toBe(
      '/portfolio?sort=oldest',
    );
  });

  it('round-trips through parsing', () => {
    const filters = { type: 'photography', year: 2021, sort: 'name-desc' } as const;
    expect(parse(portfolioHref(filters).split('?')[1]!)).toEqual(filters);
  });
});

describe('hasActiveFilters', () => {
  it('is true only when a type or a year narrows the list', () => {
    expect(hasActiveFilters(DEFAULT_PORTFOLIO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_PORTFOLIO_FILTERS, sort: 'oldest' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_PORTFOLIO_FILTERS, year: 2024 })).toBe(true);
  });
});
