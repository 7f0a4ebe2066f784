// The operation contract in @kawaii/shared and the API must describe the same operations: every
// declared operation is mounted (once), nothing is mounted that is not declared, and each one is
// reachable through the typed client the storefront and the studio use. A route added without a
// declaration, or a declaration left without a route, fails here.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_API_OPERATIONS,
  ApiError,
  PUBLIC_API_CALLS,
  createApiClient,
  operations,
  termsOf,
  type AnyOperation,
  type ApiClient,
  type OperationName,
} from '@kawaii/shared';
import { signedIn } from './test/auth.ts';
import { buildInspectableApp } from './test/inspectable-app.ts';
import { mountedRoutes } from './test/mounted-routes.ts';

const app = buildInspectableApp();
const declared = Object.entries(operations) as [OperationName, AnyOperation][];
const routeOf = (operation: AnyOperation) => `${operation.method.toUpperCase()} ${operation.path}`;

let client: ApiClient;
/** Signed in as a staff member of its own: its call that ends every session ends only theirs. */
let sessionEndingClient: ApiClient;

interface OpenApiEntry {
  operationId: string;
  tags: string[];
  summary: string;
  'x-access': string;
  security: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: object; example?: unknown }> }>;
  requestBody?: unknown;
}

/** Who may call, as OpenAPI writes it: nothing, either nothing or a token, or a token. */
const SECURITY_BY_ACCESS: Record<string, Record<string, string[]>[]> = {
  public: [],
  'optional-user': [{}, { bearer: [] }],
  user: [{ bearer: [] }],
  admin: [{ bearer: [] }],
  superadmin: [{ bearer: [] }],
};

beforeAll(async () => {
  const baseUrl = await app.listen();
  const { token } = await signedIn(app, { role: 'superadmin' });
  client = createApiClient({ baseUrl, token: () => token });
  const other = await signedIn(app, { role: 'superadmin' });
  sessionEndingClient = createApiClient({ baseUrl, token: () => other.token });
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

  it('is documented operation for operation in /api/openapi.json, as declared', async () => {
    const document = (await client.getOpenApiDocument()) as unknown as {
      paths: Record<string, Record<string, OpenApiEntry>>;
    };
    for (const [name, operation] of declared) {
      const terms = termsOf(operation);
      const path = operation.path.replace(/:(\w+)/g, '{$1}');
      const entry = document.paths[path]?.[operation.method];
      expect(entry, `${name} is not documented`).toBeDefined();
      expect(entry!.summary, name).toBe(terms.summary);
      expect(entry!.operationId, name).toBe(name);
      expect(entry!.tags, name).toHaveLength(1);
      expect(entry!['x-access'], name).toBe(terms.access);
      expect(entry!.security, `${name} security`).toEqual(SECURITY_BY_ACCESS[terms.access]);
      const statuses = Object.keys(entry!.responses);
      expect(statuses, name).toContain(String(operation.status ?? 200));
      const success = entry!.responses[String(operation.status ?? 200)]!;
      if (operation.status !== 204 && !operation.produces) {
        const json = success.content?.['application/json'];
        expect(
          JSON.stringify(json?.schema ?? {}),
          `${name} has no answer schema: run \`npm run openapi:answers\``,
        ).not.toBe('{}');
        expect(json?.example, `${name} example`).toBeDefined();
      }
      for (const failure of Object.keys(terms.failures ?? {})) {
        expect(statuses, `${name} answers ${failure}`).toContain(failure);
      }
      expect(entry!.requestBody !== undefined, `${name} body`).toBe(terms.body !== undefined);
    }
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

  it('calls for each PublicApi method the mounted operation of its name, a read anyone may make', () => {
    for (const [method, call] of Object.entries(PUBLIC_API_CALLS)) {
      expect(call.operation, method).toBe(method);
      const operation: AnyOperation = operations[call.operation];
      expect(mounted().has(operation), method).toBe(true);
      expect(operation.method, method).toBe('get');
      expect(termsOf(operation).access, method).toBe('public');
    }
  });
});

/** Placeholder path parameters: enough to reach the operation, which may then answer 404. */
function placeholderParams(operation: AnyOperation): Record<string, string> {
  return Object.fromEntries(
    [...operation.path.matchAll(/:(\w+)/g)].map((match) => [match[1], 'no-such-record']),
  );
}

describe.each(declared)('the typed client calls %s', (name, operation) => {
  it('and reaches the operation itself', async () => {
    // Ending every session is sent with another account's token, so the calls made after it, in
    // whatever order the tests run, still hold a valid one.
    const caller = name === 'revokeSessions' ? sessionEndingClient : client;
    const call = caller[name] as (input: object) => Promise<unknown>;
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
