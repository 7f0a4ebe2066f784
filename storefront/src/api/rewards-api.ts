// Reward codes of the signed-in customer: list, redeem points for one, give one back, and the
// checkout's check of a typed code.

import type { RedeemOption, RewardCode, RewardCodeChange, RewardCodesView } from '@kawaii/shared';
import { accountCall } from './account-api.ts';
import { apiClient, type Fetch } from './client.ts';

export type { RewardCodeChange, RewardCodesView } from '@kawaii/shared';

export function fetchRewardCodes(fetchImpl: Fetch, token: string): Promise<RewardCodesView> {
  return accountCall(apiClient(fetchImpl, token).listRewardCodes(), 'Failed to load your codes');
}

export function redeemPoints(
  fetchImpl: Fetch,
  token: string,
  option: RedeemOption['id'],
): Promise<RewardCodeChange> {
  return accountCall(
    apiClient(fetchImpl, token).redeemPoints({ body: { option } }),
    'Could not redeem your points',
  );
}

export function giveBackCode(
  fetchImpl: Fetch,
  token: string,
  code: string,
): Promise<RewardCodeChange> {
  return accountCall(
    apiClient(fetchImpl, token).giveBackRewardCode({ params: { code } }),
    'Could not give the code back',
  );
}

/** The checkout's check of a typed code before the order is sent. */
export function checkRewardCode(
  fetchImpl: Fetch,
  token: string,
  code: string,
): Promise<RewardCode> {
  return accountCall(
    apiClient(fetchImpl, token).getRewardCode({ params: { code } }),
    'Could not check the code',
  );
}
