// Every declared operation, called by every kind of caller: the route table's guard must answer
// exactly 401 or 403 where the operation's access level says so, and never where it allows the
// caller in. The operations come from the app itself, so a route added later is covered too.

import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsOf, type Role } from '@kawaii/shared';
import { resolveJwtSecret } from '../auth/jwt-secret.ts';
import { signedIn, tokenFor } from '../test/auth.ts';
import { buildInspectableApp } from '../test/inspectable-app.ts';
import type { Access, AnyOperation as Operation } from '@kawaii/shared';

type Caller = 'anonymous' | Role | 'tampered' | 'expired' | 'unsigned';
type Verdict = 401 | 403 | 'allowed';

const CALLERS: readonly Caller[] = [
  'anonymous',
  'user',
  'admin',
  'superadmin',
  'tampered',
  'expired',
  'unsigned',
];

/** What the guard must answer each caller, by access level. */
function expectedVerdict(access: Access, caller: Caller): Verdict {
  if (access === 'public') return 'allowed';
  if (caller === 'tampered' || caller === 'expired' || caller === 'unsigned') return 401;
  if (access === 'optional-user') return 'allowed';
  if (caller === 'anonymous') return 401;
  if (access === 'admin' && caller === 'user') return 403;
  if (access === 'superadmin' && caller !== 'superadmin') return 403;
  return 'allowed';
}

const app = buildInspectableApp();
let baseUrl: string;
const tokens = new Map<Caller, string>();
const roleIds = new Map<Caller, string>();

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

beforeAll(async () => {
  baseUrl = await app.listen();
  const secret = resolveJwtSecret(app.config);
  const ids = {} as Record<Role, string>;
  for (const role of ['user', 'admin', 'superadmin'] as const) {
    const member = await signedIn(app, { role });
    ids[role] = member.user.id;
    tokens.set(role, member.token);
    roleIds.set(role, ids[role]);
  }
  // A user's genuine token whose payload was rewritten to speak for the superadmin.
  const [header, , signature] = tokens.get('user')!.split('.');
  const forged = { sub: ids.superadmin, iat: 1, exp: Math.floor(Date.now() / 1000) + 3600 };
  tokens.set('tampered', `${header}.${base64url(forged)}.${signature}`);
  // Signed with the app's own key, but a week and a day ago.
  const now = Math.floor(Date.now() / 1000);
  tokens.set(
    'expired',
    await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(ids.superadmin)
      .setIssuedAt(now - 8 * 86_400)
      .setExpirationTime(now - 86_400)
      .sign(secret),
  );
  // alg "none": no signature at all.
  tokens.set(
    'unsigned',
    `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: ids.superadmin, exp: now + 3600 })}.`,
  );
});

afterAll(() => app.close());

/** The operation's path with a random id for each parameter (`:id`, `*path`). */
function concretePath(path: string): string {
  const randomId = () => crypto.randomUUID().replace(/-/g, '').slice(0, 24);
  return path.replace(/[:*]\w+/g, randomId);
}

/**
 * A genuine caller's token at the account's current session version: some operations (sign out
 * everywhere, password change) end the caller's earlier sessions, and that must not leak into
 * the verdict of the next operation.
 */
async function tokenOf(caller: Caller): Promise<string | undefined> {
  const account = roleIds.get(caller);
  if (!account) return tokens.get(caller);
  return tokenFor(app, account);
}

async function call(operation: Operation, caller: Caller): Promise<Response> {
  const headers: Record<string, string> = {};
  const token = await tokenOf(caller);
  if (token) headers['authorization'] = `Bearer ${token}`;
  const init: RequestInit = { method: operation.method.toUpperCase(), headers };
  if (operation.method !== 'get') {
    headers['content-type'] = 'application/json';
    init.body = '{}';
  }
  return fetch(`${baseUrl}${concretePath(operation.path)}`, init);
}

describe('the declared operations', () => {
  it('cover every access level the shop uses', () => {
    const levels = new Set(app.operations.map((operation) => termsOf(operation).access));
    expect(levels).toEqual(new Set(['public', 'optional-user', 'user', 'admin', 'superadmin']));
  });
});

const labelled = app.operations.map(
  (operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation] as const,
);

describe.each(labelled)('%s', (_label, operation) => {
  it.each(CALLERS)(`as %s`, async (caller) => {
    const verdict = expectedVerdict(termsOf(operation).access, caller);
    const response = await call(operation, caller);
    if (verdict === 'allowed') {
      expect([401, 403], `${caller} must be let in`).not.toContain(response.status);
    } else {
      expect(response.status, `${caller} must be refused`).toBe(verdict);
      expect(await response.json()).toEqual({ message: expect.any(String) });
    }
  });
});
