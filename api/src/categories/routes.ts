import { fieldPatchSchema } from '../content/field-patch.ts';
import { requestedVersion } from '../content/versioning.ts';
import { categoryInputSchema, categoryQuerySchema } from '@kawaii/shared';
import { imageUploads, uploadedImage } from '../http/multipart.ts';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { CategoryService } from './service.ts';

/**
 * Mounted at /api/categories. Saves take the multipart form with an optional `image` file, or
 * JSON (the product form's inline `{name}`).
 */
export function categoryRoutes(categories: CategoryService): RouteTable {
  const table = createRouteTable('/categories');
  const save = {
    access: 'admin' as const,
    body: categoryInputSchema,
    bodyType: 'multipart' as const,
    files: ['image'],
    before: [imageUploads([{ name: 'image', maxCount: 1 }])],
  };

  table.get(
    '/',
    {
      summary: 'List categories (?active=true: the active ones)',
      access: 'public',
      cache: 'public',
      query: categoryQuerySchema,
    },
    ({ query }) => categories.list(query),
  );

  table.post('/', { summary: 'Create a category', status: 201, ...save }, ({ body, req, viewer }) =>
    categories.create(body, uploadedImage(req, 'image'), viewer),
  );

  table.put('/:id', { summary: 'Update a category', ...save }, ({ params, body, req, viewer }) =>
    categories.update(params['id']!, body, uploadedImage(req, 'image'), viewer),
  );

  table.patch(
    '/:id',
    {
      summary: 'Change some fields of a category (with the version they were based on)',
      access: 'admin',
      body: fieldPatchSchema,
    },
    ({ params, body, viewer }) => categories.patch(params['id']!, body, viewer),
  );

  table.delete(
    '/:id',
    { summary: 'Delete a category (its products become uncategorized)', access: 'admin' },
    ({ params, req, viewer }) => {
      categories.delete(params['id']!, viewer, requestedVersion(req));
      return { message: 'Category deleted' };
    },
  );

  return table;
}
