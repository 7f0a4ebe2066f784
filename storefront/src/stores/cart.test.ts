import { describe, expect, it } from 'vitest';
import type { CartProduct } from '@kawaii/shared';
import { CART_STORAGE_KEY, createCartStore, type CartStorage } from './cart.ts';

function memoryStorage(initial: Record<string, string> = {}): CartStorage & {
  items: Record<string, string>;
} {
  const items = { ...initial };
  return {
    items,
    getItem: (key) => items[key] ?? null,
    setItem: (key, value) => {
      items[key] = value;
    },
  };
}

const bunny: CartProduct = {
  id: 'p1',
  title: 'Bunny Doll',
  price: 40,
  discountPrice: 30,
  image: '/uploads/bunny-800x800.webp',
  stock: 2,
};
const bear: CartProduct = { ...bunny, id: 'p2', title: 'Bear', discountPrice: null, stock: 5 };

function storeWith(storage = memoryStorage()) {
  return { storage, cart: createCartStore(() => storage) };
}

describe('cart store', () => {
  it('adds a new line, then increases it, and persists under cartItems', async () => {
    const { storage, cart } = storeWith();
    expect(await cart.getState().add(bunny)).toEqual({ ok: true });
    expect(await cart.getState().add(bunny)).toEqual({ ok: true });
    expect(cart.getState().items).toEqual([{ ...bunny, quantity: 2 }]);
    expect(JSON.parse(storage.items[CART_STORAGE_KEY]!)).toEqual([{ ...bunny, quantity: 2 }]);
  });

  it('refuses to go beyond stock with the exact message, leaving the cart as it was', async () => {
    const { cart } = storeWith();
    await cart.getState().add(bunny, 2);
    expect(await cart.getState().add(bunny)).toEqual({
      ok: false,
      error: 'Cannot add more than 2 items (in stock limit)',
    });
    expect(await cart.getState().setQuantity('p1', 3)).toEqual({
      ok: false,
      error: 'Cannot add more than 2 items (in stock limit)',
    });
    expect(cart.getState().items[0]?.quantity).toBe(2);
  });

  it('ignores quantity updates below 1, and removes and clears lines', async () => {
    const { storage, cart } = storeWith();
    await cart.getState().add(bunny);
    await cart.getState().add(bear, 3);
    expect(await cart.getState().setQuantity('p2', 0)).toEqual({ ok: true });
    expect(cart.getState().items.map((item) => item.quantity)).toEqual([1, 3]);
    await cart.getState().setQuantity('p2', 4);
    expect(cart.getState().items[1]?.quantity).toBe(4);
    await cart.getState().remove('p1');
    expect(cart.getState().items.map((item) => item.id)).toEqual(['p2']);
    cart.getState().clear();
    expect(cart.getState().items).toEqual([]);
    expect(storage.items[CART_STORAGE_KEY]).toBe('[]');
  });

  it('reduces lines to the stock the server reported, dropping sold-out ones', async () => {
    const { cart } = storeWith();
    await cart.getState().add(bunny, 2);
    await cart.getState().add(bear, 4);
    await cart.getState().adjustToStock([
      { id: 'p1', title: 'Bunny Doll', requested: 2, inStock: 0 },
      { id: 'p2', title: 'Bear', requested: 4, inStock: 1 },
    ]);
    expect(cart.getState().items).toEqual([{ ...bear, stock: 1, quantity: 1 }]);
  });

  it('restores a stored cart, and treats invalid stored data as an empty cart', async () => {
    const stored = JSON.stringify([{ ...bunny, quantity: 1 }]);
    const { cart } = storeWith(memoryStorage({ [CART_STORAGE_KEY]: stored }));
    expect(cart.getState().items).toEqual([]); // nothing is read before restore (hydration)
    await cart.getState().restore();
    expect(cart.getState().items).toEqual([{ ...bunny, quantity: 1 }]);

    for (const junk of ['{oops', '{"id":"p1"}', '[{"id":"p1","quantity":0}]']) {
      const broken = storeWith(memoryStorage({ [CART_STORAGE_KEY]: junk })).cart;
      await broken.getState().restore();
      expect(broken.getState().items).toEqual([]);
    }
  });

  it('applies changes asked for at once in order: a stored cart read first, then each tap once', async () => {
    const stored = JSON.stringify([{ ...bear, quantity: 1 }]);
    const { storage, cart } = storeWith(memoryStorage({ [CART_STORAGE_KEY]: stored }));
    // None awaited before the next: the rules may still be on their way.
    const changes = [
      cart.getState().restore(),
      cart.getState().add(bunny),
      cart.getState().add(bunny),
      cart.getState().add(bunny),
    ];
    expect(await Promise.all(changes)).toEqual([
      undefined,
      { ok: true },
      { ok: true },
      { ok: false, error: 'Cannot add more than 2 items (in stock limit)' },
    ]);
    expect(cart.getState().items).toEqual([
      { ...bear, quantity: 1 },
      { ...bunny, quantity: 2 },
    ]);
    expect(JSON.parse(storage.items[CART_STORAGE_KEY]!)).toEqual(cart.getState().items);
  });

  it('reads an empty stored cart at once, without waiting for the rules', () => {
    const { cart } = storeWith(memoryStorage({ [CART_STORAGE_KEY]: '[]' }));
    void cart.getState().restore();
    expect(cart.getState().items).toEqual([]);
  });

  it('works without storage (server rendering)', async () => {
    const cart = createCartStore(() => null);
    await cart.getState().restore();
    expect(await cart.getState().add(bear)).toEqual({ ok: true });
    expect(cart.getState().items).toHaveLength(1);
  });
});
