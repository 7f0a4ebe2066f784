import { describe, expect, it } from 'vitest';
import { productQueryFor, readShopFilters, shopSearch } from './shop-filters.ts';

describe('shop filters', () => {
  it('read the URL, falling back to the defaults for unknown values', () => {
    expect(readShopFilters(new URLSearchParams('category=c1&price=25-50&sort=price-low'))).toEqual({
      category: 'c1',
      price: '25-50',
      sort: 'price-low',
      q: '',
    });
    expect(readShopFilters(new URLSearchParams('price=1-2&sort=cheapest'))).toEqual({
      category: 'all',
      price: 'all',
      sort: 'newest',
      q: '',
    });
  });

  it('ask for published products in the range, leaving out "all"', () => {
    expect(productQueryFor({ category: 'all', price: 'all', sort: 'newest', q: '' })).toEqual({
      sort: 'newest',
      published: true,
    });
    expect(productQueryFor({ category: 'c1', price: '500-', sort: 'title-desc', q: '' })).toEqual({
      category: 'c1',
      minPrice: 500,
      sort: 'title-desc',
      published: true,
    });
    expect(
      productQueryFor({ category: 'all', price: '0-25', sort: 'price-high', q: '' }),
    ).toMatchObject({
      minPrice: 0,
      maxPrice: 25,
    });
  });

  it('carry the search words, trimmed, into the URL and the query', () => {
    const filters = readShopFilters(new URLSearchParams('q=%20bunny%20doll%20&sort=price-low'));
    expect(filters.q).toBe('bunny doll');
    expect(productQueryFor(filters)).toMatchObject({ q: 'bunny doll', sort: 'price-low' });
    expect(shopSearch(filters)).toBe('?q=bunny+doll&sort=price-low');
    expect(readShopFilters(new URLSearchParams(`q=${'x'.repeat(300)}`)).q).toHaveLength(200);
  });

  it('write only what differs from the defaults into the URL', () => {
    expect(shopSearch({ category: 'all', price: 'all', sort: 'newest', q: '' })).toBe('');
    expect(shopSearch({ category: 'c1', price: '50-100', sort: 'newest', q: '' })).toBe(
      '?category=c1&price=50-100',
    );
  });
});
