import { operations } from '@kawaii/shared';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { PreviewService } from './service.ts';

/** Mounted at /api/previews. */
export function previewRoutes(previews: PreviewService): RouteTable {
  const table = createRouteTable('/previews');

  table.handle(operations.createPreviewLink, ({ body, viewer }) => previews.link(body, viewer));

  table.handle(operations.getPreview, ({ params, res }) => {
    // Whoever holds the link may read the draft: no copy of it is kept on the way.
    res.set('Cache-Control', 'no-store');
    return previews.openOrFail(params.token);
  });

  return table;
}
