// The demo shop's kind of zones, saved straight into the settings, for tests about shipping.

import type { LayawaySettings, ShippingZone, TaxSettings } from '@kawaii/shared';
import type { Db } from '../db/connection.ts';
import { createSettingsStore } from '../settings/store.ts';

export const ZONES: ShippingZone[] = [
  {
    _id: 'zone-us',
    name: 'United States',
    countries: ['US'],
    rateCents: 600,
    freeOverCents: 8000,
    estimate: '3-5 business days',
  },
  {
    _id: 'zone-ca',
    name: 'Canada',
    countries: ['CA'],
    rateCents: 1200,
    freeOverCents: null,
    estimate: '5-8 business days',
  },
  {
    _id: 'zone-world',
    name: 'Rest of world',
    countries: ['GB', 'FR', 'DE', 'AU'],
    rateCents: 2000,
    freeOverCents: null,
    estimate: '7-14 business days',
  },
];

export function saveShopSettings(
  db: Db,
  overrides: {
    shippingZones?: ShippingZone[];
    unpaidOrderHours?: number;
    contactEmail?: string;
    rewardItemProductId?: string | null;
    tax?: TaxSettings;
    layaway?: LayawaySettings;
  } = {},
): void {
  createSettingsStore(db).save({
    data: {
      shopName: 'Kawaii Atelier',
      zelle: { phone: '(555) 010-2026', name: 'Momo Sakura' },
      contactEmail: 'studio@kawaii-atelier.example',
      shippingZones: ZONES,
      ...overrides,
    },
    updatedAt: new Date().toISOString(),
    version: 1,
  });
}
