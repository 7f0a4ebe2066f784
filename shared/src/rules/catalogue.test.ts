import { describe, expect, it } from 'vitest';
import type { Product } from '../domain/entities.ts';
import { addToCart, removeItem, updateQuantity } from './cart.ts';
import { cartLineKey } from './cart-basics.ts';
import { toCartProduct } from './cart-product.ts';
import {
  findVariant,
  madeToOrderLine,
  preorderLine,
  preorderState,
  purchasableUnits,
} from './catalogue.ts';
import { lineSummary } from './line-words.ts';
import { priceRange, unitPrice } from './product-price.ts';

const dress: Product = {
  _id: 'p1',
  title: 'Lace Dress',
  description: '',
  price: 40,
  discountPrice: 36,
  category: null,
  stock: 3,
  dimensions: { width: null, height: null },
  featured: false,
  published: true,
  images: ['/uploads/dress.webp'],
  rating: { stars: 0, count: 0 },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  kind: 'stocked',
  options: [{ name: 'Size', values: ['1/3', '1/6'] }],
  variants: [
    { _id: 'big', options: { Size: '1/3' }, price: 48, stock: 1, image: '/uploads/big.webp' },
    { _id: 'small', options: { Size: '1/6' }, stock: 2 },
  ],
};
const NOW = new Date('2027-03-01T00:00:00.000Z');

describe('prices per variant', () => {
  it('a variant with its own price has its own discount; one without takes the product’s', () => {
    expect(unitPrice(dress, dress.variants[0])).toBe(48);
    expect(unitPrice(dress, dress.variants[1])).toBe(36);
    expect(priceRange(dress)).toEqual({ min: 36, max: 48 });
  });
});

describe('cart lines per variant', () => {
  it('keeps one line per variant, each limited by its own stock', () => {
    const big = toCartProduct(dress, dress.variants[0]!, NOW);
    const small = toCartProduct(dress, dress.variants[1]!, NOW);
    expect(big).toMatchObject({
      variantId: 'big',
      options: { Size: '1/3' },
      price: 48,
      discountPrice: null,
      image: '/uploads/big.webp',
      stock: 1,
    });
    const first = addToCart([], big);
    const both = first.ok ? addToCart(first.items, small, 2) : first;
    expect(both.ok && both.items.map(cartLineKey)).toEqual(['p1/big', 'p1/small']);
    if (!both.ok) return;
    expect(addToCart(both.items, big)).toEqual({
      ok: false,
      error: 'Cannot add more than 1 items (in stock limit)',
    });
    expect(updateQuantity(both.items, 'p1/small', 3)).toEqual({
      ok: false,
      error: 'Cannot add more than 2 items (in stock limit)',
    });
    expect(removeItem(both.items, 'p1/big').map(cartLineKey)).toEqual(['p1/small']);
  });

  it('finds the variant of a choice', () => {
    expect(findVariant(dress.variants, { Size: '1/6' })?._id).toBe('small');
    expect(findVariant(dress.variants, { Size: '1/4' })).toBeNull();
  });
});

describe('kinds and pre-orders', () => {
  const window = { closesAt: '2027-03-14T00:00:00.000Z', shipsFrom: '2027-05', cap: 5, ordered: 3 };

  it('words the lead time and the pre-order window as the shop says them', () => {
    expect(madeToOrderLine('6-8 weeks')).toBe('Made to order · ships in 6-8 weeks');
    expect(preorderLine(window)).toBe('Pre-order · closes 14 March · ships from May');
    expect(preorderLine({ ...window, shipsFrom: '2028-01' })).toBe(
      'Pre-order · closes 14 March · ships from January 2028',
    );
  });

  it('opens and closes the window, and counts what is left under the cap', () => {
    expect(preorderState({ ...window, opensAt: '2027-03-02T00:00:00.000Z' }, NOW)).toBe('upcoming');
    expect(preorderState(window, NOW)).toBe('open');
    expect(preorderState(window, new Date('2027-03-14T00:00:00.000Z'))).toBe('closed');
    const product = { ...dress, variants: [], options: [], stock: 0, preorder: window };
    expect(purchasableUnits(product, null, NOW)).toBe(2);
    expect(purchasableUnits({ ...product, kind: 'made-to-order', preorder: null }, null, NOW)).toBe(
      10,
    );
    expect(
      purchasableUnits({ ...product, kind: 'unique', preorder: null, soldAt: 'x' }, null, NOW),
    ).toBe(0);
  });

  it('sums a line up for a mail or a spreadsheet', () => {
    expect(
      lineSummary({
        title: 'Lace Dress',
        quantity: 2,
        options: { Size: '1/6' },
        leadTime: '6-8 weeks',
      }),
    ).toBe('2 × Lace Dress (Size: 1/6) [Made to order · ships in 6-8 weeks]');
    expect(lineSummary({ title: 'Star', quantity: 1, preorder: true, shipsFrom: '2027-05' })).toBe(
      '1 × Star [Pre-order · ships from May 2027]',
    );
  });
});
