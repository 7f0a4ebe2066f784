import { describe, expect, it } from 'vitest';
import { effectivePrice } from './money.ts';
import { variantPricing } from './product-price.ts';
import {
  bestSale,
  nextSaleChange,
  productPricedAt,
  salePriceCents,
  saleRuns,
  saleTermsOf,
  type SaleTerms,
} from './sales.ts';

const sale = (fields: Partial<SaleTerms> = {}): SaleTerms => ({
  type: 'percent',
  value: 20,
  productIds: ['doll'],
  categoryIds: [],
  startsAt: '2026-12-01T00:00:00.000Z',
  endsAt: '2026-12-08T00:00:00.000Z',
  ...fields,
});
const doll = { productId: 'doll', categoryId: 'dolls' };

describe('scheduled sales', () => {
  it('runs from its start, included, to its end, excluded', () => {
    expect(saleRuns(sale(), new Date('2026-11-30T23:59:59.999Z'))).toBe(false);
    expect(saleRuns(sale(), new Date('2026-12-01T00:00:00.000Z'))).toBe(true);
    expect(saleRuns(sale(), new Date('2026-12-07T23:59:59.999Z'))).toBe(true);
    expect(saleRuns(sale(), new Date('2026-12-08T00:00:00.000Z'))).toBe(false);
  });

  it('takes a percent rounded to the cent, or an amount, never below 0', () => {
    expect(salePriceCents(1999, { type: 'percent', value: 15 })).toBe(1699); // 299.85 off
    expect(salePriceCents(1000, { type: 'percent', value: 100 })).toBe(0);
    expect(salePriceCents(1000, { type: 'amount', value: 250 })).toBe(750);
    expect(salePriceCents(1000, { type: 'amount', value: 5000 })).toBe(0);
  });

  it('picks the running sale covering the product that gives the lowest price', () => {
    const at = new Date('2026-12-02T00:00:00.000Z');
    const byCategory = sale({ productIds: [], categoryIds: ['dolls'], value: 10 });
    const byProduct = sale({ value: 30 });
    const later = sale({ value: 90, startsAt: '2026-12-05T00:00:00.000Z' });
    const other = sale({ productIds: ['pin'], value: 90 });
    expect(bestSale([byCategory, byProduct, later, other], doll, 4000, at)).toBe(byProduct);
    expect(bestSale([byCategory], { ...doll, categoryId: null }, 4000, at)).toBeNull();
  });

  it('names the next start or end, when prices change by the clock alone', () => {
    const sales = [sale(), sale({ startsAt: '2026-12-03T00:00:00.000Z' })];
    expect(nextSaleChange(sales, new Date('2026-11-01T00:00:00.000Z'))).toEqual(
      new Date('2026-12-01T00:00:00.000Z'),
    );
    expect(nextSaleChange(sales, new Date('2026-12-01T00:00:00.000Z'))).toEqual(
      new Date('2026-12-03T00:00:00.000Z'),
    );
    expect(nextSaleChange(sales, new Date('2026-12-08T00:00:00.000Z'))).toBeNull();
  });

  it('is paid only when lower than the price and the discount price', () => {
    expect(effectivePrice({ price: 40, discountPrice: 35, salePrice: 37 })).toBe(35);
    expect(effectivePrice({ price: 40, discountPrice: 35, salePrice: 30 })).toBe(30);
    expect(effectivePrice({ price: 40, discountPrice: null, salePrice: null })).toBe(40);
    // A variant with its own price has its own sale price; the others take the product's.
    const product = { price: 40, discountPrice: null, salePrice: 32 };
    expect(effectivePrice(variantPricing(product, { price: 50, salePrice: 40 }))).toBe(40);
    expect(effectivePrice(variantPricing(product, { discountPrice: 36 }))).toBe(32);
  });

  it('prices a held copy of a product by the sales running at a moment, as the server does', () => {
    const copy = {
      _id: 'doll',
      category: { _id: 'dolls' },
      price: 40,
      // As answered during a sale that has since ended.
      salePrice: 20,
      saleEndsAt: '2026-11-01T00:00:00.000Z',
      variants: [{ price: 50, salePrice: 25 }, { price: null }],
    };
    const amount = saleTermsOf({
      type: 'amount',
      value: 7.5,
      categoryIds: ['dolls'],
      startsAt: '2026-12-01T00:00:00.000Z',
      endsAt: '2026-12-08T00:00:00.000Z',
    });
    expect(amount).toMatchObject({ value: 750, productIds: [] });
    const during = productPricedAt(copy, [amount], new Date('2026-12-02T00:00:00.000Z'));
    expect(during).toMatchObject({ salePrice: 32.5, saleEndsAt: '2026-12-08T00:00:00.000Z' });
    expect(during.variants).toEqual([{ price: 50, salePrice: 42.5 }, { price: null }]);
    const after = productPricedAt(copy, [amount], new Date('2026-12-08T00:00:00.000Z'));
    expect(after).not.toHaveProperty('salePrice');
    expect(after).not.toHaveProperty('saleEndsAt');
    expect(after.variants).toEqual([{ price: 50 }, { price: null }]);
  });
});
