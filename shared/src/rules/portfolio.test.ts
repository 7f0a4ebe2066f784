import { describe, expect, it } from 'vitest';
import { ARTWORK_SORTS } from '../domain/queries.ts';
import { ARTWORK_SORT_LABELS, portfolioQuery, yearOptions } from './portfolio.ts';

describe('yearOptions', () => {
  it('lists the current year and the 10 before it, newest first', () => {
    const years = yearOptions(new Date(2026, 5, 1));
    expect(years).toHaveLength(11);
    expect(years[0]).toBe(2026);
    expect(years[10]).toBe(2016);
  });
});

describe('ARTWORK_SORT_LABELS', () => {
  it('labels every artwork sort', () => {
    expect(Object.keys(ARTWORK_SORT_LABELS)).toEqual([...ARTWORK_SORTS]);
  });
});

describe('portfolioQuery', () => {
  it('leaves out type and year when they are all', () => {
    expect(portfolioQuery({ type: 'all', year: 'all', sort: 'newest' })).toEqual({
      sort: 'newest',
    });
    expect(portfolioQuery({ type: 'digital', year: 2025, sort: 'name-asc' })).toEqual({
      type: 'digital',
      year: 2025,
      sort: 'name-asc',
    });
  });
});
