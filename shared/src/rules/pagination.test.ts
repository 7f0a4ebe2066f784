import { describe, expect, it } from 'vitest';
import { pageOffset, pagination } from './pagination.ts';

describe('pagination', () => {
  it('counts the pages', () => {
    expect(pagination(25, 2, 10)).toEqual({ page: 2, limit: 10, total: 25, pages: 3 });
    expect(pagination(20, 1, 10)).toEqual({ page: 1, limit: 10, total: 20, pages: 2 });
  });

  it('caps the limit at 100 and keeps page and limit at least 1', () => {
    expect(pagination(500, 1, 1000)).toMatchObject({ limit: 100, pages: 5 });
    expect(pagination(5, 0, 0)).toMatchObject({ page: 1, limit: 1 });
    expect(pagination(5, -3, 10).page).toBe(1);
  });

  it('falls back to page 1 and 10 a page for unreadable numbers', () => {
    expect(pagination(5, Number.NaN, Number.NaN)).toMatchObject({ page: 1, limit: 10 });
  });

  it('has one (empty) page when there is nothing', () => {
    expect(pagination(0, 1, 10)).toEqual({ page: 1, limit: 10, total: 0, pages: 1 });
  });
});

describe('pageOffset', () => {
  it('skips the rows of the earlier pages', () => {
    expect(pageOffset(pagination(50, 3, 10))).toBe(20);
    expect(pageOffset(pagination(50, 1, 10))).toBe(0);
  });
});
