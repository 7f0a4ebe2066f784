import { rewardHistoryQuerySchema } from '@kawaii/shared';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { RewardService } from './service.ts';

export function rewardRoutes(rewards: RewardService): RouteTable {
  const table = createRouteTable('/reward-points');

  table.get(
    '/history',
    {
      summary: "The signed-in user's points history, newest first, paged (limit at most 100)",
      access: 'user',
      query: rewardHistoryQuerySchema,
    },
    // Access 'user' guarantees the viewer is signed in.
    ({ viewer, query }) => rewards.history(viewer.userId!, query.page, query.limit),
  );

  return table;
}
