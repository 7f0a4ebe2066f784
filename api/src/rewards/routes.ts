import { operations } from '@kawaii/shared';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { RewardRedemption } from './redemption.ts';
import type { RewardService } from './service.ts';

/** Mounted at /api/reward-points. Access 'user' guarantees the viewer is signed in. */
export function rewardRoutes(rewards: RewardService, redemption: RewardRedemption): RouteTable {
  const table = createRouteTable('/reward-points');

  table.handle(operations.getRewardHistory, ({ viewer, query }) =>
    rewards.history(viewer.userId!, query.page, query.limit),
  );

  table.handle(operations.listRewardCodes, ({ viewer }) => redemption.list(viewer.userId!));

  table.handle(operations.getRewardCode, ({ viewer, params }) =>
    redemption.find(viewer.userId!, params.code),
  );

  table.handle(operations.redeemPoints, ({ viewer, body }) =>
    redemption.redeem(viewer.userId!, body.option),
  );

  table.handle(operations.giveBackRewardCode, ({ viewer, params }) =>
    redemption.giveBack(viewer.userId!, params.code),
  );

  return table;
}
