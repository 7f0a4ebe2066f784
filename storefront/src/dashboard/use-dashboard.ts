// The dashboard's data (GET /api/user/dashboard), loaded once per visit and shared by every tab
// through the dashboard's cache. A token the server no longer accepts ends the session, and the
// gate sends the visitor to /login.

import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@kawaii/shared';
import {
  fetchAchievements,
  fetchDashboard,
  isSessionExpired,
  type DashboardData,
} from '../api/account-api.ts';
import { queryKeyFor } from '../query/query-keys.ts';
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

/** The dashboard's cache belongs to one signed-in account, so its keys need no more than this. */
const DASHBOARD_KEY = queryKeyFor('getDashboard');
const ACHIEVEMENTS_KEY = queryKeyFor('getAchievements');

/** A refusal of `token` ends its session, never one that followed it (see endSession). */
function logFailure(error: unknown, token: string) {
  console.error(error instanceof Error ? error.message : error);
  if (isSessionExpired(error)) useSession.getState().endSession(token);
}

export function useDashboard(token: string): Dashboard {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: DASHBOARD_KEY,
    queryFn: async () => {
      const data = await fetchDashboard(fetch, token);
      useSession.getState().updateUser(data.user);
      return data;
    },
  });

  useEffect(() => {
    if (query.error) logFailure(query.error, token);
  }, [query.error, token]);

  let load: DashboardLoad;
  if (query.data) load = { status: 'ready', data: query.data };
  // An expired session is on its way to /login: no failure page meanwhile.
  else if (query.error && !isSessionExpired(query.error)) load = { status: 'failed' };
  else load = { status: 'loading' };

  const update = useCallback(
    (change: (data: DashboardData) => DashboardData) =>
      client.setQueryData<DashboardData>(DASHBOARD_KEY, (data) => data && change(data)),
    [client],
  );

  const showUser = useCallback(
    (user: User) => {
      useSession.getState().updateUser(user);
      update((data) => ({ ...data, user }));
    },
    [update],
  );

  const reloadAchievements = useCallback(async () => {
    try {
      const achievements = await client.fetchQuery({
        queryKey: ACHIEVEMENTS_KEY,
        queryFn: () => fetchAchievements(fetch, token),
        // Asked for because something may have just unlocked one: never an earlier answer.
        staleTime: 0,
      });
      update((data) => ({ ...data, achievements }));
    } catch (error) {
      logFailure(error, token);
    }
  }, [client, token, update]);

  return { load, showUser, reloadAchievements };
}
