// The Taxes section as the settings form edits it: each rate as the text the artist types, turned
// into the schema's number only when the form is checked.

import type { TaxRate, TaxSettings } from '@kawaii/shared';

export interface TaxRateDraft {
  country: string;
  /** A state or province code or name; blank: the whole country. */
  region: string;
  rate: string;
  name: string;
}

export interface TaxDraft {
  enabled: boolean;
  pricesIncludeTax: boolean;
  taxShipping: boolean;
  rates: TaxRateDraft[];
}

export function taxDraftOf(tax: TaxSettings): TaxDraft {
  return {
    enabled: tax.enabled,
    pricesIncludeTax: tax.pricesIncludeTax,
    taxShipping: tax.taxShipping,
    rates: tax.rates.map((rate) => ({
      country: rate.country,
      region: rate.region ?? '',
      rate: String(rate.ratePercent),
      name: rate.name,
    })),
  };
}

/** The draft in the schema's shape; the schema itself judges it (blank reads NaN: "a number"). */
export function taxInputOf(draft: TaxDraft): TaxSettings {
  return {
    ...draft,
    rates: draft.rates.map((rate): TaxRate => ({
      country: rate.country,
      ...(rate.region.trim() ? { region: rate.region } : {}),
      ratePercent: rate.rate.trim() === '' ? Number.NaN : Number(rate.rate.replace(/%$/, '')),
      name: rate.name,
    })),
  };
}

export function newTaxRateDraft(): TaxRateDraft {
  return { country: 'US', region: '', rate: '', name: 'Sales tax' };
}
