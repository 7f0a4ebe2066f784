import { describe, expect, it } from 'vitest';
import {
  artworkPagePath,
  blogTagPagePath,
  orderPagePath,
  postPagePath,
  previewPagePath,
  productPagePath,
} from './public-paths.ts';

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

  it('link an order for its owner, or with its key for whoever holds the email', () => {
    expect(orderPagePath('KA-10042')).toBe('/order/KA-10042');
    expect(orderPagePath('KA-10042', 'k_9-Z')).toBe('/order/KA-10042?key=k_9-Z');
    expect(orderPagePath('KA/1', 'a&b=c')).toBe('/order/KA%2F1?key=a%26b%3Dc');
  });

  it('link a preview by its token, encoded', () => {
    expect(previewPagePath('abc.def')).toBe('/preview/abc.def');
    expect(previewPagePath('a/../b')).toBe('/preview/a%2F..%2Fb');
  });
});
