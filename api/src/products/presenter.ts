import {
  fromCents,
  salePriceCents,
  type PreorderWindow,
  type Product,
  type ProductVariant,
  type SaleTerms,
} from '@kawaii/shared';
import type { ProductRecord, ProductWithCategory, VariantRecord } from './store.ts';

/** The sale running for a product as its answer shows it: what it takes off and when it ends. */
export type RunningSale = Pick<SaleTerms, 'type' | 'value' | 'endsAt'>;

/** `sale`: the scheduled sale running for the product now, if any. */
export function presentProduct(
  product: ProductWithCategory,
  sale: RunningSale | null = null,
): Product {
  return {
    _id: product.id,
    title: product.title,
    description: product.description,
    price: fromCents(product.priceCents),
    discountPrice:
      product.discountPriceCents === null ? null : fromCents(product.discountPriceCents),
    ...(sale && {
      salePrice: fromCents(salePriceCents(product.priceCents, sale)),
      saleEndsAt: sale.endsAt,
    }),
    category: product.category ? { _id: product.category.id, name: product.category.name } : null,
    stock: product.stock,
    dimensions: { width: product.widthCm, height: product.heightCm },
    featured: product.featured,
    published: product.published,
    images: product.images,
    rating: { stars: product.ratingStars, count: product.ratingCount },
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
    version: product.version,
    kind: product.kind,
    options: product.options.map((group) => ({ name: group.name, values: [...group.values] })),
    variants: product.variants.map((variant) => presentVariant(variant, sale)),
    // The optional facts leave only when set, so a plain product reads as it always did.
    ...(product.leadTime !== null && { leadTime: product.leadTime }),
    ...(product.lowStockThreshold !== null && { lowStockThreshold: product.lowStockThreshold }),
    ...(product.depositPercent != null && { depositPercent: product.depositPercent }),
    ...(product.preorder !== null && { preorder: presentPreorder(product) }),
    ...(product.soldAt !== null && { soldAt: product.soldAt }),
  };
}

export function presentVariant(
  variant: VariantRecord,
  sale: RunningSale | null = null,
): ProductVariant {
  return {
    _id: variant.id,
    options: { ...variant.options },
    ...(variant.priceCents !== null && { price: fromCents(variant.priceCents) }),
    ...(variant.discountPriceCents !== null && {
      discountPrice: fromCents(variant.discountPriceCents),
    }),
    // A variant with its own price has it on sale too; the others follow the product's.
    ...(sale &&
      variant.priceCents !== null && {
        salePrice: fromCents(salePriceCents(variant.priceCents, sale)),
      }),
    stock: variant.stock,
    ...(variant.image !== null && { image: variant.image }),
  };
}

function presentPreorder({
  preorder,
  preorderOrdered,
}: Pick<ProductRecord, 'preorder' | 'preorderOrdered'>): PreorderWindow | null {
  if (!preorder) return null;
  return {
    ...(preorder.opensAt !== null && { opensAt: preorder.opensAt }),
    closesAt: preorder.closesAt,
    ...(preorder.cap !== null && { cap: preorder.cap }),
    shipsFrom: preorder.shipsFrom,
    ordered: preorderOrdered,
  };
}
