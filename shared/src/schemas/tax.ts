// The Taxes section of the settings: off by default; rates by country and, for the US and
// Canada, by state or province (a code or a name, kept as the code); tax on shipping; prices
// with or without the tax. A rate is a percentage from 0 to 100 with at most 3 decimals.

import { z } from 'zod';
import type { TaxSettings } from '../domain/tax.ts';
import { countryName, isCountryCode } from '../rules/countries.ts';
import {
  TAX_REGIONS,
  regionNoun,
  taxRegionCode,
  taxRegionKey,
  taxRegionName,
} from '../rules/tax.ts';
import { requiredText } from './fields.ts';

export const MAX_TAX_RATES = 300;

export const TAX_MESSAGES = {
  rateNumber: 'Tax rate must be a number',
  rateNegative: 'Tax rate must be 0 or more',
  rateAbove100: 'Tax rate must be 100 or less',
  rateDecimals: 'Tax rate may have at most 3 decimals',
  country: 'Choose a country from the list',
  regionOnlyUsCanada: 'Rates by state or province are only for the United States and Canada',
  unknownRegion: (country: string, region: string) =>
    `${region} is not a ${regionNoun(country)} of ${countryName(country)}`,
  duplicate: (key: string) => `There is already a rate for ${taxRegionName(key)}`,
} as const;

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

export const taxRateSchema = z
  .object({
    country: z
      .string({ error: TAX_MESSAGES.country })
      .trim()
      .toUpperCase()
      .refine(isCountryCode, TAX_MESSAGES.country),
    region: z
      .string({ error: 'State or province must be text' })
      .trim()
      .max(60, 'State or province is too long')
      .optional()
      .transform((region) => region || undefined),
    ratePercent: z
      .number({ error: TAX_MESSAGES.rateNumber })
      .min(0, TAX_MESSAGES.rateNegative)
      .max(100, TAX_MESSAGES.rateAbove100)
      .refine(
        (rate) => Math.abs(Math.round(rate * 1000) - rate * 1000) < 1e-6,
        TAX_MESSAGES.rateDecimals,
      ),
    name: requiredText('Tax name', 40),
  })
  .transform((rate, context) => {
    if (!rate.region)
      return { country: rate.country, ratePercent: rate.ratePercent, name: rate.name };
    if (!TAX_REGIONS[rate.country]) {
      context.addIssue({
        code: 'custom',
        message: TAX_MESSAGES.regionOnlyUsCanada,
        path: ['region'],
      });
      return z.NEVER;
    }
    const code = taxRegionCode(rate.country, rate.region);
    if (!code) {
      context.addIssue({
        code: 'custom',
        message: TAX_MESSAGES.unknownRegion(rate.country, rate.region),
        path: ['region'],
      });
      return z.NEVER;
    }
    return { ...rate, region: code };
  });

export const taxSettingsSchema = z
  .object({
    enabled: flag('Tax on or off'),
    pricesIncludeTax: flag('Prices include tax'),
    taxShipping: flag('Tax on shipping'),
    rates: z
      .array(taxRateSchema, { error: 'Tax rates must be a list' })
      .max(MAX_TAX_RATES, `At most ${MAX_TAX_RATES} tax rates`),
  })
  .superRefine((tax, context) => {
    const seen = new Set<string>();
    tax.rates.forEach((rate, index) => {
      const key = taxRegionKey(rate);
      if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          message: TAX_MESSAGES.duplicate(key),
          path: ['rates', index],
        });
      }
      seen.add(key);
    });
  }) satisfies z.ZodType<TaxSettings, unknown>;
