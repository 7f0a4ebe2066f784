// Sales tax as the shop sets it: off by default; rates by country and, for the US and Canada,
// by state or province; optionally on shipping; prices entered with or without the tax.

export interface TaxRate {
  /** ISO 3166-1 alpha-2, e.g. 'US', 'FR'. */
  country: string;
  /** A US state or Canadian province code ('CA', 'QC'); absent: the whole country. */
  region?: string;
  /** Percent of the taxable amount, at most 3 decimals (8.875). */
  ratePercent: number;
  /** How the tax reads on the order: 'Sales tax', 'VAT', 'GST'. */
  name: string;
}

export interface TaxSettings {
  enabled: boolean;
  /** The shop's prices (and shipping rates) already hold the tax: it is shown, not added. */
  pricesIncludeTax: boolean;
  /** Shipping is taxed like the items. */
  taxShipping: boolean;
  rates: TaxRate[];
}
