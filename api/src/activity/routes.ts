import { z } from 'zod';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { ActivityLog } from './log.ts';

const activityQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be 1 or more')
    .max(500, 'Limit must be 500 or less')
    .default(200),
});

/** Mounted at /api/activity: the superadmin reads who changed what, and when. */
export function activityRoutes(activity: ActivityLog): RouteTable {
  const table = createRouteTable('/activity');

  table.get(
    '/',
    {
      summary: 'The activity log, newest first: role changes, settings, prices, stock, deletes',
      access: 'superadmin',
      query: activityQuerySchema,
    },
    ({ query }) =>
      activity.newest(query.limit).map((entry) => ({
        _id: entry.id,
        actor: { _id: entry.actorId, email: entry.actorEmail },
        action: entry.action,
        subjectType: entry.subjectType,
        subjectId: entry.subjectId,
        summary: entry.summary,
        createdAt: entry.createdAt,
      })),
  );

  return table;
}
