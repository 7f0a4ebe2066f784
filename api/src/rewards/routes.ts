import { operations } from '@kawaii/shared';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { RewardService } from './service.ts';

export function rewardRoutes(rewards: RewardService): RouteTable {
  const table = createRouteTable('/reward-points');

  // Access 'user' guarantees the viewer is signed in.
  table.handle(operations.getRewardHistory, ({ viewer, query }) =>
    rewards.history(viewer.userId!, query.page, query.limit),
  );

  return table;
}
