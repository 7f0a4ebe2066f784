// The cart's rules (a line never exceeds its stock, a quantity below 1 is ignored, a line costs its
// discount price or else its price): pure functions over CartItem[] that return a new
// list, so the zustand store, the server-rendered pages and the tests share one behaviour.

import type { CartItem, UnavailableItem } from '../domain/commerce.ts';
import type { Product } from '../domain/entities.ts';
import { effectivePrice, fromCents, toCents } from './money.ts';
import { orderTotals, type TotalsLine } from './order-totals.ts';

export type CartProduct = Omit<CartItem, 'quantity'>;

export type CartChange = { ok: true; items: CartItem[] } | { ok: false; error: string };

export function stockLimitMessage(stock: number): string {
  return `Cannot add more than ${stock} items (in stock limit)`;
}

/** The cart line fields of a product: its first image, its current price and stock. */
export function toCartProduct(product: Product): CartProduct {
  return {
    id: product._id,
    title: product.title,
    price: product.price,
    discountPrice: product.discountPrice,
    image: product.images[0] ?? null,
    stock: product.stock,
  };
}

/** Adds a new line or increases an existing one; the total for the item may not exceed stock. */
export function addToCart(items: CartItem[], product: CartProduct, quantity = 1): CartChange {
  if (!Number.isInteger(quantity) || quantity < 1) return { ok: true, items };
  const existing = items.find((item) => item.id === product.id);
  const total = (existing?.quantity ?? 0) + quantity;
  if (total > product.stock) return { ok: false, error: stockLimitMessage(product.stock) };
  if (!existing) return { ok: true, items: [...items, { ...product, quantity }] };
  // The product's fresh price and stock replace what the line remembered.
  return {
    ok: true,
    items: items.map((item) => (item.id === product.id ? { ...product, quantity: total } : item)),
  };
}

/** Sets a line's quantity; below 1 (or an unknown id) the cart is left as it is. */
export function updateQuantity(items: CartItem[], id: string, quantity: number): CartChange {
  const line = items.find((item) => item.id === id);
  if (!line || !Number.isInteger(quantity) || quantity < 1) return { ok: true, items };
  if (quantity > line.stock) return { ok: false, error: stockLimitMessage(line.stock) };
  return { ok: true, items: items.map((item) => (item.id === id ? { ...item, quantity } : item)) };
}

export function removeItem(items: CartItem[], id: string): CartItem[] {
  return items.filter((item) => item.id !== id);
}

/** Effective unit price times quantity, in dollars. */
export function lineTotal(item: CartItem): number {
  return fromCents(toCents(effectivePrice(item)) * item.quantity);
}

/** The cart's lines as the shared order totals read them. */
export function cartTotalsLines(items: readonly CartItem[]): TotalsLine[] {
  return items.map((item) => ({
    unitCents: toCents(effectivePrice(item)),
    quantity: item.quantity,
  }));
}

export function cartTotal(items: CartItem[]): number {
  return fromCents(orderTotals({ lines: cartTotalsLines(items) }).itemsCents);
}

/** Units in the cart, for the header badge. */
export function cartItemCount(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
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
  return { id, title, price, discountPrice, image, stock, quantity };
}

/**
 * After a 400 with unavailableItems: each named line drops to what is in stock (and remembers
 * that stock); lines with nothing left are removed.
 */
export function adjustCartToStock(
  items: CartItem[],
  unavailableItems: UnavailableItem[],
): CartItem[] {
  const inStock = new Map(unavailableItems.map((entry) => [entry.id, Math.max(0, entry.inStock)]));
  return items.flatMap((item) => {
    const available = inStock.get(item.id);
    if (available === undefined) return [item];
    const quantity = Math.min(item.quantity, available);
    return quantity > 0 ? [{ ...item, quantity, stock: available }] : [];
  });
}
