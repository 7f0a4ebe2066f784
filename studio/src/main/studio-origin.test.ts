import { describe, expect, it } from 'vitest';
import { APP_ORIGIN, CONTENT_SECURITY_POLICY, shopUrlFor } from './studio-origin.ts';

describe('shopUrlFor', () => {
  it("sends a studio page's link to the same page of the shop", () => {
    expect(shopUrlFor(`${APP_ORIGIN}/blog/spring?x=1#top`, 'https://shop.example')).toBe(
      'https://shop.example/blog/spring?x=1#top',
    );
  });

  it('leaves other links alone, and studio links when no shop is set', () => {
    expect(shopUrlFor('https://instagram.com/momo', 'https://shop.example')).toBe(
      'https://instagram.com/momo',
    );
    expect(shopUrlFor(`${APP_ORIGIN}/blog`, null)).toBe(`${APP_ORIGIN}/blog`);
  });
});

describe('the content security policy', () => {
  it('lets the page load only the studio’s own code and talk to nothing outside', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("connect-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|https?:/);
  });
});
