import { operations } from '@kawaii/shared';
import { byIp, createRateLimiter, MINUTE } from '../http/rate-limit.ts';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { StatsService } from './service.ts';

/** A person clicks through a few pages a minute; more is a script inflating the counts. */
export const HITS_PER_MINUTE = 60;

export function statsRoutes(stats: StatsService): RouteTable {
  const table = createRouteTable('/stats');
  const hitLimit = createRateLimiter([
    { name: 'stats-hit:ip', limit: HITS_PER_MINUTE, windowMs: MINUTE, keyOf: byIp },
  ]);
  table.handle(
    operations.countPageView,
    ({ body, req }) => {
      stats.countHit(body, req);
      return undefined;
    },
    { before: [hitLimit.middleware] },
  );
  table.handle(operations.getStats, ({ query }) => stats.report(query));
  return table;
}
