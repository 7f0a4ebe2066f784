import { describe, expect, it } from 'vitest';
import type { CartItem } from '@kawaii/shared';
import { aProduct } from '../test/fixtures.ts';
import { readFreshProducts, withFreshProducts } from './refresh-cart.ts';

const line = (id: string, quantity: number): CartItem => ({
  id,
  title: 'Old title',
  price: 10,
  discountPrice: null,
  image: null,
  stock: 9,
  quantity,
});

describe('withFreshProducts', () => {
  it('takes fresh prices and stock, keeps at most the stock, drops gone or sold-out lines', () => {
    const fresh = new Map([
      ['a', aProduct({ _id: 'a', title: 'Bunny', price: 12, discountPrice: 11, stock: 2 })],
      ['b', null],
      ['c', aProduct({ _id: 'c', stock: 0 })],
    ]);
    const items = [line('a', 3), line('b', 1), line('c', 1), line('d', 2)];
    expect(withFreshProducts(items, fresh)).toEqual([
      {
        id: 'a',
        title: 'Bunny',
        price: 12,
        discountPrice: 11,
        image: '/uploads/prod1-1000x1000.webp',
        stock: 2,
        quantity: 2,
      },
      line('d', 2),
    ]);
  });
});

describe('readFreshProducts', () => {
  it('leaves out the lines whose read failed', async () => {
    const api = {
      getProduct: async (id: string) => {
        if (id === 'broken') throw new Error('offline');
        return id === 'gone' ? null : aProduct({ _id: id });
      },
    };
    const fresh = await readFreshProducts(api, [line('a', 1), line('gone', 1), line('broken', 1)]);
    expect([...fresh.keys()]).toEqual(['a', 'gone']);
    expect(fresh.get('gone')).toBeNull();
  });
});
