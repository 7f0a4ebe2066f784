// A cart line made from a product (or its variant): the catalogue's stock and the price rules
// decide what the line carries. Apart from the cart's own rules (cart.ts), which every page
// holds, because only the pages that sell a product need the catalogue rules.

import type { ProductVariant } from '../domain/catalogue.ts';
import type { LineCatalogueFacts } from '../domain/commerce.ts';
import type { Product } from '../domain/entities.ts';
import type { CartProduct } from './cart.ts';
import { purchasableUnits } from './catalogue.ts';
import { effectivePrice } from './money.ts';
import { variantPricing } from './product-price.ts';

/**
 * The cart line fields of a product (or of its variant): the variant's picture or the product's
 * first, the variant's price or the product's, and how many one line may hold now (the stock,
 * or a made-to-order or pre-order limit), with the lead time or shipping month it carries.
 */
export function toCartProduct(
  product: Product,
  variant: ProductVariant | null = null,
  at: Date = new Date(),
): CartProduct {
  const pricing = variantPricing(product, variant);
  // A running sale's price travels as the line's discount price: what the line costs.
  const paid = effectivePrice(pricing);
  return {
    id: product._id,
    title: product.title,
    price: pricing.price,
    discountPrice: paid < pricing.price ? paid : (pricing.discountPrice ?? null),
    image: variant?.image ?? product.images[0] ?? null,
    stock: purchasableUnits(product, variant, at),
    ...lineFacts(product, variant),
  };
}

/** The catalogue facts a line of the product carries. */
function lineFacts(product: Product, variant: ProductVariant | null): LineCatalogueFacts {
  return {
    ...(variant && { variantId: variant._id, options: { ...variant.options } }),
    ...(product.kind === 'made-to-order' && product.leadTime && { leadTime: product.leadTime }),
    ...(product.kind === 'made-to-order' &&
      product.depositPercent && { depositPercent: product.depositPercent }),
    ...(product.preorder && { preorder: true, shipsFrom: product.preorder.shipsFrom }),
  };
}
