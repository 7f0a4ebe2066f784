// Signed-in requests for tests: a session token made with the test app's own signing key, so a
// test can act as any account it built without going through the login endpoint.

import { bearer, tokenFor, type SigningApp } from './auth.ts';
import type { TestApp } from './test-app.ts';

export async function bearerFor(app: SigningApp, userId: string): Promise<Record<string, string>> {
  return bearer(await tokenFor(app, userId));
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
