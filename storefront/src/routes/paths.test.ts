import { describe, expect, it } from 'vitest';
import { artworkPath, blogTagPath, postPath, productPath } from './paths.ts';

describe('page paths', () => {
  it('link artworks by slug, or by id when they have none', () => {
    expect(artworkPath({ _id: 'a1', slug: 'moon-kitty' })).toBe('/artwork/moon-kitty');
    expect(artworkPath({ _id: 'a 1', slug: null })).toBe('/artwork/id/a%201');
  });

  it('encode slugs, ids and tags', () => {
    expect(postPath('spring/dolls')).toBe('/blog/spring%2Fdolls');
    expect(blogTagPath('bows & lace')).toBe('/blog?tag=bows+%26+lace');
    expect(productPath('p1')).toBe('/shop/p1');
  });
});
