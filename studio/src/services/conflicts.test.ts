import { describe, expect, it } from 'vitest';
import { displayValue, fieldDifferences, nextSlug } from './conflicts.ts';

describe('displayValue', () => {
  it('shows lists, linked records and empty values as short text', () => {
    expect(displayValue(['dolls', 'kawaii'])).toBe('dolls, kawaii');
    expect(displayValue({ _id: 'c1', name: 'Plushies' })).toBe('Plushies');
    expect(displayValue(null)).toBe('—');
    expect(displayValue([])).toBe('—');
    expect(displayValue(false)).toBe('false');
    expect(displayValue(12.5)).toBe('12.5');
  });
});

describe('fieldDifferences', () => {
  it('lists the fields whose values differ, leaving out the bookkeeping', () => {
    const mine = { _id: 'p1', title: 'Mine', tags: ['a'], price: 10, version: 1, updatedAt: 'x' };
    const server = { _id: 'p1', title: 'Web', tags: ['a'], price: 12, version: 2, updatedAt: 'y' };
    expect(fieldDifferences(mine, server)).toEqual([
      { field: 'title', mine: 'Mine', server: 'Web' },
      { field: 'price', mine: '10', server: '12' },
    ]);
  });

  it('shows every field when the server no longer has the record', () => {
    expect(fieldDifferences({ title: 'Kept' }, null)).toEqual([
      { field: 'title', mine: 'Kept', server: '—' },
    ]);
  });
});

describe('nextSlug', () => {
  it('adds -2, or counts a short trailing number up, for "Keep both"', () => {
    expect(nextSlug('spring-sale')).toBe('spring-sale-2');
    expect(nextSlug('spring-sale-2')).toBe('spring-sale-3');
    expect(nextSlug('diary-2026')).toBe('diary-2026-2');
  });
});
