import { operations } from '@kawaii/shared';
import { requestedVersion } from '../content/versioning.ts';
import { notFound } from '../http/errors.ts';
import { imageUploads, uploadedImages } from '../http/multipart.ts';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { ProductService } from './service.ts';

/** Mounted at /api/shop. Saves take the multipart form or JSON with uploaded paths. */
export function productRoutes(products: ProductService): RouteTable {
  const table = createRouteTable('/shop');
  const withImages = { before: [imageUploads([{ name: 'images', maxCount: 20 }])] };

  table.handle(operations.listProducts, ({ query, viewer }) => products.list(query, viewer));

  table.handle(operations.getProduct, ({ params, viewer }) => {
    const product = products.getById(params.id, viewer);
    if (!product) throw notFound('Product not found');
    return product;
  });

  table.handle(
    operations.createProduct,
    ({ body, req, viewer }) => products.create(body, uploadedImages(req, 'images'), viewer),
    withImages,
  );

  table.handle(
    operations.updateProduct,
    ({ params, body, req, viewer }) =>
      products.update(params.id, body, uploadedImages(req, 'images'), viewer),
    withImages,
  );

  table.handle(operations.patchProduct, ({ params, body, viewer }) =>
    products.patch(params.id, body, viewer),
  );

  table.handle(operations.deleteProduct, ({ params, req, viewer }) => {
    products.delete(params.id, viewer, requestedVersion(req));
    return { message: 'Product deleted' };
  });

  return table;
}
