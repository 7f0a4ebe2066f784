import { previewRequestSchema } from '@kawaii/shared';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { PreviewService } from './service.ts';

/** Mounted at /api/previews. */
export function previewRoutes(previews: PreviewService): RouteTable {
  const table = createRouteTable('/previews');

  table.post(
    '/',
    {
      summary: 'A signed, short-lived link to the page of a post or product, draft or not',
      access: 'admin',
      body: previewRequestSchema,
    },
    ({ body, viewer }) => previews.link(body, viewer),
  );

  table.get(
    '/:token',
    {
      summary: 'The post or product a preview link shows (404 once the link stops working)',
      access: 'public',
    },
    ({ params, res }) => {
      // Whoever holds the link may read the draft: no copy of it is kept on the way.
      res.set('Cache-Control', 'no-store');
      return previews.openOrFail(params['token']!);
    },
  );

  return table;
}
