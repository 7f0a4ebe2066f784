import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors.ts';
import {
  artworkQuerySchema,
  categoryQuerySchema,
  gameQuerySchema,
  mediaQuerySchema,
  orderQuerySchema,
  postQuerySchema,
  productQuerySchema,
  rewardHistoryQuerySchema,
} from './queries.ts';

const errorsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  fieldErrors(result.error!);

describe('artworkQuerySchema', () => {
  it('turns query text into typed filters', () => {
    expect(
      artworkQuerySchema.parse({
        featured: 'true',
        limit: '3',
        type: 'digital',
        year: '2025',
        sort: 'name-asc',
      }),
    ).toEqual({ featured: true, limit: 3, type: 'digital', year: 2025, sort: 'name-asc' });
  });

  it("treats 'all' and blank values as no filter", () => {
    expect(artworkQuerySchema.parse({ type: 'all', year: 'all', sort: '' })).toEqual({
      featured: undefined,
      limit: undefined,
      type: undefined,
      year: undefined,
      sort: undefined,
    });
  });

  it('refuses unknown sorts and unreadable values', () => {
    expect(
      errorsOf(
        artworkQuerySchema.safeParse({ sort: 'random', featured: 'yes', type: 'x', year: 'y' }),
      ),
    ).toEqual({
      sort: 'sort must be one of newest, oldest, name-asc, name-desc',
      featured: 'featured must be true or false',
      type: 'type must be one of painting, digital, sculpture, photography, mixed-media',
      year: 'year must be a number',
    });
  });

  it('caps the limit at 100 and refuses limits below 1', () => {
    expect(artworkQuerySchema.parse({ limit: '500' }).limit).toBe(100);
    expect(errorsOf(artworkQuerySchema.safeParse({ limit: '0' }))).toEqual({
      limit: 'limit must be at least 1',
    });
  });
});

describe('postQuerySchema', () => {
  it('reads the blog list filters', () => {
    expect(
      postQuerySchema.parse({ published: 'true', category: 'Dolls', tag: 'pink', q: ' bunny ' }),
    ).toMatchObject({ published: true, category: 'Dolls', tag: 'pink', q: 'bunny' });
    expect(errorsOf(postQuerySchema.safeParse({ sort: 'name-asc' }))).toEqual({
      sort: 'sort must be one of newest, oldest',
    });
  });

  it('refuses a repeated parameter', () => {
    expect(errorsOf(postQuerySchema.safeParse({ tag: ['a', 'b'] }))).toEqual({
      tag: 'tag must be given once',
    });
  });
});

describe('productQuerySchema', () => {
  it('reads the shop filters', () => {
    expect(
      productQuerySchema.parse({
        category: 'c1',
        minPrice: '25',
        maxPrice: '50',
        sort: 'price-low',
        published: 'true',
      }),
    ).toMatchObject({ category: 'c1', minPrice: 25, maxPrice: 50, sort: 'price-low' });
    expect(productQuerySchema.parse({ category: 'all' }).category).toBeUndefined();
  });

  it('refuses negative prices and unknown sorts', () => {
    expect(errorsOf(productQuerySchema.safeParse({ minPrice: '-1', sort: 'cheap' }))).toEqual({
      minPrice: 'minPrice must be 0 or more',
      sort: 'sort must be one of newest, price-low, price-high, title-asc, title-desc',
    });
  });
});

describe('categoryQuerySchema and gameQuerySchema', () => {
  it('read their filters', () => {
    expect(categoryQuerySchema.parse({ active: 'true' })).toEqual({ active: true });
    expect(categoryQuerySchema.parse({})).toEqual({ active: undefined });
    expect(gameQuerySchema.parse({ category: 'creative' })).toEqual({ category: 'creative' });
    expect(gameQuerySchema.parse({ category: 'all' })).toEqual({ category: undefined });
  });
});

describe('rewardHistoryQuerySchema', () => {
  it('defaults to page 1 of 10', () => {
    expect(rewardHistoryQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(rewardHistoryQuerySchema.parse({ page: '', limit: '' })).toEqual({ page: 1, limit: 10 });
  });

  it('caps the limit at 100', () => {
    expect(rewardHistoryQuerySchema.parse({ page: '3', limit: '250' })).toEqual({
      page: 3,
      limit: 100,
    });
  });

  it('refuses pages below 1 and unreadable numbers', () => {
    expect(errorsOf(rewardHistoryQuerySchema.safeParse({ page: '0', limit: 'ten' }))).toEqual({
      page: 'page must be at least 1',
      limit: 'limit must be a number',
    });
  });
});

describe('mediaQuerySchema and orderQuerySchema', () => {
  it('read a type or status and a search', () => {
    expect(mediaQuerySchema.parse({ type: 'blog', q: 'bunny' })).toEqual({
      type: 'blog',
      q: 'bunny',
    });
    expect(mediaQuerySchema.parse({ type: 'all' })).toEqual({ type: undefined, q: undefined });
    expect(errorsOf(mediaQuerySchema.safeParse({ type: 'video' }))).toEqual({
      type: 'type must be one of artwork, blog, product',
    });
    expect(orderQuerySchema.parse({ status: 'paid', q: 'KA-10042' })).toEqual({
      status: 'paid',
      q: 'KA-10042',
    });
  });
});
