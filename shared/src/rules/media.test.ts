import { describe, expect, it } from 'vitest';
import { appendPage, dedupeByPath, hasMore, masterUploadPath } from './media.ts';

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
  it('is raised by a page of 20 or more items, and only when items remain after it', () => {
    expect(hasMore(19, 5)).toBe(false);
    expect(hasMore(20, 1)).toBe(true);
    expect(hasMore(30, 12)).toBe(true);
    expect(hasMore(30, 0)).toBe(false);
  });
});

describe('appendPage', () => {
  it('adds the next page after what is shown, never showing a path twice', () => {
    const shown = [{ path: '/uploads/new.webp' }, { path: '/uploads/a.webp' }];
    // A file uploaded meanwhile moved /uploads/a.webp to the next page: it stays listed once.
    const next = [{ path: '/uploads/a.webp' }, { path: '/uploads/b.webp' }];
    expect(appendPage(shown, next).map((item) => item.path)).toEqual([
      '/uploads/new.webp',
      '/uploads/a.webp',
      '/uploads/b.webp',
    ]);
  });
});

describe('masterUploadPath', () => {
  it('leads a rendition to the upload it was made from, and leaves other paths as they are', () => {
    expect(masterUploadPath('/uploads/ab12-800x600@480w.webp')).toBe('/uploads/ab12-800x600.webp');
    expect(masterUploadPath('/uploads/ab12-800x600.webp')).toBe('/uploads/ab12-800x600.webp');
    expect(masterUploadPath('/uploads/legacy@480w.png')).toBe('/uploads/legacy@480w.png');
  });
});
