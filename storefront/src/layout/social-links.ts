// The footer's social links from the shop settings, which may hold a handle ('@momo', 'momo')
// or a full URL.

import type { ShopSettings } from '@kawaii/shared';

export interface SocialLink {
  network: keyof ShopSettings['social'];
  label: string;
  href: string;
}

const NETWORKS: { network: SocialLink['network']; label: string; profileUrl: string }[] = [
  { network: 'instagram', label: 'Instagram', profileUrl: 'https://www.instagram.com/' },
  { network: 'twitter', label: 'Twitter', profileUrl: 'https://x.com/' },
  { network: 'tiktok', label: 'TikTok', profileUrl: 'https://www.tiktok.com/@' },
  { network: 'youtube', label: 'YouTube', profileUrl: 'https://www.youtube.com/@' },
];

function profileHref(value: string, profileUrl: string): string {
  if (/^https?:\/\//i.test(value)) return value;
  return profileUrl + encodeURIComponent(value.replace(/^@/, ''));
}

export function socialLinks(social: ShopSettings['social']): SocialLink[] {
  return NETWORKS.flatMap(({ network, label, profileUrl }) => {
    const value = social[network]?.trim();
    return value ? [{ network, label, href: profileHref(value, profileUrl) }] : [];
  });
}
