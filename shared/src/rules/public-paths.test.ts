import { describe, expect, it } from 'vitest';
import { artworkPagePath, blogTagPagePath, postPagePath, productPagePath } from './public-paths.ts';

describe('public page paths', () => {
  it('link artworks by slug, or by id when they have none', () => {
    expect(artworkPagePath({ _id: 'a1', slug: 'moon-kitty' })).toBe('/artwork/moon-kitty');
    expect(artworkPagePath({ _id: 'a 1', slug: null })).toBe('/artwork/id/a%201');
  });

  it('encode slugs, ids and tags', () => {
    expect(postPagePath('spring/dolls')).toBe('/blog/spring%2Fdolls');
    expect(blogTagPagePath('bows & lace')).toBe('/blog?tag=bows+%26+lace');
    expect(productPagePath('p1')).toBe('/shop/p1');
    expect(productPagePath('p/../1')).toBe('/shop/p%2F..%2F1');
  });
});
