// Signed-in callers for API tests: a user row and a genuine bearer token for it, issued with
// the test app's own key, so a test needs no register or login round trip (nor its rate limit).

import { resolveJwtSecret } from '../auth/jwt-secret.ts';
import { createSessionTokens } from '../auth/tokens.ts';
import { createUserStore, type UserRecord } from '../users/store.ts';
import { buildUser } from './factories.ts';
import type { TestApp } from './test-app.ts';

/** What signing a caller in needs of an app: its database and the config holding its key. */
export type SigningApp = Pick<TestApp, 'db' | 'config'>;

export interface SignedIn {
  user: UserRecord;
  token: string;
  /** `{ authorization: 'Bearer …' }`, to spread into fetch headers. */
  headers: { authorization: string };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** A token for an existing user id at its current session version, signed like the app's own. */
export function tokenFor(app: SigningApp, userId: string): Promise<string> {
  const sessionVersion = createUserStore(app.db).findById(userId)?.sessionVersion ?? 0;
  return createSessionTokens(resolveJwtSecret(app.config)).issue(userId, sessionVersion);
}

/** Inserts a user (role 'user' unless overridden) and signs it in. */
export async function signedIn(
  app: SigningApp,
  overrides: Partial<UserRecord> = {},
): Promise<SignedIn> {
  const user = buildUser(app.db, overrides);
  const token = await tokenFor(app, user.id);
  return { user, token, headers: bearer(token) };
}
