// Sign-in calls of the contract (api-contract.md "Auth and roles").

import type { User } from '@kawaii/shared';
import { requestJson, type Fetch } from './http-json.ts';

export interface AuthResult {
  token: string;
  user: User;
}

export interface Credentials {
  email: string;
  password: string;
}

export interface Registration extends Credentials {
  name: string;
}

function postJson(fetchImpl: Fetch, path: string, body: unknown): Promise<AuthResult> {
  return requestJson<AuthResult>(fetchImpl, path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export function login(fetchImpl: Fetch, credentials: Credentials): Promise<AuthResult> {
  return postJson(fetchImpl, '/api/auth/login', credentials);
}

export function register(fetchImpl: Fetch, registration: Registration): Promise<AuthResult> {
  return postJson(fetchImpl, '/api/auth/register', registration);
}
