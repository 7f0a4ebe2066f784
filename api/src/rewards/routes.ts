import { redeemRequestSchema, rewardHistoryQuerySchema } from '@kawaii/shared';
import { createRouteTable, type RouteTable } from '../http/route-table.ts';
import type { RewardRedemption } from './redemption.ts';
import type { RewardService } from './service.ts';

/** Mounted at /api/reward-points. Access 'user' guarantees the viewer is signed in. */
export function rewardRoutes(rewards: RewardService, redemption: RewardRedemption): RouteTable {
  const table = createRouteTable('/reward-points');

  table.get(
    '/history',
    {
      summary: "The signed-in user's points history, newest first, paged (limit at most 100)",
      access: 'user',
      query: rewardHistoryQuerySchema,
    },
    ({ viewer, query }) => rewards.history(viewer.userId!, query.page, query.limit),
  );

  table.get(
    '/codes',
    {
      summary: "The customer's reward codes, newest first, and the exclusive item on offer",
      access: 'user',
    },
    ({ viewer }) => redemption.list(viewer.userId!),
  );

  table.get(
    '/codes/:code',
    {
      summary: 'One of the customer’s own codes, as the checkout checks it (404 otherwise)',
      access: 'user',
    },
    ({ viewer, params }) => redemption.find(viewer.userId!, params['code'] ?? ''),
  );

  table.post(
    '/redeem',
    {
      summary: 'Spends points for a reward code ($5 off 500, free shipping 300, exclusive 2000)',
      access: 'user',
      body: redeemRequestSchema,
      status: 201,
    },
    ({ viewer, body }) => redemption.redeem(viewer.userId!, body.option),
  );

  table.delete(
    '/codes/:code',
    { summary: 'Gives an unused code back for its points', access: 'user' },
    ({ viewer, params }) => redemption.giveBack(viewer.userId!, params['code'] ?? ''),
  );

  return table;
}
