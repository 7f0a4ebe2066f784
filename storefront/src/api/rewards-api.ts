// Reward codes of the signed-in customer: GET /api/reward-points/codes, POST .../redeem,
// GET and DELETE .../codes/{code}.

import type { RedeemOption, RewardCode, RewardCodeItem } from '@kawaii/shared';
import { accountCall } from './account-api.ts';
import type { Fetch } from './http-json.ts';

export interface RewardCodesView {
  codes: RewardCode[];
  rewardItem: RewardCodeItem | null;
}

export interface RewardCodeChange {
  code: RewardCode;
  rewardPoints: number;
}

const codePath = (code: string) => `/api/reward-points/codes/${encodeURIComponent(code)}`;

export function fetchRewardCodes(fetchImpl: Fetch, token: string): Promise<RewardCodesView> {
  return accountCall(fetchImpl, token, '/api/reward-points/codes', 'Failed to load your codes');
}

export function redeemPoints(
  fetchImpl: Fetch,
  token: string,
  option: RedeemOption['id'],
): Promise<RewardCodeChange> {
  return accountCall(
    fetchImpl,
    token,
    '/api/reward-points/redeem',
    'Could not redeem your points',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ option }),
    },
  );
}

export function giveBackCode(
  fetchImpl: Fetch,
  token: string,
  code: string,
): Promise<RewardCodeChange> {
  return accountCall(fetchImpl, token, codePath(code), 'Could not give the code back', {
    method: 'DELETE',
  });
}

/** The checkout's check of a typed code before the order is sent. */
export function checkRewardCode(
  fetchImpl: Fetch,
  token: string,
  code: string,
): Promise<RewardCode> {
  return accountCall(fetchImpl, token, codePath(code), 'Could not check the code');
}
