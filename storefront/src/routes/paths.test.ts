import { describe, expect, it } from 'vitest';
import { loginPath, safeReturnPath } from './paths.ts';

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
