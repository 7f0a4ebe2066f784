import { describe, expect, it } from 'vitest';
import { bearerHeaders, fetchAuthConfig, login, loginWithGoogle, register } from './auth-api.ts';
import type { Fetch } from './http-json.ts';

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

  it('send a bearer header only with a token', () => {
    expect(bearerHeaders('abc')).toEqual({ Authorization: 'Bearer abc' });
    expect(bearerHeaders(null)).toEqual({});
  });
});
