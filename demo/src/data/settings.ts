import type { ShopSettings } from '@kawaii/shared';

export const DEMO_SETTINGS: Omit<ShopSettings, 'updatedAt' | 'version'> = {
  shopName: 'Kawaii Atelier',
  aboutText:
    'Kawaii Atelier is the little studio of Momo Sakura, where handmade dolls, pastel paintings ' +
    'and cheerful stickers are made one at a time, with a lot of love and a little glitter.',
  social: {
    instagram: 'https://www.instagram.com/kawaii.atelier',
    twitter: 'https://twitter.com/kawaii_atelier',
    tiktok: 'https://www.tiktok.com/@kawaii.atelier',
    youtube: 'https://www.youtube.com/@kawaii-atelier',
  },
  zelle: { phone: '(555) 010-2026', name: 'Momo Sakura' },
  contactEmail: 'hello@kawaii-atelier.example',
  // Ids are made when the catalogue is seeded: see DEMO_REWARD_ITEM.
  rewardItemProductId: null,
};

/** The seed key of the product a 2000-point reward code gives. */
export const DEMO_REWARD_ITEM = 'star-girl-mini-doll';
