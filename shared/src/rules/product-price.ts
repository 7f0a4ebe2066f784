// What one unit of a product costs, per variant: a variant's own price and sale price when it
// has them, the product's otherwise. Every price shown or charged for a product goes through
// unitPrice, so a card, the cart and the order never disagree.

import { effectivePrice, type Priced } from './money.ts';

export interface PricedVariant {
  price?: number | null;
  discountPrice?: number | null;
  salePrice?: number | null;
}

/**
 * The price and discount price of one unit. A variant with its own price has its own discount
 * (or none): the product's discount was set against the product's price, not the variant's.
 */
export function variantPricing(product: Priced, variant?: PricedVariant | null): Priced {
  // A sale price leaves only while a sale runs, so a plain product reads as it always did.
  const sale = (salePrice: number | null | undefined) => (salePrice == null ? {} : { salePrice });
  if (!variant) {
    return {
      price: product.price,
      discountPrice: product.discountPrice ?? null,
      ...sale(product.salePrice),
    };
  }
  if (variant.price != null) {
    return {
      price: variant.price,
      discountPrice: variant.discountPrice ?? null,
      ...sale(variant.salePrice),
    };
  }
  return {
    price: product.price,
    discountPrice: variant.discountPrice ?? product.discountPrice ?? null,
    ...sale(product.salePrice),
  };
}

/** What the buyer pays for one unit of the product, or of the variant when one is named. */
export function unitPrice(product: Priced, variant?: PricedVariant | null): number {
  return effectivePrice(variantPricing(product, variant));
}

export interface PriceRange {
  /** The lowest effective price of what is sold. */
  min: number;
  max: number;
}

/** Over the variants when there are any (a card shows "from $min" when min < max). */
export function priceRange(product: Priced & { variants?: readonly PricedVariant[] }): PriceRange {
  const variants = product.variants ?? [];
  if (variants.length === 0) {
    const price = unitPrice(product);
    return { min: price, max: price };
  }
  const prices = variants.map((variant) => unitPrice(product, variant));
  return { min: Math.min(...prices), max: Math.max(...prices) };
}
