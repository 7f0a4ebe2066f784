// The dashboard's data (GET /api/user/dashboard), loaded once per visit and shared by every tab.
// A token the server no longer accepts ends the session, and the gate sends the visitor to /login.

import { useCallback, useEffect, useState } from 'react';
import type { AchievementLists, User } from '@kawaii/shared';
import {
  fetchAchievements,
  fetchDashboard,
  isSessionExpired,
  type DashboardData,
} from '../api/account-api.ts';
import { useSession } from '../stores/session.ts';

export type DashboardLoad =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: DashboardData };

export interface Dashboard {
  load: DashboardLoad;
  /** After a profile save: the new user, in the dashboard and in the session. */
  showUser(user: User): void;
  /** GET /api/user/achievements, e.g. after a profile save unlocked one. */
  reloadAchievements(): Promise<void>;
}

export function useDashboard(token: string): Dashboard {
  const [load, setLoad] = useState<DashboardLoad>({ status: 'loading' });

  const endSessionOr = useCallback((error: unknown, otherwise: () => void) => {
    if (isSessionExpired(error)) useSession.getState().signOut();
    else otherwise();
  }, []);

  useEffect(() => {
    let current = true;
    fetchDashboard(fetch, token)
      .then((data) => {
        if (!current) return;
        useSession.getState().updateUser(data.user);
        setLoad({ status: 'ready', data });
      })
      .catch((error: unknown) => {
        if (!current) return;
        console.error(error instanceof Error ? error.message : error);
        endSessionOr(error, () => setLoad({ status: 'failed' }));
      });
    return () => {
      current = false;
    };
  }, [token, endSessionOr]);

  const update = useCallback((change: (data: DashboardData) => DashboardData) => {
    setLoad((state) =>
      state.status === 'ready' ? { status: 'ready', data: change(state.data) } : state,
    );
  }, []);

  const showUser = useCallback(
    (user: User) => {
      useSession.getState().updateUser(user);
      update((data) => ({ ...data, user }));
    },
    [update],
  );

  const reloadAchievements = useCallback(async () => {
    try {
      const achievements: AchievementLists = await fetchAchievements(fetch, token);
      update((data) => ({ ...data, achievements }));
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      endSessionOr(error, () => {});
    }
  }, [token, update, endSessionOr]);

  return { load, showUser, reloadAchievements };
}
