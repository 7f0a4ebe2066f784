import { DEFAULT_TAX_SETTINGS, type CommissionSettings, type ShopSettings } from '@kawaii/shared';

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
  lowStockThreshold: 2,
  // Momo ships from Oregon: the US is domestic, Canada its own zone, everywhere else one rate.
  shippingZones: [
    {
      _id: 'zone-domestic',
      name: 'United States',
      countries: ['US'],
      rateCents: 600,
      freeOverCents: 7500,
      estimate: '3-5 business days',
    },
    {
      _id: 'zone-canada',
      name: 'Canada',
      countries: ['CA'],
      rateCents: 1400,
      freeOverCents: 15000,
      estimate: '6-10 business days',
    },
    {
      _id: 'zone-world',
      name: 'Rest of the world',
      countries: '*',
      rateCents: 2400,
      freeOverCents: null,
      estimate: '10-20 business days',
    },
  ],
  unpaidOrderHours: 72,
  // Ids are made when the catalogue is seeded: see DEMO_REWARD_ITEM.
  rewardItemProductId: null,
  // Dolls from $150 may be paid in up to 3 monthly instalments, from $400 in up to 6.
  layaway: {
    enabled: true,
    minTotalCents: 15_000,
    plans: [
      { maxInstalments: 3, minTotalCents: 15_000 },
      { maxInstalments: 6, minTotalCents: 40_000 },
    ],
    daysBetween: 30,
    graceDays: 7,
    firstPaymentNonRefundable: true,
  },
  // Oregon has no sales tax: the demo shop charges none.
  tax: DEFAULT_TAX_SETTINGS,
};

/** The seed key of the product a 2000-point reward code gives. */
export const DEMO_REWARD_ITEM = 'star-girl-mini-doll';

/** Commissions are open in the demo, with two slots, so the request form can be tried. */
export const DEMO_COMMISSION_SETTINGS: CommissionSettings = {
  status: 'open',
  slots: 2,
  intro:
    'I make a few custom pieces each season: a doll after your own character, a face-up for a doll you already have, or a painted portrait.\n\nTell me about your idea below. I answer every request with a quote or a question within a week.',
  terms:
    'A quote is valid for 14 days. Half of the price is paid on accepting and starts the work; the rest is due before the piece ships. You approve the sketch before I sculpt. The first payment is not refundable once the sketch is approved.',
  stages: ['Sketch', 'Sculpt', 'Paint', 'Finishing', 'Ready to ship'],
  quoteValidDays: 14,
  graceDays: 7,
};
