import { describe, expect, it } from 'vitest';
import type { CartItem } from '../domain/commerce.ts';
import type { Product } from '../domain/entities.ts';
import {
  addToCart,
  adjustCartToStock,
  parseStoredCart,
  removeItem,
  updateQuantity,
  type CartProduct,
} from './cart.ts';
import { cartItemCount } from './cart-basics.ts';
import { toCartProduct } from './cart-product.ts';
import { cartTotal, lineTotal } from './cart-totals.ts';

const bunny: CartProduct = {
  id: 'p1',
  title: 'Bunny Doll',
  price: 40,
  discountPrice: 30,
  image: '/uploads/bunny.webp',
  stock: 3,
};
const bear: CartProduct = {
  id: 'p2',
  title: 'Bear Print',
  price: 12.5,
  discountPrice: null,
  image: null,
  stock: 10,
};
const line = (product: CartProduct, quantity: number): CartItem => ({ ...product, quantity });

describe('addToCart', () => {
  it('adds a new line with the quantity', () => {
    expect(addToCart([], bunny)).toEqual({ ok: true, items: [line(bunny, 1)] });
    expect(addToCart([line(bear, 1)], bunny, 2)).toEqual({
      ok: true,
      items: [line(bear, 1), line(bunny, 2)],
    });
  });

  it('increases an existing line and refreshes its price and stock', () => {
    const stale = { ...line(bunny, 1), price: 50, stock: 9 };
    expect(addToCart([stale], bunny, 2)).toEqual({ ok: true, items: [line(bunny, 3)] });
  });

  it('refuses to go beyond stock with the exact message', () => {
    expect(addToCart([line(bunny, 2)], bunny, 2)).toEqual({
      ok: false,
      error: 'Cannot add more than 3 items (in stock limit)',
    });
    expect(addToCart([], { ...bunny, stock: 0 })).toEqual({
      ok: false,
      error: 'Cannot add more than 0 items (in stock limit)',
    });
  });

  it('ignores quantities below 1', () => {
    const items = [line(bunny, 1)];
    expect(addToCart(items, bunny, 0)).toEqual({ ok: true, items });
  });
});

describe('updateQuantity', () => {
  const items = [line(bunny, 1), line(bear, 2)];

  it('sets the quantity of one line', () => {
    expect(updateQuantity(items, 'p2', 5)).toEqual({
      ok: true,
      items: [line(bunny, 1), line(bear, 5)],
    });
  });

  it('leaves the cart unchanged below 1 or for an unknown id', () => {
    expect(updateQuantity(items, 'p1', 0)).toEqual({ ok: true, items });
    expect(updateQuantity(items, 'nope', 2)).toEqual({ ok: true, items });
  });

  it('refuses to exceed stock', () => {
    expect(updateQuantity(items, 'p1', 4)).toEqual({
      ok: false,
      error: 'Cannot add more than 3 items (in stock limit)',
    });
  });
});

describe('totals', () => {
  it('prices lines at the effective price without float drift', () => {
    expect(lineTotal(line(bunny, 2))).toBe(60);
    expect(lineTotal({ ...line(bear, 3), price: 0.1 })).toBe(0.3);
    expect(cartTotal([line(bunny, 2), line(bear, 3)])).toBe(97.5);
    expect(cartTotal([])).toBe(0);
    expect(cartItemCount([line(bunny, 2), line(bear, 3)])).toBe(5);
  });

  it('removes a line', () => {
    expect(removeItem([line(bunny, 1), line(bear, 1)], 'p1')).toEqual([line(bear, 1)]);
  });
});

describe('parseStoredCart', () => {
  it('reads a stored cart', () => {
    const items = [line(bunny, 2)];
    expect(parseStoredCart(JSON.stringify(items))).toEqual(items);
  });

  it('gives an empty cart for missing, broken or wrongly shaped data', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('')).toEqual([]);
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart('{"id":"p1"}')).toEqual([]);
    expect(parseStoredCart(JSON.stringify([{ ...line(bunny, 1), quantity: 0 }]))).toEqual([]);
    expect(parseStoredCart(JSON.stringify([{ ...line(bunny, 1), price: '40' }]))).toEqual([]);
    expect(parseStoredCart(JSON.stringify([{ ...line(bunny, 1), id: '' }]))).toEqual([]);
    expect(parseStoredCart(JSON.stringify([{ ...line(bunny, 1), stock: 1.5 }]))).toEqual([]);
    expect(parseStoredCart(JSON.stringify([{ ...line(bunny, 1), discountPrice: -1 }]))).toEqual([]);
    expect(parseStoredCart(JSON.stringify([{ ...line(bunny, 1), image: 7 }]))).toEqual([]);
    expect(parseStoredCart(JSON.stringify([line(bunny, 1), null]))).toEqual([]);
  });

  it('fills a missing discount or image with null and drops fields a line does not have', () => {
    const { discountPrice: _discount, image: _image, ...bare } = line(bunny, 1);
    expect(parseStoredCart(JSON.stringify([{ ...bare, extra: 'x' }]))).toEqual([
      { ...bare, discountPrice: null, image: null },
    ]);
  });
});

describe('adjustCartToStock', () => {
  it('reduces named lines to what is in stock and drops those with none', () => {
    const items = [line(bunny, 3), line(bear, 2), { ...line(bear, 1), id: 'p3' }];
    const adjusted = adjustCartToStock(items, [
      { id: 'p1', title: 'Bunny Doll', requested: 3, inStock: 1 },
      { id: 'p3', title: 'Gone', requested: 1, inStock: 0 },
    ]);
    expect(adjusted).toEqual([{ ...line(bunny, 1), stock: 1 }, line(bear, 2)]);
  });
});

describe('toCartProduct', () => {
  it('takes the first image and the current price and stock', () => {
    const product = {
      _id: 'p1',
      title: 'Bunny Doll',
      price: 40,
      discountPrice: 30,
      stock: 3,
      images: ['/uploads/a.webp', '/uploads/b.webp'],
    } as Product;
    expect(toCartProduct(product)).toEqual({ ...bunny, image: '/uploads/a.webp' });
    expect(toCartProduct({ ...product, images: [] }).image).toBeNull();
  });
});
