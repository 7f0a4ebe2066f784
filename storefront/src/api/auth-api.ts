// Signing in: password, registration, Google, and who the stored token speaks for.

import type { AuthConfig, AuthSession, User } from '@kawaii/shared';
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
