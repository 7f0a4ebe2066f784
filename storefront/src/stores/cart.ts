// The cart: lines persisted in localStorage under 'cartItems'. Every
// change goes through the shared cart rules, so the stock limit reads the same everywhere. The
// store starts empty on the server and on the first client render (no hydration mismatch);
// restoreCart() loads the stored lines once the page has hydrated.

import { create, type StoreApi, type UseBoundStore } from 'zustand';
import {
  addToCart,
  adjustCartToStock,
  parseStoredCart,
  removeItem,
  updateQuantity,
  type CartChange,
  type CartItem,
  type CartProduct,
  type UnavailableItem,
} from '@kawaii/shared';

export const CART_STORAGE_KEY = 'cartItems';

export type CartStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** What a change did: `error` is the stock message when the rule refused it. */
export type CartResult = { ok: true } | { ok: false; error: string };

export interface CartState {
  items: CartItem[];
  /** Adds a new line or increases one; refused beyond the product's stock. */
  add(product: CartProduct, quantity?: number): CartResult;
  /** Sets a line's quantity; below 1 it is ignored, beyond stock refused. */
  /** By cartLineKey: the product id, with the variant's when it has one. */
  setQuantity(key: string, quantity: number): CartResult;
  remove(key: string): void;
  clear(): void;
  /** After a 400 with unavailableItems: each named line drops to what is in stock. */
  adjustToStock(unavailableItems: UnavailableItem[]): void;
  /** Replaces every line, e.g. with fresh prices after the server refused a stale total. */
  replaceItems(items: CartItem[]): void;
  /** Loads the stored cart (invalid data gives an empty cart). */
  restore(): void;
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
      add: (product, quantity = 1) => apply(addToCart(get().items, product, quantity)),
      setQuantity: (id, quantity) => apply(updateQuantity(get().items, id, quantity)),
      remove: (id) => save(removeItem(get().items, id)),
      clear: () => save([]),
      adjustToStock: (unavailableItems) => save(adjustCartToStock(get().items, unavailableItems)),
      replaceItems: (items) => save(items),
      restore: () => set({ items: parseStoredCart(storage()?.getItem(CART_STORAGE_KEY)) }),
    };
  });
}

/** localStorage in the browser; nothing on the server, where the cart stays empty. */
function browserStorage(): CartStorage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

export const useCart = createCartStore(browserStorage);
