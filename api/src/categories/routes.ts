import { operations } from '@kawaii/shared';
import { requestedVersion } from '../content/versioning.ts';
import { imageUploads, uploadedImage } from '../http/multipart.ts';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { CategoryService } from './service.ts';

/**
 * Mounted at /api/categories. Saves take the multipart form with an optional `image` file, or
 * JSON (the product form's inline `{name}`).
 */
export function categoryRoutes(categories: CategoryService): RouteTable {
  const table = createRouteTable('/categories');
  const withImage = { before: [imageUploads([{ name: 'image', maxCount: 1 }])] };

  table.handle(operations.listCategories, ({ query }) => categories.list(query));

  table.handle(
    operations.createCategory,
    ({ body, req, viewer }) => categories.create(body, uploadedImage(req, 'image'), viewer),
    withImage,
  );

  table.handle(
    operations.updateCategory,
    ({ params, body, req, viewer }) =>
      categories.update(params.id, body, uploadedImage(req, 'image'), viewer),
    withImage,
  );

  table.handle(operations.patchCategory, ({ params, body, viewer }) =>
    categories.patch(params.id, body, viewer),
  );

  table.handle(operations.deleteCategory, ({ params, req, viewer }) => {
    categories.delete(params.id, viewer, requestedVersion(req));
    return { message: 'Category deleted' };
  });

  return table;
}
