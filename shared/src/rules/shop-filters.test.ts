import { describe, expect, it } from 'vitest';
import { PRODUCT_SORTS } from '../domain/queries.ts';
import { PRICE_RANGES, PRODUCT_SORT_LABELS, parsePriceRange } from './shop-filters.ts';

describe('PRICE_RANGES', () => {
  it('offers the six price ranges in order', () => {
    expect(PRICE_RANGES.map((range) => range.value)).toEqual([
      'all',
      '0-25',
      '25-50',
      '50-100',
      '100-500',
      '500-',
    ]);
  });
});

describe('parsePriceRange', () => {
  it('turns a range into bounds', () => {
    expect(parsePriceRange('0-25')).toEqual({ minPrice: 0, maxPrice: 25 });
    expect(parsePriceRange('100-500')).toEqual({ minPrice: 100, maxPrice: 500 });
    expect(parsePriceRange('500-')).toEqual({ minPrice: 500 });
  });

  it('gives no bounds for all or unreadable values', () => {
    expect(parsePriceRange('all')).toEqual({});
    expect(parsePriceRange('cheap')).toEqual({});
    expect(parsePriceRange('-')).toEqual({});
  });
});

describe('PRODUCT_SORT_LABELS', () => {
  it('labels every product sort', () => {
    expect(Object.keys(PRODUCT_SORT_LABELS)).toEqual([...PRODUCT_SORTS]);
  });
});
