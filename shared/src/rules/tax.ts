// Sales tax: which of the shop's rates applies to an address, and how much it comes to. The
// checkout shows it once the address is known and the server recomputes it from the same rule.
//
// The rounding rule: tax is computed once per order on its taxable base (the items less what
// codes took off them, plus the shipping less what codes took off it when shipping is taxed),
// never per line, and rounded half-up to the cent. With tax-inclusive prices the base already
// holds the tax: the tax is base × rate / (100 + rate), rounded the same way. Rates are kept to
// thousandths of a percent and the arithmetic is done in integers, so no float ever rounds.

import type { ShippingAddress } from '../domain/commerce.ts';
import type { TaxRate, TaxSettings } from '../domain/tax.ts';
import { countryName } from './countries.ts';

export { taxOnBase } from './tax-amount.ts';

export const DEFAULT_TAX_SETTINGS: TaxSettings = {
  enabled: false,
  pricesIncludeTax: false,
  taxShipping: false,
  rates: [],
};

/** The countries whose rates may be set per state or province, and those regions. */
export const TAX_REGIONS: Readonly<Record<string, readonly { code: string; name: string }[]>> = {
  // Pure: a page that never reads them leaves them out of its bundle.
  US: /* @__PURE__ */ [
    ['AL', 'Alabama'],
    ['AK', 'Alaska'],
    ['AZ', 'Arizona'],
    ['AR', 'Arkansas'],
    ['CA', 'California'],
    ['CO', 'Colorado'],
    ['CT', 'Connecticut'],
    ['DE', 'Delaware'],
    ['DC', 'District of Columbia'],
    ['FL', 'Florida'],
    ['GA', 'Georgia'],
    ['HI', 'Hawaii'],
    ['ID', 'Idaho'],
    ['IL', 'Illinois'],
    ['IN', 'Indiana'],
    ['IA', 'Iowa'],
    ['KS', 'Kansas'],
    ['KY', 'Kentucky'],
    ['LA', 'Louisiana'],
    ['ME', 'Maine'],
    ['MD', 'Maryland'],
    ['MA', 'Massachusetts'],
    ['MI', 'Michigan'],
    ['MN', 'Minnesota'],
    ['MS', 'Mississippi'],
    ['MO', 'Missouri'],
    ['MT', 'Montana'],
    ['NE', 'Nebraska'],
    ['NV', 'Nevada'],
    ['NH', 'New Hampshire'],
    ['NJ', 'New Jersey'],
    ['NM', 'New Mexico'],
    ['NY', 'New York'],
    ['NC', 'North Carolina'],
    ['ND', 'North Dakota'],
    ['OH', 'Ohio'],
    ['OK', 'Oklahoma'],
    ['OR', 'Oregon'],
    ['PA', 'Pennsylvania'],
    ['PR', 'Puerto Rico'],
    ['RI', 'Rhode Island'],
    ['SC', 'South Carolina'],
    ['SD', 'South Dakota'],
    ['TN', 'Tennessee'],
    ['TX', 'Texas'],
    ['UT', 'Utah'],
    ['VT', 'Vermont'],
    ['VA', 'Virginia'],
    ['WA', 'Washington'],
    ['WV', 'West Virginia'],
    ['WI', 'Wisconsin'],
    ['WY', 'Wyoming'],
  ].map(([code, name]) => ({ code: code!, name: name! })),
  CA: /* @__PURE__ */ [
    ['AB', 'Alberta'],
    ['BC', 'British Columbia'],
    ['MB', 'Manitoba'],
    ['NB', 'New Brunswick'],
    ['NL', 'Newfoundland and Labrador'],
    ['NS', 'Nova Scotia'],
    ['NT', 'Northwest Territories'],
    ['NU', 'Nunavut'],
    ['ON', 'Ontario'],
    ['PE', 'Prince Edward Island'],
    ['QC', 'Quebec'],
    ['SK', 'Saskatchewan'],
    ['YT', 'Yukon'],
  ].map(([code, name]) => ({ code: code!, name: name! })),
};

/** 'state' for the US, 'province' for Canada: how the refusals name a region. */
export function regionNoun(country: string): string {
  return country === 'US' ? 'state' : 'province';
}

/**
 * The state or province code of an address's free-text region ('ca', 'California' -> 'CA'), or
 * null when the country has no tax regions or the text names none of them.
 */
export function taxRegionCode(country: string, region: string): string | null {
  const regions = TAX_REGIONS[country];
  if (!regions) return null;
  const text = region.trim().replace(/\.$/, '').toLowerCase();
  if (!text) return null;
  const found = regions.find(
    (candidate) => candidate.code.toLowerCase() === text || candidate.name.toLowerCase() === text,
  );
  return found?.code ?? null;
}

/** 'US-CA' for a state's rate, 'FR' for a country's: the region the reports group by. */
export function taxRegionKey(rate: Pick<TaxRate, 'country' | 'region'>): string {
  return rate.region ? `${rate.country}-${rate.region}` : rate.country;
}

/** 'California, United States', 'France': a region key as people read it. */
export function taxRegionName(key: string): string {
  const [country = '', region] = key.split('-');
  const regionName = region && TAX_REGIONS[country]?.find((entry) => entry.code === region)?.name;
  return regionName ? `${regionName}, ${countryName(country)}` : countryName(country);
}

/** What decides the tax of an address: the rate that applies, or why none can be found. */
export type TaxLookup =
  | { kind: 'none' }
  | { kind: 'rate'; rate: TaxRate; regionKey: string }
  /** The shop taxes this country by state or province and the address names none it knows. */
  | { kind: 'unknown-region'; country: string };

/**
 * The most specific rate for the address: its state or province, then its country. Nothing
 * while tax is off or no rate covers the address (the shop does not collect tax there).
 */
export function taxRateFor(
  tax: TaxSettings,
  address: Pick<ShippingAddress, 'country' | 'region'>,
): TaxLookup {
  if (!tax.enabled) return { kind: 'none' };
  const country = address.country.trim().toUpperCase();
  const ofCountry = tax.rates.filter((rate) => rate.country === country);
  const byRegion = ofCountry.filter((rate) => rate.region);
  const whole = ofCountry.find((rate) => !rate.region);
  if (byRegion.length > 0) {
    const code = taxRegionCode(country, address.region);
    const regional = code ? byRegion.find((rate) => rate.region === code) : undefined;
    if (regional) return { kind: 'rate', rate: regional, regionKey: taxRegionKey(regional) };
    if (!code && !whole) return { kind: 'unknown-region', country };
  }
  return whole ? { kind: 'rate', rate: whole, regionKey: taxRegionKey(whole) } : { kind: 'none' };
}

/** Refusal for an address whose region the shop's regional rates cannot place. */
export function unknownTaxRegionMessage(country: string): string {
  return `Enter a valid ${regionNoun(country)} for ${countryName(country)} so the tax can be worked out.`;
}

/** How an order is taxed: what `orderTotals` computes the tax from, and what the order keeps. */
export interface OrderTaxTerms {
  /** Null: no tax on this order. */
  taxRate: { ratePercent: number; onShipping: boolean } | null;
  taxIncluded: boolean;
  /** The rate's name ('Sales tax'); null without tax. */
  taxName: string | null;
  /** 'US-CA', 'FR': the region the reports group by; null without tax. */
  taxRegion: string | null;
}

export const NO_TAX: OrderTaxTerms = {
  taxRate: null,
  taxIncluded: false,
  taxName: null,
  taxRegion: null,
};

/**
 * The tax terms of an order shipped to `address`, or the country whose state or province the
 * address must name first (the checkout asks for it; the server refuses the order without it).
 */
export function orderTaxTerms(
  tax: TaxSettings,
  address: Pick<ShippingAddress, 'country' | 'region'>,
): OrderTaxTerms | { unknownRegionOf: string } {
  const lookup = taxRateFor(tax, address);
  if (lookup.kind === 'unknown-region') return { unknownRegionOf: lookup.country };
  if (lookup.kind === 'none') return NO_TAX;
  return {
    taxRate: { ratePercent: lookup.rate.ratePercent, onShipping: tax.taxShipping },
    taxIncluded: tax.pricesIncludeTax,
    taxName: lookup.rate.name,
    taxRegion: lookup.regionKey,
  };
}
