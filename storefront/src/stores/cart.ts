// The cart: lines persisted in localStorage under 'cartItems'. Every
// change goes through the shared cart rules, so the stock limit reads the same everywhere. The
// store starts empty on the server and on the first client render (no hydration mismatch);
// restoreCart() loads the stored lines once the page has hydrated.
//
// The rules load with the cart's first change (or the first stored cart to read), so every page's
// first load carries only the store and the header's count. A change therefore answers a promise.
// Changes are applied in the order they were asked for: each waits for the one rules module, and
// waits on one promise resolve in turn, so a second tap sees what the first one added, and a
// stored cart read at hydration is in place before a tap made meanwhile is replayed on it.

import { create, type StoreApi, type UseBoundStore } from 'zustand';
import type { CartChange, CartItem, CartProduct, UnavailableItem } from '@kawaii/shared';
import type * as CartRulesModule from './cart-rules.ts';

export const CART_STORAGE_KEY = 'cartItems';

export type CartStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** What a change did: `error` is the stock message when the rule refused it. */
export type CartResult = { ok: true } | { ok: false; error: string };

export interface CartState {
  items: CartItem[];
  /** Adds a new line or increases one; refused beyond the product's stock. */
  add(product: CartProduct, quantity?: number): Promise<CartResult>;
  /** Sets a line's quantity; below 1 it is ignored, beyond stock refused. */
  /** By cartLineKey: the product id, with the variant's when it has one. */
  setQuantity(key: string, quantity: number): Promise<CartResult>;
  remove(key: string): Promise<void>;
  clear(): void;
  /** After a 400 with unavailableItems: each named line drops to what is in stock. */
  adjustToStock(unavailableItems: UnavailableItem[]): Promise<void>;
  /** Replaces every line, e.g. with fresh prices after the server refused a stale total. */
  replaceItems(items: CartItem[]): void;
  /** Loads the stored cart (invalid data gives an empty cart). */
  restore(): Promise<void>;
}

type CartRules = typeof CartRulesModule;

let rules: Promise<CartRules> | null = null;

/** The cart's rules: fetched once, at the first call. */
export function loadCartRules(): Promise<CartRules> {
  return (rules ??= import('./cart-rules.ts'));
}

export function createCartStore(
  storage: () => CartStorage | null,
): UseBoundStore<StoreApi<CartState>> {
  return create<CartState>()((set, get) => {
    const save = (items: CartItem[]) => {
      storage()?.setItem(CART_STORAGE_KEY, JSON.stringify(items));
      set({ items });
    };
    const apply = (change: CartChange): CartResult => {
      if (!change.ok) return change;
      save(change.items);
      return { ok: true };
    };
    return {
      items: [],
      add: async (product, quantity = 1) =>
        apply((await loadCartRules()).addToCart(get().items, product, quantity)),
      setQuantity: async (id, quantity) =>
        apply((await loadCartRules()).updateQuantity(get().items, id, quantity)),
      remove: async (id) => save((await loadCartRules()).removeItem(get().items, id)),
      clear: () => save([]),
      adjustToStock: async (unavailableItems) =>
        save((await loadCartRules()).adjustCartToStock(get().items, unavailableItems)),
      replaceItems: (items) => save(items),
      restore: async () => {
        // An empty cart (nothing stored, or emptied) needs no rules to read.
        const stored = storage()?.getItem(CART_STORAGE_KEY);
        if (!stored || stored === '[]') return set({ items: [] });
        const { parseStoredCart } = await loadCartRules();
        // Read again: another tab may have written meanwhile.
        set({ items: parseStoredCart(storage()?.getItem(CART_STORAGE_KEY)) });
      },
    };
  });
}

/** localStorage in the browser; nothing on the server, where the cart stays empty. */
function browserStorage(): CartStorage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

export const useCart = createCartStore(browserStorage);
