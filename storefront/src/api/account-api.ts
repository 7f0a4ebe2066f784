// The signed-in customer's calls. Each one fails with the server's message, or a helper message
// naming what could not be loaded ("Failed to load dashboard data").

import {
  ApiError,
  DEFAULT_PAGE_LIMIT,
  type AchievementLists,
  type Dashboard,
  type MyOrderPage,
  type ProfileSaved,
  type ProfileUpdate,
  type RewardHistory,
} from '@kawaii/shared';
import { apiClient, type Fetch } from './client.ts';

export type { ProfileSaved, RewardHistory } from '@kawaii/shared';
export type DashboardData = Dashboard;

/** A failed account call; `status` is null when the server was not reached. */
export class AccountError extends Error {
  readonly status: number | null;

  constructor(message: string, status: number | null) {
    super(message);
    this.name = 'AccountError';
    this.status = status;
  }
}

/** True when the stored token is no longer accepted: the session is over. */
export function isSessionExpired(error: unknown): boolean {
  return error instanceof AccountError && error.status === 401;
}

/** A signed-in call that fails with the server's message, or `fallbackMessage`. */
export async function accountCall<T>(call: Promise<T>, fallbackMessage: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && !error.isUnreachable) {
      throw new AccountError(error.message || fallbackMessage, error.status);
    }
    throw new AccountError(fallbackMessage, null);
  }
}

export function fetchDashboard(fetchImpl: Fetch, token: string): Promise<DashboardData> {
  return accountCall(apiClient(fetchImpl, token).getDashboard(), 'Failed to load dashboard data');
}

export function fetchMyOrders(
  fetchImpl: Fetch,
  token: string,
  cursor: string,
): Promise<MyOrderPage> {
  return accountCall(
    apiClient(fetchImpl, token).listMyOrders({ query: { cursor } }),
    'Failed to load older orders',
  );
}

export function fetchAchievements(fetchImpl: Fetch, token: string): Promise<AchievementLists> {
  return accountCall(apiClient(fetchImpl, token).getAchievements(), 'Failed to load achievements');
}

export function fetchRewardHistory(
  fetchImpl: Fetch,
  token: string,
  page = 1,
  limit = DEFAULT_PAGE_LIMIT,
): Promise<RewardHistory> {
  return accountCall(
    apiClient(fetchImpl, token).getRewardHistory({ query: { page, limit } }),
    'Failed to load reward point history',
  );
}

export function updateProfile(
  fetchImpl: Fetch,
  token: string,
  update: ProfileUpdate,
): Promise<ProfileSaved> {
  return accountCall(
    apiClient(fetchImpl, token).updateProfile({ body: update }),
    'Failed to update profile',
  );
}
