// The operation contract in @kawaii/shared and the API must describe the same operations: every
// declared operation is mounted (once), nothing is mounted that is not declared, and each one is
// reachable through the typed client the storefront and the studio use. A route added without a
// declaration, or a declaration left without a route, fails here.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_API_OPERATIONS,
  ApiError,
  PUBLIC_API_OPERATIONS,
  createApiClient,
  operations,
  termsOf,
  type AnyOperation,
  type ApiClient,
  type OperationName,
} from '@kawaii/shared';
import { resolveJwtSecret } from './auth/jwt-secret.ts';
import { createSessionTokens } from './auth/tokens.ts';
import { buildUser } from './test/factories.ts';
import { buildInspectableApp } from './test/inspectable-app.ts';
import { mountedRoutes } from './test/mounted-routes.ts';

const app = buildInspectableApp();
const declared = Object.entries(operations) as [OperationName, AnyOperation][];
const routeOf = (operation: AnyOperation) => `${operation.method.toUpperCase()} ${operation.path}`;

let client: ApiClient;

beforeAll(async () => {
  const baseUrl = await app.listen();
  const superadmin = buildUser(app.db, { role: 'superadmin' });
  const token = await createSessionTokens(resolveJwtSecret(app.config)).issue(superadmin.id, 0);
  client = createApiClient({ baseUrl, token: () => token });
});

afterAll(() => app.close());

describe('the operation contract', () => {
  it('is mounted operation for operation: each declared one once, nothing undeclared', () => {
    const mounted = new Set(app.operations);
    const missing = declared.filter(([, operation]) => !mounted.has(operation));
    expect(
      missing.map(([name]) => name),
      'declared but not mounted',
    ).toEqual([]);
    const undeclared = app.operations.filter(
      (operation) => !declared.some(([, known]) => known === operation),
    );
    expect(undeclared.map(routeOf), 'mounted without a declaration').toEqual([]);
    expect(app.operations).toHaveLength(declared.length);
  });

  it('is all the API has: no route under /api is mounted around the declarations', () => {
    const routes = mountedRoutes(app.express).filter((route) => / \/api(\/|$)/.test(route));
    expect([...routes].sort()).toEqual(declared.map(([, operation]) => routeOf(operation)).sort());
  });

  it('gives every operation its own method and path', () => {
    const routes = declared.map(([, operation]) => routeOf(operation));
    expect(new Set(routes).size).toBe(routes.length);
  });
});

describe('the interfaces the storefront and the admin screens talk to', () => {
  const mounted = () => new Set(app.operations);

  it('maps each AdminApi method to mounted operations, each change staff-only', () => {
    for (const [method, names] of Object.entries(ADMIN_API_OPERATIONS)) {
      expect(names.length, method).toBeGreaterThan(0);
      for (const name of names) {
        const operation = operations[name];
        expect(mounted().has(operation), `${method} → ${name}`).toBe(true);
        // Every change the admin screens make is for staff only.
        if (operation.method !== 'get') {
          expect(['admin', 'superadmin'], name).toContain(termsOf(operation).access);
        }
      }
    }
  });

  it('names each PublicApi method after a mounted operation anyone may call', () => {
    for (const name of Object.keys(PUBLIC_API_OPERATIONS) as OperationName[]) {
      const operation = operations[name];
      expect(mounted().has(operation), name).toBe(true);
      expect(operation.method, name).toBe('get');
      expect(termsOf(operation).access, name).toBe('public');
    }
  });
});

/** Placeholder path parameters: enough to reach the operation, which may then answer 404. */
function placeholderParams(operation: AnyOperation): Record<string, string> {
  return Object.fromEntries(
    [...operation.path.matchAll(/:(\w+)/g)].map((match) => [match[1], 'no-such-record']),
  );
}

// Ending every session last, so the calls before it still hold a valid token.
const callOrder = [
  ...declared.filter(([name]) => name !== 'revokeSessions'),
  ...declared.filter(([name]) => name === 'revokeSessions'),
];

describe.each(callOrder)('the typed client calls %s', (name, operation) => {
  it('and reaches the operation itself', async () => {
    const call = client[name] as (input: object) => Promise<unknown>;
    const input = {
      params: placeholderParams(operation),
      ...(termsOf(operation).body ? { body: {} } : {}),
    };
    const failure = await call(input).then(
      () => null,
      (error: unknown) => error,
    );
    if (failure === null) return;
    expect(failure).toBeInstanceOf(ApiError);
    const { status, message } = failure as ApiError;
    // The operation answered (bad input, no such record...), not the router's fallback.
    expect(message, `${routeOf(operation)} answered ${status}`).not.toBe('API route not found');
    expect([401, 403, 405, 500]).not.toContain(status);
  });
});
