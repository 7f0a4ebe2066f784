import { describe, expect, it } from 'vitest';
import { cacheAddressRule } from './cache-key.ts';

const addressOf = cacheAddressRule([
  { pattern: '/shop', params: ['category', 'sort', 'page'] },
  { pattern: '/api/shop/:id', params: [] },
]);

describe('cacheAddressRule', () => {
  it('keeps an address without a query as it is', () => {
    expect(addressOf('/shop')).toEqual({ key: '/shop', url: '/shop' });
  });

  it('keys a declared path by its own parameters only, in name order', () => {
    expect(addressOf('/shop?sort=newest&utm_source=x&category=Pins&foo=1')).toEqual({
      key: '/shop?category=Pins&sort=newest',
      url: '/shop?sort=newest&category=Pins',
    });
    expect(addressOf('/shop?fbclid=1&gclid=2').key).toBe('/shop');
    expect(addressOf('/api/shop/p1?anything=1').key).toBe('/api/shop/p1');
  });

  it('keeps every parameter but the tracking ones on a path that declares none', () => {
    expect(addressOf('/login?utm_medium=mail&next=%2Fdashboard').key).toBe(
      '/login?next=%2Fdashboard',
    );
    expect(addressOf('/order/o1?key=k&utm_campaign=c&_gl=1').url).toBe('/order/o1?key=k');
  });

  it('keeps repeated values of one name in the order given', () => {
    expect(addressOf('/shop?page=2&category=b&category=a').key).toBe(
      '/shop?category=b&category=a&page=2',
    );
  });
});
