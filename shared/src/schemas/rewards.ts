// Redeeming reward points (the Rewards tab's Redeem buttons).

import { z } from 'zod';
import { oneOf } from './fields.ts';

const REDEEM_OPTION_IDS = ['discount-5', 'free-shipping', 'exclusive-item'] as const;

/** POST /api/reward-points/redeem */
export const redeemRequestSchema = z.object({
  option: oneOf('Option', REDEEM_OPTION_IDS),
});
export type RedeemRequest = z.infer<typeof redeemRequestSchema>;
