import { describe, expect, it } from 'vitest';
import { dedupeByPath, hasMore } from './media.ts';

describe('dedupeByPath', () => {
  it('keeps the first (newest) item of each path, in order', () => {
    const items = [
      { path: '/uploads/a.webp', title: 'newest a' },
      { path: '/uploads/b.webp', title: 'b' },
      { path: '/uploads/a.webp', title: 'older a' },
    ];
    expect(dedupeByPath(items).map((item) => item.title)).toEqual(['newest a', 'b']);
  });
});

describe('hasMore', () => {
  it('is true when 20 or more items loaded', () => {
    expect(hasMore(19)).toBe(false);
    expect(hasMore(20)).toBe(true);
    expect(hasMore(35)).toBe(true);
  });
});
