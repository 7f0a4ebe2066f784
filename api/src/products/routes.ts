import { fieldPatchSchema } from '../content/field-patch.ts';
import { requestedVersion } from '../content/versioning.ts';
import { productInputSchema, productQuerySchema } from '@kawaii/shared';
import { notFound } from '../http/errors.ts';
import { imageUploads, uploadedImages } from '../http/multipart.ts';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { ProductService } from './service.ts';

const IMAGE_FIELDS = [{ name: 'images', maxCount: 20 }];

/** Mounted at /api/shop. Saves take the multipart form or JSON with uploaded paths. */
export function productRoutes(products: ProductService): RouteTable {
  const table = createRouteTable('/shop');
  const save = {
    access: 'admin' as const,
    body: productInputSchema,
    bodyType: 'multipart' as const,
    files: ['images'],
    before: [imageUploads(IMAGE_FIELDS)],
  };

  table.get(
    '/',
    {
      summary: 'List products (published only, except for staff)',
      access: 'public',
      cache: 'public',
      query: productQuerySchema,
    },
    ({ query, viewer }) => products.list(query, viewer),
  );

  table.get(
    '/:id',
    {
      summary: 'A product with its category (drafts for staff only)',
      access: 'public',
      cache: 'public',
    },
    ({ params, viewer }) => {
      const product = products.getById(params['id']!, viewer);
      if (!product) throw notFound('Product not found');
      return product;
    },
  );

  table.post('/', { summary: 'Create a product', status: 201, ...save }, ({ body, req, viewer }) =>
    products.create(body, uploadedImages(req, 'images'), viewer),
  );

  table.put('/:id', { summary: 'Update a product', ...save }, ({ params, body, req, viewer }) =>
    products.update(params['id']!, body, uploadedImages(req, 'images'), viewer),
  );

  table.patch(
    '/:id',
    {
      summary: 'Change some fields of a product (with the version they were based on)',
      access: 'admin',
      body: fieldPatchSchema,
    },
    ({ params, body, viewer }) => products.patch(params['id']!, body, viewer),
  );

  table.delete(
    '/:id',
    { summary: 'Delete a product', access: 'admin' },
    ({ params, req, viewer }) => {
      products.delete(params['id']!, viewer, requestedVersion(req));
      return { message: 'Product deleted' };
    },
  );

  return table;
}
