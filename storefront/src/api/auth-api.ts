// Sign-in calls of the contract (api-contract.md "Auth and roles").

import type { User } from '@kawaii/shared';
import { ApiError, requestJson, type Fetch } from './http-json.ts';

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

/** "Forgot password?": the server mails a link if the address has an account (always 202). */
export async function requestPasswordReset(fetchImpl: Fetch, email: string): Promise<string> {
  const { message } = await requestJson<{ message: string }>(
    fetchImpl,
    '/api/auth/password/forgot',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    },
  );
  return message;
}

/** A new password from a reset link; answers a fresh session (every other one has ended). */
export function resetPassword(
  fetchImpl: Fetch,
  reset: { token: string; password: string },
): Promise<AuthResult> {
  return postJson(fetchImpl, '/api/auth/password/reset', reset);
}

/** Follows a verification link; answers the address now proven. */
export function verifyEmail(
  fetchImpl: Fetch,
  token: string,
): Promise<{ email: string; emailVerified: true; welcomeBonus: number }> {
  return requestJson(fetchImpl, '/api/auth/verify', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });
}

/** Mails the signed-in account a fresh verification link. */
export async function resendVerification(fetchImpl: Fetch, token: string): Promise<void> {
  await requestJson(fetchImpl, '/api/auth/verify/resend', {
    method: 'POST',
    headers: bearerHeaders(token),
  });
}

/** "Change password": answers a fresh session (every other one has ended). */
export function changePassword(
  fetchImpl: Fetch,
  token: string,
  change: { currentPassword: string; newPassword: string },
): Promise<AuthResult> {
  return requestJson<AuthResult>(fetchImpl, '/api/auth/password', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...bearerHeaders(token) },
    body: JSON.stringify(change),
  });
}

/** "Link Google" in Profile: answers a fresh session (every other one has ended). */
export function linkGoogle(
  fetchImpl: Fetch,
  token: string,
  credential: string,
): Promise<AuthResult> {
  return requestJson<AuthResult>(fetchImpl, '/api/auth/google/link', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...bearerHeaders(token) },
    body: JSON.stringify({ token: credential }),
  });
}

/** "Sign out everywhere": every session of the account ends, this one included (204). */
export async function signOutEverywhere(fetchImpl: Fetch, token: string): Promise<void> {
  const response = await fetchImpl('/api/auth/sessions/revoke', {
    method: 'POST',
    headers: bearerHeaders(token),
  });
  if (!response.ok && response.status !== 401) {
    throw new ApiError(response.status, null);
  }
}
