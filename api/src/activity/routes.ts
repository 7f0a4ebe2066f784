import { operations } from '@kawaii/shared';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { ActivityLog } from './log.ts';

/** Mounted at /api/activity: the superadmin reads who changed what, and when. */
export function activityRoutes(activity: ActivityLog): RouteTable {
  const table = createRouteTable('/activity');

  table.handle(operations.listActivity, ({ query }) =>
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
