import { operations } from '@kawaii/shared';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { Services } from '../services.ts';

/**
 * The public lists a page at a time, with the total and the next page: what the shop, portfolio
 * and blog pages show. The plain lists (GET /api/shop ...) stay as they are.
 */
export function pagedRoutes(
  services: Pick<Services, 'products' | 'artworks' | 'posts'>,
): RouteTable {
  const table = createRouteTable('/paged');
  table.handle(operations.listProductPage, ({ query, viewer }) =>
    services.products.page(query, viewer),
  );
  table.handle(operations.listArtworkPage, ({ query }) => services.artworks.page(query));
  table.handle(operations.listPostPage, ({ query, viewer }) => services.posts.page(query, viewer));
  return table;
}
