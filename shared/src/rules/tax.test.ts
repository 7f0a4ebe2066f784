import { describe, expect, it } from 'vitest';
import type { TaxSettings } from '../domain/tax.ts';
import { orderTotals, orderTotalsRows } from './order-totals.ts';
import {
  NO_TAX,
  orderTaxTerms,
  taxOnBase,
  taxRateFor,
  taxRegionCode,
  taxRegionKey,
  taxRegionName,
  unknownTaxRegionMessage,
} from './tax.ts';

const settings = (rates: TaxSettings['rates'], enabled = true): TaxSettings => ({
  enabled,
  pricesIncludeTax: false,
  taxShipping: false,
  rates,
});

describe('taxOnBase', () => {
  it('rounds half-up to the cent, once on the whole base', () => {
    // 10.00 at 8.25 % is 0.825: half-up gives 0.83 (banker's rounding would give 0.82).
    expect(taxOnBase(1000, 8.25, false)).toBe(83);
    expect(taxOnBase(1000, 8.24, false)).toBe(82);
    // Per line it would be 3 × round(3.3 × 0.0725) = 3 × 0.24; per order it is 0.72.
    expect(taxOnBase(990, 7.25, false)).toBe(72);
  });

  it('keeps thousandths of a percent exact (no float rounding)', () => {
    expect(taxOnBase(100000, 8.875, false)).toBe(8875);
    expect(taxOnBase(1005, 10, false)).toBe(101); // 100.5 cents rounds up
  });

  it('takes the tax out of a tax-inclusive base', () => {
    // 120.00 holding 20 % VAT holds 20.00 of tax.
    expect(taxOnBase(12000, 20, true)).toBe(2000);
    // 100.00 at 20 %: 16.666... -> 16.67.
    expect(taxOnBase(10000, 20, true)).toBe(1667);
  });

  it('is 0 on nothing, at 0 % and on a negative base', () => {
    expect(taxOnBase(0, 20, false)).toBe(0);
    expect(taxOnBase(5000, 0, false)).toBe(0);
    expect(taxOnBase(-500, 10, false)).toBe(0);
  });
});

describe('taxRateFor', () => {
  const rates = [
    { country: 'US', region: 'CA', ratePercent: 7.25, name: 'Sales tax' },
    { country: 'US', region: 'NY', ratePercent: 4, name: 'Sales tax' },
    { country: 'CA', ratePercent: 5, name: 'GST' },
    { country: 'CA', region: 'ON', ratePercent: 13, name: 'HST' },
    { country: 'FR', ratePercent: 20, name: 'VAT' },
  ];

  it('takes the state or province over the country', () => {
    const lookup = taxRateFor(settings(rates), { country: 'CA', region: 'Ontario' });
    expect(lookup).toMatchObject({ kind: 'rate', regionKey: 'CA-ON', rate: { ratePercent: 13 } });
    expect(taxRateFor(settings(rates), { country: 'CA', region: 'QC' })).toMatchObject({
      kind: 'rate',
      regionKey: 'CA',
    });
  });

  it('reads the state as a code or a name, in any case', () => {
    for (const region of ['CA', 'ca', 'California', ' california ']) {
      expect(taxRateFor(settings(rates), { country: 'US', region })).toMatchObject({
        regionKey: 'US-CA',
      });
    }
  });

  it('charges nothing where no rate applies, or while tax is off', () => {
    expect(taxRateFor(settings(rates), { country: 'US', region: 'TX' })).toEqual({ kind: 'none' });
    expect(taxRateFor(settings(rates), { country: 'JP', region: '' })).toEqual({ kind: 'none' });
    expect(taxRateFor(settings(rates, false), { country: 'FR', region: '' })).toEqual({
      kind: 'none',
    });
  });

  it('cannot place an address whose state it does not know, when rates go by state', () => {
    expect(taxRateFor(settings(rates), { country: 'US', region: 'Narnia' })).toEqual({
      kind: 'unknown-region',
      country: 'US',
    });
    expect(unknownTaxRegionMessage('US')).toBe(
      'Enter a valid state for United States so the tax can be worked out.',
    );
  });

  it('names regions for the reports', () => {
    expect(taxRegionCode('US', 'New York')).toBe('NY');
    expect(taxRegionCode('FR', 'Paris')).toBeNull();
    expect(taxRegionKey({ country: 'US', region: 'CA' })).toBe('US-CA');
    expect(taxRegionName('US-CA')).toBe('California, United States');
    expect(taxRegionName('FR')).toBe('France');
  });
});

describe('orderTotals with a tax rate', () => {
  const lines = [{ unitCents: 3300, quantity: 3 }];

  it('taxes the items less the discount, not the shipping unless asked', () => {
    const totals = orderTotals({
      lines,
      shippingCents: 800,
      discounts: { promoCents: 900 },
      taxRate: { ratePercent: 7.25, onShipping: false },
    });
    // (9900 - 900) × 7.25 % = 652.5 -> 653
    expect(totals.taxCents).toBe(653);
    expect(totals.totalCents).toBe(9900 + 800 - 900 + 653);
    const withShipping = orderTotals({
      lines,
      shippingCents: 800,
      discounts: { promoCents: 900 },
      taxRate: { ratePercent: 7.25, onShipping: true },
    });
    expect(withShipping.taxCents).toBe(Math.floor((9800 * 7.25) / 100 + 0.5));
  });

  it('leaves the items fully taxed when a code took the shipping off', () => {
    const totals = orderTotals({
      lines,
      shippingCents: 800,
      discounts: { promoCents: 800, onShippingCents: 800 },
      taxRate: { ratePercent: 10, onShipping: false },
    });
    expect(totals.taxCents).toBe(990);
    expect(totals.totalCents).toBe(9900 + 990);
  });

  it('shows tax-inclusive tax without adding it', () => {
    const totals = orderTotals({
      lines: [{ unitCents: 12000, quantity: 1 }],
      taxRate: { ratePercent: 20, onShipping: false },
      taxIncluded: true,
    });
    expect(totals).toMatchObject({ taxCents: 2000, totalCents: 12000 });
    const rows = orderTotalsRows(totals, { taxName: 'VAT', taxIncluded: true });
    expect(rows.find((row) => row.key === 'tax')?.label).toBe('incl. VAT');
    expect(
      orderTotalsRows(totals, { taxName: 'Sales tax', taxIncluded: true }).find(
        (row) => row.key === 'tax',
      )?.label,
    ).toBe('incl. sales tax');
  });

  it('reads a stored amount when no rate is given', () => {
    expect(orderTotals({ lines, taxCents: 123 }).taxCents).toBe(123);
  });
});

describe('orderTaxTerms', () => {
  const tax: TaxSettings = {
    enabled: true,
    pricesIncludeTax: true,
    taxShipping: true,
    rates: [{ country: 'US', region: 'CA', ratePercent: 7.25, name: 'Sales tax' }],
  };

  it('gives the rate, whether prices hold it and how the order names it', () => {
    expect(orderTaxTerms(tax, { country: 'US', region: 'California' })).toEqual({
      taxRate: { ratePercent: 7.25, onShipping: true },
      taxIncluded: true,
      taxName: 'Sales tax',
      taxRegion: 'US-CA',
    });
    expect(orderTaxTerms(tax, { country: 'US', region: 'OR' })).toEqual(NO_TAX);
    expect(orderTaxTerms(tax, { country: 'US', region: '' })).toEqual({ unknownRegionOf: 'US' });
  });
});
