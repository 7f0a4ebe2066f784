// The Rewards tab's codes: loading them with the exclusive item on offer, redeeming points for a
// new one and giving an unused one back. Every change answers the balance, which the dashboard
// header and the tab show at once.

import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RedeemOption, RewardCode, RewardCodeItem, RewardCodesView } from '@kawaii/shared';
import { isSessionExpired } from '../api/account-api.ts';
import { fetchRewardCodes, giveBackCode, redeemPoints } from '../api/rewards-api.ts';
import { operationKey, queryKeyFor } from '../query/query-keys.ts';
import { useSession } from '../stores/session.ts';

export type RewardCodesLoad =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; codes: RewardCode[]; rewardItem: RewardCodeItem | null };

export type CodeOutcome = { ok: true; code: RewardCode } | { ok: false; message: string };

export interface RewardCodes {
  load: RewardCodesLoad;
  redeem(option: RedeemOption['id']): Promise<CodeOutcome>;
  giveBack(code: string): Promise<CodeOutcome>;
}

const REWARD_CODES_KEY = queryKeyFor('listRewardCodes');

export function useRewardCodes(token: string, showBalance: (points: number) => void): RewardCodes {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: REWARD_CODES_KEY,
    queryFn: () => fetchRewardCodes(fetch, token),
  });

  useEffect(() => {
    if (query.error && isSessionExpired(query.error)) useSession.getState().endSession(token);
  }, [query.error, token]);

  let load: RewardCodesLoad;
  if (query.data) load = { status: 'ready', ...query.data };
  else if (query.error && !isSessionExpired(query.error)) load = { status: 'failed' };
  else load = { status: 'loading' };

  const apply = useCallback(
    async (change: () => Promise<{ code: RewardCode; rewardPoints: number }>) => {
      try {
        const { code, rewardPoints } = await change();
        showBalance(rewardPoints);
        client.setQueryData<RewardCodesView>(
          REWARD_CODES_KEY,
          (view) =>
            view && {
              ...view,
              codes: [code, ...view.codes.filter((other) => other.code !== code.code)],
            },
        );
        // Spending or returning points is a new line of the points history.
        void client.invalidateQueries({ queryKey: operationKey('getRewardHistory') });
        return { ok: true, code } as const;
      } catch (error) {
        if (isSessionExpired(error)) useSession.getState().endSession(token);
        const message = error instanceof Error ? error.message : 'Something went wrong';
        return { ok: false, message } as const;
      }
    },
    [client, showBalance, token],
  );

  const redeem = useCallback(
    (option: RedeemOption['id']) => apply(() => redeemPoints(fetch, token, option)),
    [apply, token],
  );
  const giveBack = useCallback(
    (code: string) => apply(() => giveBackCode(fetch, token, code)),
    [apply, token],
  );

  return { load, redeem, giveBack };
}
