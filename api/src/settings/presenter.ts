import {
  DEFAULT_LAYAWAY,
  DEFAULT_LOW_STOCK_THRESHOLD,
  layawaySettingsSchema,
  DEFAULT_TAX_SETTINGS,
  taxSettingsSchema,
  type TaxSettings,
  DEFAULT_UNPAID_ORDER_HOURS,
  shippingZoneSchema,
  type ShippingZone,
  type ShopSettings,
} from '@kawaii/shared';
import type { SettingsRecord } from './store.ts';

/** What a shop without saved settings shows. */
export const DEFAULT_SETTINGS: Omit<ShopSettings, 'updatedAt' | 'version'> = {
  shopName: 'Kawaii Atelier',
  aboutText: '',
  social: { instagram: '', twitter: '', tiktok: '', youtube: '' },
  zelle: { phone: '', name: '' },
  contactEmail: '',
  // No zones: shipping is arranged with each buyer and nothing is charged at checkout.
  shippingZones: [],
  unpaidOrderHours: DEFAULT_UNPAID_ORDER_HOURS,
  rewardItemProductId: null,
  lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
  layaway: DEFAULT_LAYAWAY,
  // Off: a shop charges tax only once she has set it up.
  tax: DEFAULT_TAX_SETTINGS,
};

/**
 * The public settings: the known fields of the stored document over the defaults, so a document
 * saved by an older version (a field missing) or holding extra keys still presents cleanly.
 */
export function presentSettings(record: SettingsRecord | null): ShopSettings {
  const data = asObject(record?.data);
  const social = asObject(data['social']);
  const zelle = asObject(data['zelle']);
  const text = (source: Record<string, unknown>, key: string, fallback: string) => {
    const value = source[key];
    return typeof value === 'string' ? value : fallback;
  };
  const defaults = DEFAULT_SETTINGS;
  return {
    shopName: text(data, 'shopName', defaults.shopName),
    aboutText: text(data, 'aboutText', defaults.aboutText),
    social: {
      instagram: text(social, 'instagram', defaults.social.instagram),
      twitter: text(social, 'twitter', defaults.social.twitter),
      tiktok: text(social, 'tiktok', defaults.social.tiktok),
      youtube: text(social, 'youtube', defaults.social.youtube),
    },
    zelle: {
      phone: text(zelle, 'phone', defaults.zelle.phone),
      name: text(zelle, 'name', defaults.zelle.name),
    },
    contactEmail: text(data, 'contactEmail', defaults.contactEmail),
    shippingZones: Array.isArray(data['shippingZones'])
      ? presentZones(data['shippingZones'])
      : defaults.shippingZones,
    unpaidOrderHours:
      typeof data['unpaidOrderHours'] === 'number' && data['unpaidOrderHours'] >= 1
        ? data['unpaidOrderHours']
        : defaults.unpaidOrderHours,
    rewardItemProductId:
      typeof data['rewardItemProductId'] === 'string' ? data['rewardItemProductId'] : null,
    lowStockThreshold:
      Number.isInteger(data['lowStockThreshold']) && (data['lowStockThreshold'] as number) >= 0
        ? (data['lowStockThreshold'] as number)
        : defaults.lowStockThreshold,
    layaway: presentLayaway(data['layaway']),
    tax: presentTax(data['tax']),
    updatedAt: record?.updatedAt ?? new Date(0).toISOString(),
    version: record?.version ?? 0,
  };
}

/** Stored layaway settings that still read as such; the defaults (off) otherwise. */
function presentLayaway(stored: unknown) {
  const parsed = layawaySettingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_LAYAWAY;
}

/** Stored zones that still read as zones (a hand-edited document may hold anything). */
function presentZones(stored: unknown[]): ShippingZone[] {
  return stored.flatMap((candidate, index) => {
    const parsed = shippingZoneSchema.safeParse(candidate);
    if (!parsed.success) return [];
    return [{ ...parsed.data, _id: parsed.data._id ?? `zone-${index + 1}` }];
  });
}

/** Stored tax settings that still read as such; anything else reads as tax off. */
function presentTax(stored: unknown): TaxSettings {
  const parsed = taxSettingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_TAX_SETTINGS;
}

function asObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}
