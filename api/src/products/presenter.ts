import { fromCents, type Product } from '@kawaii/shared';
import type { ProductWithCategory } from './store.ts';

export function presentProduct(product: ProductWithCategory): Product {
  return {
    _id: product.id,
    title: product.title,
    description: product.description,
    price: fromCents(product.priceCents),
    discountPrice:
      product.discountPriceCents === null ? null : fromCents(product.discountPriceCents),
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
  };
}
