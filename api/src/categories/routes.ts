import { collectionRouteTable } from '../content/collection-routes.ts';
import { uploadedImage } from '../http/multipart.ts';
import type { RouteTable } from '../http/route-table.ts';
import type { CategoryService } from './service.ts';

/**
 * Mounted at /api/categories. Saves take the multipart form with an optional `image` file, or
 * JSON (the product form's inline `{name}`).
 */
export function categoryRoutes(categories: CategoryService): RouteTable {
  return collectionRouteTable('categories', categories, {
    record: 'Category',
    uploads: [{ name: 'image', maxCount: 1 }],
    files: (req) => uploadedImage(req, 'image'),
  });
}
