// The signed-in customer's calls (api-contract.md "Orders, rewards and achievements"). Each one
// fails with the server's message, or the dashboard helper message of spec.md section 8.

import {
  DEFAULT_PAGE_LIMIT,
  type Achievement,
  type AchievementLists,
  type Order,
  type Pagination,
  type ProfileUpdate,
  type RewardTransaction,
  type User,
} from '@kawaii/shared';
import { bearerHeaders } from './auth-api.ts';
import { ApiError, requestJson, withQuery, type Fetch } from './http-json.ts';

export interface DashboardData {
  user: User;
  /** Newest first. */
  orders: Order[];
  achievements: AchievementLists;
}

export interface RewardHistory {
  transactions: RewardTransaction[];
  pagination: Pagination;
}

export interface ProfileSaved {
  user: User;
  unlockedAchievements: Achievement[];
}

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
export async function accountCall<T>(
  fetchImpl: Fetch,
  token: string,
  url: string,
  fallbackMessage: string,
  init: RequestInit = {},
): Promise<T> {
  try {
    return await requestJson<T>(fetchImpl, url, {
      ...init,
      headers: { ...bearerHeaders(token), ...init.headers },
    });
  } catch (error) {
    if (error instanceof ApiError) {
      throw new AccountError(error.serverMessage ?? fallbackMessage, error.status);
    }
    throw new AccountError(fallbackMessage, null);
  }
}

export function fetchDashboard(fetchImpl: Fetch, token: string): Promise<DashboardData> {
  return accountCall(fetchImpl, token, '/api/user/dashboard', 'Failed to load dashboard data');
}

export function fetchAchievements(fetchImpl: Fetch, token: string): Promise<AchievementLists> {
  return accountCall(fetchImpl, token, '/api/user/achievements', 'Failed to load achievements');
}

export function fetchRewardHistory(
  fetchImpl: Fetch,
  token: string,
  page = 1,
  limit = DEFAULT_PAGE_LIMIT,
): Promise<RewardHistory> {
  return accountCall(
    fetchImpl,
    token,
    withQuery('/api/reward-points/history', { page, limit }),
    'Failed to load reward point history',
  );
}

export function updateProfile(
  fetchImpl: Fetch,
  token: string,
  update: ProfileUpdate,
): Promise<ProfileSaved> {
  return accountCall(fetchImpl, token, '/api/user/profile', 'Failed to update profile', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(update),
  });
}
