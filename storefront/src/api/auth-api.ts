// Signing in: password, registration, Google, and who the stored token speaks for.

import {
  ApiError,
  type AuthConfig,
  type AuthSession,
  type EmailVerified,
  type User,
} from '@kawaii/shared';
import { apiClient, type Fetch } from './client.ts';

export type { AuthConfig } from '@kawaii/shared';
export type AuthResult = AuthSession;

export interface Credentials {
  email: string;
  password: string;
}

export interface Registration extends Credentials {
  name: string;
}

export function login(fetchImpl: Fetch, credentials: Credentials): Promise<AuthResult> {
  return apiClient(fetchImpl).login({ body: credentials });
}

export function register(fetchImpl: Fetch, registration: Registration): Promise<AuthResult> {
  return apiClient(fetchImpl).register({ body: registration });
}

/** Signs in with the ID token (credential) Google Identity Services handed the page. */
export function loginWithGoogle(fetchImpl: Fetch, credential: string): Promise<AuthResult> {
  return apiClient(fetchImpl).loginWithGoogle({ body: { token: credential } });
}

/** The account the token speaks for, as the server knows it now. */
export async function fetchSignedInUser(fetchImpl: Fetch, token: string): Promise<User> {
  return (await apiClient(fetchImpl, token).getSignedInUser()).user;
}

export function fetchAuthConfig(fetchImpl: Fetch): Promise<AuthConfig> {
  return apiClient(fetchImpl).getAuthConfig();
}

/** "Forgot password?": the server mails a link if the address has an account (always 202). */
export async function requestPasswordReset(fetchImpl: Fetch, email: string): Promise<string> {
  return (await apiClient(fetchImpl).forgotPassword({ body: { email } })).message;
}

/** A new password from a reset link; answers a fresh session (every other one has ended). */
export function resetPassword(
  fetchImpl: Fetch,
  reset: { token: string; password: string },
): Promise<AuthResult> {
  return apiClient(fetchImpl).resetPassword({ body: reset });
}

/** Follows a verification link; answers the address now proven. */
export function verifyEmail(fetchImpl: Fetch, token: string): Promise<EmailVerified> {
  return apiClient(fetchImpl).verifyEmail({ body: { token } });
}

/** Mails the signed-in account a fresh verification link. */
export async function resendVerification(fetchImpl: Fetch, token: string): Promise<void> {
  await apiClient(fetchImpl, token).resendVerification();
}

/** "Change password": answers a fresh session (every other one has ended). */
export function changePassword(
  fetchImpl: Fetch,
  token: string,
  change: { currentPassword: string; newPassword: string },
): Promise<AuthResult> {
  return apiClient(fetchImpl, token).changePassword({ body: change });
}

/** "Link Google" in Profile: answers a fresh session (every other one has ended). */
export function linkGoogle(
  fetchImpl: Fetch,
  token: string,
  credential: string,
): Promise<AuthResult> {
  return apiClient(fetchImpl, token).linkGoogle({ body: { token: credential } });
}

/** "Sign out everywhere": every session of the account ends, this one included. */
export async function signOutEverywhere(fetchImpl: Fetch, token: string): Promise<void> {
  try {
    await apiClient(fetchImpl, token).revokeSessions();
  } catch (error) {
    // A session that has already ended is signed out everywhere too.
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
}
