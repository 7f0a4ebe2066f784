// The cart's rules (one line per product or variant; a line never exceeds its stock, a quantity
// below 1 is ignored): pure functions over CartItem[] that return a new list, so the zustand
// store, the server-rendered pages and the tests share one behaviour. Every page holds the cart,
// so this module stays free of the catalogue and price rules: a line is made from a product in
// cart-product.ts, and priced in cart-totals.ts, where only the pages that need them load them.
// The browser loads these rules at the cart's first change (or when a stored cart is read); only
// the few every page may need at once (cart-basics.ts) are part of its first load.

import type { OptionChoice } from '../domain/catalogue.ts';
import type { CartItem, LineCatalogueFacts, UnavailableItem } from '../domain/commerce.ts';
import { cartLineKey, stockLimitMessage } from './cart-basics.ts';

export type CartProduct = Omit<CartItem, 'quantity'>;

export type CartChange = { ok: true; items: CartItem[] } | { ok: false; error: string };

/** Adds a new line or increases an existing one; the total for the item may not exceed stock. */
export function addToCart(items: CartItem[], product: CartProduct, quantity = 1): CartChange {
  if (!Number.isInteger(quantity) || quantity < 1) return { ok: true, items };
  const key = cartLineKey(product);
  const existing = items.find((item) => cartLineKey(item) === key);
  const total = (existing?.quantity ?? 0) + quantity;
  if (total > product.stock) return { ok: false, error: stockLimitMessage(product.stock) };
  if (!existing) return { ok: true, items: [...items, { ...product, quantity }] };
  // The product's fresh price and stock replace what the line remembered.
  return {
    ok: true,
    items: items.map((item) =>
      cartLineKey(item) === key ? { ...product, quantity: total } : item,
    ),
  };
}

/** Sets a line's quantity (by cartLineKey); below 1 or an unknown line leaves the cart as it is. */
export function updateQuantity(items: CartItem[], key: string, quantity: number): CartChange {
  const line = items.find((item) => cartLineKey(item) === key);
  if (!line || !Number.isInteger(quantity) || quantity < 1) return { ok: true, items };
  if (quantity > line.stock) return { ok: false, error: stockLimitMessage(line.stock) };
  return {
    ok: true,
    items: items.map((item) => (cartLineKey(item) === key ? { ...item, quantity } : item)),
  };
}

/** Removes the line with this cartLineKey. */
export function removeItem(items: CartItem[], key: string): CartItem[] {
  return items.filter((item) => cartLineKey(item) !== key);
}

/**
 * Reads the stored cart; anything that is not a valid cart gives an empty one. Stored data may
 * be stale or tampered with, so every line is checked field by field. Written out rather than
 * as a zod schema because every page reads the cart: zod stays out of the first download.
 */
export function parseStoredCart(raw: string | null | undefined): CartItem[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const items: CartItem[] = [];
  for (const value of data) {
    const item = readStoredLine(value);
    if (!item) return [];
    items.push(item);
  }
  return items;
}

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isCountFrom = (value: unknown, least: number): value is number =>
  Number.isInteger(value) && (value as number) >= least;

/** A line with a non-empty id, prices of 0 or more, whole stock and a quantity of 1 or more. */
function readStoredLine(value: unknown): CartItem | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const line = value as Record<string, unknown>;
  const { id, title, price, stock, quantity } = line;
  const discountPrice = line['discountPrice'] ?? null;
  const image = line['image'] ?? null;
  if (typeof id !== 'string' || id === '' || typeof title !== 'string') return null;
  if (!isAmount(price) || (discountPrice !== null && !isAmount(discountPrice))) return null;
  if (image !== null && typeof image !== 'string') return null;
  if (!isCountFrom(stock, 0) || !isCountFrom(quantity, 1)) return null;
  const facts = readStoredFacts(line);
  if (!facts) return null;
  return { id, title, price, discountPrice, image, stock, quantity, ...facts };
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function isOptionChoice(value: unknown): value is OptionChoice {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((option) => typeof option === 'string')
  );
}

/** The optional catalogue facts of a stored line; null when one is there but malformed. */
function readStoredFacts(line: Record<string, unknown>): LineCatalogueFacts | null {
  const { variantId, options, leadTime, preorder, shipsFrom, depositPercent } = line;
  if (variantId !== undefined && !isText(variantId)) return null;
  if (options !== undefined && !isOptionChoice(options)) return null;
  if (leadTime !== undefined && !isText(leadTime)) return null;
  if (preorder !== undefined && typeof preorder !== 'boolean') return null;
  if (shipsFrom !== undefined && !isText(shipsFrom)) return null;
  if (depositPercent !== undefined && typeof depositPercent !== 'number') return null;
  return {
    ...(variantId !== undefined && { variantId }),
    ...(options !== undefined && { options: { ...options } }),
    ...(leadTime !== undefined && { leadTime }),
    ...(preorder !== undefined && { preorder }),
    ...(shipsFrom !== undefined && { shipsFrom }),
    ...(depositPercent !== undefined && { depositPercent }),
  };
}

/**
 * After a 400 with unavailableItems: each named line drops to what is in stock (and remembers
 * that stock); lines with nothing left are removed.
 */
export function adjustCartToStock(
  items: CartItem[],
  unavailableItems: UnavailableItem[],
): CartItem[] {
  const inStock = new Map(
    unavailableItems.map((entry) => [cartLineKey(entry), Math.max(0, entry.inStock)]),
  );
  return items.flatMap((item) => {
    const available = inStock.get(cartLineKey(item));
    if (available === undefined) return [item];
    const quantity = Math.min(item.quantity, available);
    return quantity > 0 ? [{ ...item, quantity, stock: available }] : [];
  });
}
