// Signed-in requests for tests: a session token made with the test app's own signing key, so a
// test can act as any account it built without going through the login endpoint.

import { resolveJwtSecret } from '../auth/jwt-secret.ts';
import { createSessionTokens } from '../auth/tokens.ts';
import { createUserStore } from '../users/store.ts';
import type { TestApp } from './test-app.ts';

export async function bearerFor(app: TestApp, userId: string): Promise<Record<string, string>> {
  const sessionVersion = createUserStore(app.db).findById(userId)?.sessionVersion ?? 0;
  const token = await createSessionTokens(resolveJwtSecret(app.config)).issue(
    userId,
    sessionVersion,
  );
  return { authorization: `Bearer ${token}` };
}

/** A JSON request against the test app; `headers` usually comes from bearerFor. */
export function sendJson(
  app: TestApp,
  method: 'POST' | 'PUT' | 'PATCH',
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return app.get(path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}
