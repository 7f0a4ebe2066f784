import { describe, expect, it } from 'vitest';
import {
  artworkPath,
  blogTagPath,
  loginPath,
  postPath,
  productPath,
  safeReturnPath,
} from './paths.ts';

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

describe('login return address', () => {
  it('remembers the page that sent the visitor to the login page', () => {
    expect(loginPath('/dashboard/rewards')).toBe('/login?next=%2Fdashboard%2Frewards');
    expect(loginPath('/shop?q=bunny')).toBe('/login?next=%2Fshop%3Fq%3Dbunny');
    expect(loginPath()).toBe('/login');
  });

  it('returns only to pages of this site, never to the login page itself', () => {
    expect(safeReturnPath('/dashboard/orders')).toBe('/dashboard/orders');
    for (const unsafe of ['https://evil.example', '//evil.example', '/\\evil.example', 'x', '']) {
      expect(safeReturnPath(unsafe)).toBeNull();
    }
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath('/login?next=/x')).toBeNull();
    expect(loginPath('/login')).toBe('/login');
  });
});
