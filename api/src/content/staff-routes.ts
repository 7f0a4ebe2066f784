import { operations } from '@kawaii/shared';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { Services } from '../services.ts';

/**
 * The admin's product, artwork and post lists, a page at a time and searched here: the tabs read
 * these, and the forms' pickers search them and read what they have chosen by id. The whole
 * lists (GET /api/shop ...) stay as they are for the studio's pull and the pages.
 */
export function staffListRoutes(
  services: Pick<Services, 'products' | 'artworks' | 'posts'>,
): RouteTable {
  const table = createRouteTable('/staff');
  table.handle(operations.listStaffProducts, ({ query }) => services.products.staffPage(query));
  table.handle(operations.listStaffArtworks, ({ query }) => services.artworks.staffPage(query));
  table.handle(operations.listStaffPosts, ({ query }) => services.posts.staffPage(query));
  // What a form has chosen, shown by name without reading the whole list.
  table.handle(operations.listStaffProductsByIds, ({ query }) =>
    services.products.staffByIds(query.ids),
  );
  table.handle(operations.listStaffArtworksByIds, ({ query }) =>
    services.artworks.staffByIds(query.ids),
  );
  table.handle(operations.listStaffPostsByIds, ({ query }) => services.posts.staffByIds(query.ids));
  table.handle(operations.listPostCategories, () => ({
    categories: services.posts.categories(),
  }));
  return table;
}
