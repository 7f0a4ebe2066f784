// The options chosen on a product page live in the address (/shop/p1?Size=1%2F6&Colour=Pink), so
// a choice can be shared and is rendered on the server as the shopper will see it.

import {
  findVariant,
  purchasableUnits,
  type OptionChoice,
  type Product,
  type ProductVariant,
} from '@kawaii/shared';

/** The choice the address names: only known values of the product's own option groups. */
export function choiceFromSearch(
  product: Pick<Product, 'options'>,
  params: URLSearchParams,
): OptionChoice {
  const choice: OptionChoice = {};
  for (const group of product.options) {
    const value = params.get(group.name);
    if (value !== null && group.values.includes(value)) choice[group.name] = value;
  }
  return choice;
}

/**
 * What the page starts with: the address's choice when it names a variant, else the first
 * variant that can be bought (else the first), so a price and a stock line show at once.
 */
export function initialChoice(product: Product, params: URLSearchParams, at: Date): OptionChoice {
  if (product.variants.length === 0) return {};
  const asked = choiceFromSearch(product, params);
  if (findVariant(product.variants, asked)) return asked;
  const first =
    product.variants.find((variant) => purchasableUnits(product, variant, at) > 0) ??
    product.variants[0];
  return first ? { ...first.options } : asked;
}

/** '?Size=1%2F6&Colour=Pink', in the order of the option groups. */
export function choiceSearch(product: Pick<Product, 'options'>, choice: OptionChoice): string {
  const params = new URLSearchParams();
  for (const group of product.options) {
    const value = choice[group.name];
    if (value !== undefined) params.set(group.name, value);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The product's pictures with the variant's own first (when it has one). */
export function picturesFor(product: Pick<Product, 'images'>, variant: ProductVariant | null) {
  const own = variant?.image;
  return own ? [own, ...product.images.filter((image) => image !== own)] : product.images;
}
