import { describe, expect, it } from 'vitest';
import { socialLinks } from './social-links.ts';

describe('socialLinks', () => {
  it('turns handles into profile links, keeps URLs and skips empty networks', () => {
    expect(
      socialLinks({
        instagram: '@kawaii.atelier',
        twitter: 'https://x.com/momo',
        tiktok: '  ',
        youtube: 'momo',
      }),
    ).toEqual([
      {
        network: 'instagram',
        label: 'Instagram',
        href: 'https://www.instagram.com/kawaii.atelier',
      },
      { network: 'twitter', label: 'Twitter', href: 'https://x.com/momo' },
      { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@momo' },
    ]);
  });
});
