import { toCents, type Product, type ProductQuery } from '@kawaii/shared';
import { isStaff, type Viewer } from '../http/viewer.ts';
import { presentProduct } from './presenter.ts';
import type { ProductStore } from './store.ts';

export type ProductService = ReturnType<typeof createProductService>;

export function createProductService(store: ProductStore) {
  return {
    /** Unpublished products are hidden from everyone but staff. Prices filter in dollars. */
    list(query: ProductQuery, viewer: Viewer): Product[] {
      return store
        .list({
          categoryId: query.category,
          minPriceCents: query.minPrice === undefined ? undefined : toCents(query.minPrice),
          maxPriceCents: query.maxPrice === undefined ? undefined : toCents(query.maxPrice),
          sort: query.sort,
          published: isStaff(viewer) ? query.published : true,
          featured: query.featured,
          limit: query.limit,
        })
        .map(presentProduct);
    },

    getById(id: string, viewer: Viewer): Product | null {
      const product = store.findById(id);
      if (!product || (!product.published && !isStaff(viewer))) return null;
      return presentProduct(product);
    },
  };
}
