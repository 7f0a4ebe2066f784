import { describe, expect, it } from 'vitest';
import {
  discountPercent,
  effectivePrice,
  formatCents,
  formatMoney,
  fromCents,
  plainDollars,
  toCents,
} from './money.ts';

describe('toCents and fromCents', () => {
  it('round trips without float drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-2.5)).toBe(-250);
    expect(toCents(-0)).toBe(0);
    expect(fromCents(1999)).toBe(19.99);
    expect(fromCents(toCents(0.1) + toCents(0.2))).toBe(0.3);
  });
});

describe('formatMoney', () => {
  it('always shows a dollar sign and two decimals', () => {
    expect(formatMoney(12.5)).toBe('$12.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(7)).toBe('$7.00');
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30');
  });

  it('separates thousands and signs negative amounts', () => {
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89');
    expect(formatMoney(-5)).toBe('-$5.00');
  });

  it('rounds in cents like the totals do', () => {
    expect(formatMoney(1.005)).toBe('$1.01');
    expect(formatMoney(-0.001)).toBe('$0.00');
  });
});

describe('formatCents and plainDollars', () => {
  it('show cents as money, and dollars without sign or grouping', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(-500)).toBe('-$5.00');
    expect(plainDollars(1234.5)).toBe('1234.50');
    expect(plainDollars(0.1 + 0.2)).toBe('0.30');
    expect(plainDollars(-5)).toBe('-5.00');
  });
});

describe('effectivePrice', () => {
  it('uses the discount price when present, else the price', () => {
    expect(effectivePrice({ price: 40, discountPrice: 30 })).toBe(30);
    expect(effectivePrice({ price: 40, discountPrice: null })).toBe(40);
    expect(effectivePrice({ price: 40 })).toBe(40);
    expect(effectivePrice({ price: 40, discountPrice: 0 })).toBe(0);
  });
});

describe('discountPercent', () => {
  it('is round(100 * (1 - discount / price))', () => {
    expect(discountPercent(40, 30)).toBe(25);
    expect(discountPercent(30, 20)).toBe(33);
    expect(discountPercent(3, 1)).toBe(67);
  });

  it('is 0 without a discount or a price', () => {
    expect(discountPercent(40, null)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});
