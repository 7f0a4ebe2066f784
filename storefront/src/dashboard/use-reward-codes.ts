// The Rewards tab's codes: loading them with the exclusive item on offer, redeeming points for a
// new one and giving an unused one back. Every change answers the balance, which the dashboard
// header and the tab show at once.

import { useCallback, useEffect, useState } from 'react';
import type { RedeemOption, RewardCode, RewardCodeItem } from '@kawaii/shared';
import { isSessionExpired } from '../api/account-api.ts';
import { fetchRewardCodes, giveBackCode, redeemPoints } from '../api/rewards-api.ts';
import { useSession } from '../stores/session.ts';

export type RewardCodesLoad =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; codes: RewardCode[]; rewardItem: RewardCodeItem | null };

export type CodeOutcome = { ok: true; code: RewardCode } | { ok: false; message: string };

export interface RewardCodes {
  load: RewardCodesLoad;
  /** Grows with every change, so the points history reads itself again. */
  changes: number;
  redeem(option: RedeemOption['id']): Promise<CodeOutcome>;
  giveBack(code: string): Promise<CodeOutcome>;
}

export function useRewardCodes(token: string, showBalance: (points: number) => void): RewardCodes {
  const [load, setLoad] = useState<RewardCodesLoad>({ status: 'loading' });
  const [changes, setChanges] = useState(0);

  useEffect(() => {
    let current = true;
    fetchRewardCodes(fetch, token)
      .then((view) => current && setLoad({ status: 'ready', ...view }))
      .catch((error: unknown) => {
        if (!current) return;
        if (isSessionExpired(error)) useSession.getState().signOut();
        else setLoad({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [token]);

  const apply = useCallback(
    async (change: () => Promise<{ code: RewardCode; rewardPoints: number }>) => {
      try {
        const { code, rewardPoints } = await change();
        showBalance(rewardPoints);
        setLoad((state) =>
          state.status === 'ready'
            ? {
                ...state,
                codes: [code, ...state.codes.filter((other) => other.code !== code.code)],
              }
            : state,
        );
        setChanges((count) => count + 1);
        return { ok: true, code } as const;
      } catch (error) {
        if (isSessionExpired(error)) useSession.getState().signOut();
        const message = error instanceof Error ? error.message : 'Something went wrong';
        return { ok: false, message } as const;
      }
    },
    [showBalance],
  );

  const redeem = useCallback(
    (option: RedeemOption['id']) => apply(() => redeemPoints(fetch, token, option)),
    [apply, token],
  );
  const giveBack = useCallback(
    (code: string) => apply(() => giveBackCode(fetch, token, code)),
    [apply, token],
  );

  return { load, changes, redeem, giveBack };
}
