import { describe, expect, it } from 'vitest';
import {
  fetchAuthConfig,
  fetchSignedInUser,
  login,
  loginWithGoogle,
  register,
} from './auth-api.ts';
import type { Fetch } from './client.ts';

describe('auth calls', () => {
  it('post JSON credentials to the contract paths', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fetchImpl: Fetch = async (input, init) => {
      calls.push({ url: String(input), init });
      return Response.json({ token: 't', user: { role: 'user' } });
    };
    await login(fetchImpl, { email: 'a@b.example', password: 'secret-123' });
    await register(fetchImpl, { name: 'Momo', email: 'a@b.example', password: 'secret-123' });
    expect(calls.map((call) => [call.url, call.init?.method])).toEqual([
      ['/api/auth/login', 'POST'],
      ['/api/auth/register', 'POST'],
    ]);
    expect(JSON.parse(String(calls[1]!.init?.body))).toEqual({
      name: 'Momo',
      email: 'a@b.example',
      password: 'secret-123',
    });
    expect(calls[0]!.init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('sign in with a Google credential and read the Google client id', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fetchImpl: Fetch = async (input, init) => {
      calls.push({ url: String(input), init });
      return Response.json({ googleClientId: null, token: 't', user: { role: 'user' } });
    };
    await loginWithGoogle(fetchImpl, 'id-token');
    expect(await fetchAuthConfig(fetchImpl)).toMatchObject({ googleClientId: null });
    expect(calls.map((call) => [call.url, call.init?.method ?? 'GET'])).toEqual([
      ['/api/auth/google', 'POST'],
      ['/api/auth/config', 'GET'],
    ]);
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({ token: 'id-token' });
  });

  it('read the signed-in user with the bearer token, and fail with the status', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fetchImpl: Fetch = async (input, init) => {
      calls.push({ url: String(input), init });
      return calls.length === 1
        ? Response.json({ user: { _id: 'u1', role: 'user' } })
        : Response.json({ message: 'Authentication required' }, { status: 401 });
    };
    expect(await fetchSignedInUser(fetchImpl, 'tok')).toEqual({ _id: 'u1', role: 'user' });
    expect(calls[0]).toMatchObject({
      url: '/api/auth/me',
      init: { headers: { Authorization: 'Bearer tok' } },
    });
    await expect(fetchSignedInUser(fetchImpl, 'old')).rejects.toMatchObject({
      status: 401,
      message: 'Authentication required',
    });
  });
});
