import { describe, expect, it } from 'vitest';
import {
  AccountError,
  fetchAchievements,
  fetchDashboard,
  fetchRewardHistory,
  isSessionExpired,
  updateProfile,
} from './account-api.ts';
import type { Fetch } from './client.ts';

function recording(status = 200, body: unknown = {}) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchImpl: Fetch = async (input, init) => {
    calls.push({ url: String(input), init });
    return Response.json(body, { status });
  };
  return { calls, fetchImpl };
}

describe('account calls', () => {
  it('reach the contract paths with the bearer token', async () => {
    const { calls, fetchImpl } = recording();
    await fetchDashboard(fetchImpl, 'tok');
    await fetchAchievements(fetchImpl, 'tok');
    await fetchRewardHistory(fetchImpl, 'tok');
    await fetchRewardHistory(fetchImpl, 'tok', 3, 5);
    const profile = {
      name: 'Mia',
      email: 'mia@example.com',
      phone: '555',
      address: '',
      instagram: '@mia',
      twitter: '',
    };
    await updateProfile(fetchImpl, 'tok', profile);
    expect(calls.map((call) => [call.init?.method ?? 'GET', call.url])).toEqual([
      ['GET', '/api/user/dashboard'],
      ['GET', '/api/user/achievements'],
      ['GET', '/api/reward-points/history?page=1&limit=10'],
      ['GET', '/api/reward-points/history?page=3&limit=5'],
      ['PUT', '/api/user/profile'],
    ]);
    for (const call of calls) {
      expect(call.init?.headers).toMatchObject({ Authorization: 'Bearer tok' });
    }
    expect(JSON.parse(String(calls[4]?.init?.body))).toEqual(profile);
  });

  it("fail with the server's message, or the dashboard helper message", async () => {
    await expect(
      fetchDashboard(recording(500, { message: 'Database asleep' }).fetchImpl, 't'),
    ).rejects.toThrow('Database asleep');
    const cases = [
      [fetchDashboard, 'Failed to load dashboard data'],
      [fetchAchievements, 'Failed to load achievements'],
      [fetchRewardHistory, 'Failed to load reward point history'],
    ] as const;
    for (const [call, message] of cases) {
      await expect(call(recording(500, null).fetchImpl, 't')).rejects.toThrow(message);
    }
    const offline: Fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    const failure = await updateProfile(offline, 't', {
      name: 'a',
      email: 'a@b.example',
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AccountError);
    expect((failure as AccountError).message).toBe('Failed to update profile');
    expect((failure as AccountError).status).toBeNull();
  });

  it('recognise an expired session by its 401', async () => {
    const expired = await fetchDashboard(recording(401, { message: 'Sign in' }).fetchImpl, 't')
      .then(() => null)
      .catch((error: unknown) => error);
    expect(isSessionExpired(expired)).toBe(true);
    expect(isSessionExpired(new AccountError('x', 500))).toBe(false);
    expect(isSessionExpired(new Error('x'))).toBe(false);
  });
});
