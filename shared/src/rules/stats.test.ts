import { describe, expect, it } from 'vitest';
import {
  campaignOfUrl,
  countedPagePath,
  daysBetween,
  lastDays,
  previousPeriod,
  productIdOfPath,
  referrerDomain,
} from './stats.ts';

describe('what the statistics count', () => {
  it('counts public pages by path, without the query, and leaves out the private ones', () => {
    expect(countedPagePath('/')).toBe('/');
    expect(countedPagePath('/shop/abc?utm_campaign=x#top')).toBe('/shop/abc');
    expect(countedPagePath('/blog/')).toBe('/blog');
    for (const path of [
      '/admin',
      '/admin/stats',
      '/dashboard/orders',
      '/order/KA-1',
      '/preview/t',
      '/login',
      '/api/shop',
      '/uploads/a.webp',
      '/assets/x.js',
      '/robots.txt',
      'shop',
    ]) {
      expect(countedPagePath(path)).toBeNull();
    }
    expect(countedPagePath('/administrator')).toBe('/administrator');
    expect(countedPagePath(`/${'a'.repeat(300)}`)).toBeNull();
  });

  it('reads a product page and a campaign', () => {
    expect(productIdOfPath('/shop/abc123')).toBe('abc123');
    expect(productIdOfPath('/shop')).toBeNull();
    expect(productIdOfPath('/shop/%E0%A4%A')).toBeNull();
    expect(campaignOfUrl('/shop?utm_source=ig&utm_campaign= Winter-Drop ')).toBe('winter-drop');
    expect(campaignOfUrl('/shop')).toBeNull();
  });

  it('keeps only the domain of another site', () => {
    expect(referrerDomain('https://www.instagram.com/p/abc?x=1', ['shop.example'])).toBe(
      'instagram.com',
    );
    expect(referrerDomain('https://shop.example/shop', ['shop.example:443'])).toBeNull();
    expect(referrerDomain('http://localhost:3000/', [null, 'localhost:3000'])).toBeNull();
    expect(referrerDomain('android-app://com.google', [])).toBeNull();
    expect(referrerDomain('not a url', [])).toBeNull();
    expect(referrerDomain(undefined, [])).toBeNull();
  });

  it('sets a period against the one of the same length before it', () => {
    expect(previousPeriod('2026-11-01', '2026-11-30')).toEqual({
      from: '2026-10-02',
      to: '2026-10-31',
    });
    expect(previousPeriod('2026-03-01', '2026-03-07')).toEqual({
      from: '2026-02-22',
      to: '2026-02-28',
    });
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(lastDays(7, new Date('2026-11-27T23:59:00Z'))).toEqual({
      from: '2026-11-21',
      to: '2026-11-27',
    });
  });
});
