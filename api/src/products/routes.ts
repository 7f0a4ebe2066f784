import { operations } from '@kawaii/shared';
import { collectionRouteTable } from '../content/collection-routes.ts';
import { notFound } from '../core/errors.ts';
import { uploadedImages } from '../http/multipart.ts';
import type { RouteTable } from '../http/route-table.ts';
import type { ProductService } from './service.ts';

/** Mounted at /api/shop. Saves take the multipart form or JSON with uploaded paths. */
export function productRoutes(products: ProductService): RouteTable {
  const table = collectionRouteTable('products', products, {
    record: 'Product',
    uploads: [{ name: 'images', maxCount: 20 }],
    files: (req) => uploadedImages(req, 'images'),
  });

  table.handle(operations.getProduct, ({ params, viewer }) => {
    const product = products.getById(params.id, viewer);
    if (!product) throw notFound('Product not found');
    return product;
  });

  return table;
}
