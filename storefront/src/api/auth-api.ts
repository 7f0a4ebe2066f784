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

/** What the login page needs to know: Google sign-in is offered only with a client id. */
export interface AuthConfig {
  googleClientId: string | null;
}

/** The Authorization header of a signed-in call; nothing for a guest. */
export function bearerHeaders(token: string | null): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
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

/** Signs in with the ID token (credential) Google Identity Services handed the page. */
export function loginWithGoogle(fetchImpl: Fetch, credential: string): Promise<AuthResult> {
  return postJson(fetchImpl, '/api/auth/google', { token: credential });
}

/** GET /api/auth/me: the account the token speaks for, as the server knows it now. */
export async function fetchSignedInUser(fetchImpl: Fetch, token: string): Promise<User> {
  const { user } = await requestJson<{ user: User }>(fetchImpl, '/api/auth/me', {
    headers: bearerHeaders(token),
  });
  return user;
}

export function fetchAuthConfig(fetchImpl: Fetch): Promise<AuthConfig> {
  return requestJson<AuthConfig>(fetchImpl, '/api/auth/config');
}
