// After a 409 (prices or stock changed on the way), the cart takes the products as they are now,
// so that the next attempt sends a total the server agrees with.

import { toCartProduct, type CartItem, type Product, type PublicApi } from '@kawaii/shared';

/** The line as it stands now: its variant's price and limit (a variant gone, the line goes). */
function freshLine(item: CartItem, product: Product): CartItem[] {
  const variant = item.variantId
    ? (product.variants.find((candidate) => candidate._id === item.variantId) ?? null)
    : null;
  if (item.variantId && !variant) return [];
  if (!item.variantId && product.variants.length > 0) return [];
  const line = toCartProduct(product, variant);
  if (line.stock <= 0) return [];
  return [{ ...line, quantity: Math.min(item.quantity, line.stock) }];
}

/**
 * Lines take the fresh price and stock of their product, keeping at most what is in stock; lines
 * whose product is gone or sold out are dropped; lines with no fresh data are kept as they were.
 */
export function withFreshProducts(
  items: CartItem[],
  fresh: ReadonlyMap<string, Product | null>,
): CartItem[] {
  return items.flatMap((item) => {
    if (!fresh.has(item.id)) return [item];
    const product = fresh.get(item.id);
    return product ? freshLine(item, product) : [];
  });
}

/** Reads every line's product; a line whose read fails is left out of the map. */
export async function readFreshProducts(
  api: Pick<PublicApi, 'getProduct'>,
  items: CartItem[],
): Promise<Map<string, Product | null>> {
  const reads = await Promise.allSettled(items.map((item) => api.getProduct(item.id)));
  const fresh = new Map<string, Product | null>();
  reads.forEach((read, index) => {
    const item = items[index];
    if (item && read.status === 'fulfilled') fresh.set(item.id, read.value);
  });
  return fresh;
}
