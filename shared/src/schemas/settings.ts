// PUT /api/settings: the public shop settings (name, about text, social links, the Zelle payee,
// contact email, shipping zones, unpaid-order hours). Only a super admin may change the Zelle
// payee.

import { z } from 'zod';
import { isCountryCode } from '../rules/countries.ts';
import { taxSettingsSchema } from './tax.ts';
import {
  MAX_INSTALMENTS,
  MAX_LAYAWAY_TIERS,
  MIN_INSTALMENTS,
  type LayawaySettings,
} from '../rules/payment-plans.ts';
import {
  emailField,
  optionalSingleLineText,
  optionalText,
  requiredText,
  singleLineText,
  versionField,
} from './fields.ts';

const handle = (label: string) =>
  optionalSingleLineText(label, 200).transform((value) => value ?? '');

const cents = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be in whole cents`)
    .min(0, `${label} must be 0 or more`)
    .max(10_000_000, `${label} is too large`);

export const shippingZoneSchema = z.object({
  /** Kept when editing a zone; a new zone gets one from the server. */
  _id: optionalText('Zone id', 100),
  name: requiredText('Zone name', 60),
  countries: z.union(
    [
      z.literal('*'),
      z
        .array(
          z.string().trim().toUpperCase().refine(isCountryCode, 'Choose countries from the list'),
          { error: 'Countries must be a list' },
        )
        .min(1, 'Choose at least one country, or everywhere else')
        .max(300),
    ],
    { error: 'Choose at least one country, or everywhere else' },
  ),
  rateCents: cents('Rate'),
  freeOverCents: cents('Free shipping threshold').nullable().default(null),
  estimate: optionalText('Delivery estimate', 80).transform((value) => value ?? ''),
});

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be ${min} or more`)
    .max(max, `${label} must be ${max} or less`);

/** Settings > Layaway: who may pay in instalments, how many, how often, and what a miss costs. */
export const layawaySettingsSchema = z.object({
  enabled: z.boolean({ error: 'Layaway on or off must be true or false' }),
  minTotalCents: cents('Layaway minimum order total'),
  plans: z
    .array(
      z.object({
        maxInstalments: wholeNumber('Instalments', MIN_INSTALMENTS, MAX_INSTALMENTS),
        minTotalCents: cents('Tier minimum order total'),
      }),
      { error: 'Layaway tiers must be a list' },
    )
    .max(MAX_LAYAWAY_TIERS, `At most ${MAX_LAYAWAY_TIERS} layaway tiers`),
  daysBetween: wholeNumber('Days between payments', 1, 90),
  graceDays: wholeNumber('Grace days', 0, 60),
  firstPaymentNonRefundable: z.boolean({
    error: 'First payment non-refundable must be true or false',
  }),
}) satisfies z.ZodType<LayawaySettings, unknown>;

/** At most one "everywhere else" zone, and each country in one zone only. */
const shippingZonesField = z
  .array(shippingZoneSchema, { error: 'Shipping zones must be a list' })
  .max(30, 'At most 30 shipping zones')
  .superRefine((zones, context) => {
    if (zones.filter((zone) => zone.countries === '*').length > 1) {
      context.addIssue({ code: 'custom', message: 'Only one zone may cover everywhere else' });
    }
    const seen = new Set<string>();
    zones.forEach((zone, index) => {
      if (zone.countries === '*') return;
      for (const country of zone.countries) {
        if (seen.has(country)) {
          context.addIssue({
            code: 'custom',
            message: `${country} is in more than one zone`,
            path: [index, 'countries'],
          });
        }
        seen.add(country);
      }
    });
  });

export const settingsInputSchema = z.object({
  shopName: singleLineText('Shop name', 100),
  aboutText: optionalText('About text', 2000).transform((value) => value ?? ''),
  social: z.object({
    instagram: handle('Instagram'),
    twitter: handle('Twitter'),
    tiktok: handle('TikTok'),
    youtube: handle('YouTube'),
  }),
  zelle: z.object({
    phone: singleLineText('Zelle phone', 40),
    name: singleLineText('Zelle payee name', 100),
  }),
  contactEmail: emailField('Contact email'),
  /** Left out: the zones stay as they are (older clients do not know them). */
  shippingZones: shippingZonesField.optional(),
  unpaidOrderHours: z
    .number({ error: 'Unpaid order hours must be a number' })
    .int('Unpaid order hours must be a whole number')
    .min(1, 'Unpaid orders must be kept at least 1 hour')
    .max(24 * 30, 'Unpaid orders may be kept at most 720 hours')
    .optional(),
  /** Stock at or below which the shop is mailed; left out, it stays as it is. */
  lowStockThreshold: z
    .number({ error: 'Low stock threshold must be a number' })
    .int('Low stock threshold must be a whole number')
    .min(0, 'Low stock threshold must be 0 or more')
    .max(100_000, 'Low stock threshold must be 100000 or less')
    .optional(),
  /** The Taxes section; left out, it stays as it is (older clients do not know it). */
  tax: taxSettingsSchema.optional(),
  /** Null: no exclusive reward item. Left out: the choice stays as it is (older clients). */
  rewardItemProductId: z
    .string({ error: 'Choose a product for the reward item' })
    .trim()
    .min(1, 'Choose a product for the reward item')
    .max(100)
    .nullable()
    .optional(),
  /** Left out: layaway stays as it is (older clients do not know it). */
  layaway: layawaySettingsSchema.optional(),
  version: versionField,
});
export type SettingsInput = z.infer<typeof settingsInputSchema>;
