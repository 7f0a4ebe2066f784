import { describe, expect, it } from 'vitest';
import { login, register } from './auth-api.ts';
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
});
