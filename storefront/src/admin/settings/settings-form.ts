// The settings form's values and their check against the shared schema, so the form shows the
// same messages the server would answer with.

import {
  fieldErrors,
  settingsInputSchema,
  type SettingsInput,
  type ShopSettings,
} from '@kawaii/shared';
import { layawayDraftOf, layawayInputOf, type LayawayDraft } from './layaway-form.ts';
import { zoneDraftOf, zoneInputOf, type ZoneDraft } from './shipping-zones-form.ts';
import { taxDraftOf, taxInputOf, type TaxDraft } from './tax-form.ts';

/** What the form edits: the settings without their bookkeeping, numbers as typed text. */
export type SettingsValues = Omit<
  ShopSettings,
  | 'version'
  | 'updatedAt'
  | 'shippingZones'
  | 'unpaidOrderHours'
  | 'lowStockThreshold'
  | 'layaway'
  | 'tax'
> & {
  shippingZones: ZoneDraft[];
  unpaidOrderHours: string;
  lowStockThreshold: string;
  layaway: LayawayDraft;
  tax: TaxDraft;
};

export function settingsValuesOf(settings: ShopSettings): SettingsValues {
  const {
    shopName,
    aboutText,
    social,
    zelle,
    contactEmail,
    shippingZones,
    unpaidOrderHours,
    rewardItemProductId,
    lowStockThreshold,
    layaway,
    tax,
  } = settings;
  return {
    shopName,
    aboutText,
    social: { ...social },
    zelle: { ...zelle },
    contactEmail,
    shippingZones: shippingZones.map(zoneDraftOf),
    unpaidOrderHours: String(unpaidOrderHours),
    rewardItemProductId,
    lowStockThreshold: String(lowStockThreshold),
    layaway: layawayDraftOf(layaway),
    tax: taxDraftOf(tax),
  };
}

export type SettingsCheck =
  { ok: true; input: SettingsInput } | { ok: false; errors: Record<string, string> };

/** Blank or not a number stays NaN, so the schema answers "... must be a number". */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * Field errors are keyed by dotted path: 'zelle.phone', 'social.instagram',
 * 'shippingZones.0.name' ('shippingZones' alone for a rule across the zones).
 */
export function checkSettings(values: SettingsValues, version: number): SettingsCheck {
  const parsed = settingsInputSchema.safeParse({
    ...values,
    shippingZones: values.shippingZones.map(zoneInputOf),
    unpaidOrderHours: numberOf(values.unpaidOrderHours),
    lowStockThreshold: numberOf(values.lowStockThreshold),
    layaway: layawayInputOf(values.layaway),
    tax: taxInputOf(values.tax),
    version,
  });
  return parsed.success
    ? { ok: true, input: parsed.data }
    : { ok: false, errors: fieldErrors(parsed.error) };
}

export type SocialNetwork = keyof SettingsValues['social'];

export const SOCIAL_FIELDS: readonly { network: SocialNetwork; label: string }[] = [
  { network: 'instagram', label: 'Instagram' },
  { network: 'twitter', label: 'Twitter' },
  { network: 'tiktok', label: 'TikTok' },
  { network: 'youtube', label: 'YouTube' },
];
