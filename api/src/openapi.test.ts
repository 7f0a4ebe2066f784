// /api/openapi.json must describe exactly the API that is mounted: every route under /api,
// method by method, found by walking the Express app's own router (a route mounted without a
// route table would show up here undocumented and fail this test).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInspectableApp } from './test/inspectable-app.ts';
import { mountedRoutes } from './test/mounted-routes.ts';

interface OpenApiOperation {
  summary?: string;
  parameters: { name: string; in: string }[];
  'x-access': string;
}

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const app = buildInspectableApp();
let document: OpenApiDocument;

beforeAll(async () => {
  const response = await fetch(`${await app.listen()}/api/openapi.json`);
  expect(response.status).toBe(200);
  document = (await response.json()) as OpenApiDocument;
});

afterAll(() => app.close());

function documentedRoutes(): string[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map(
      (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
    ),
  );
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document', () => {
    expect(document.openapi).toBe('3.1.0');
  });

  it('lists exactly the routes mounted under /api, method by method', () => {
    const mounted = mountedRoutes(app.express).filter((route) => / \/api(\/|$)/.test(route));
    expect(mounted.length).toBeGreaterThan(10);
    expect(documentedRoutes().sort()).toEqual([...new Set(mounted)].sort());
    expect(new Set(mounted).size).toBe(mounted.length);
  });

  it('documents itself, and the assistant', () => {
    expect(document.paths['/api/openapi.json']?.['get']?.['x-access']).toBe('public');
    expect(document.paths['/api/chat/message']?.['post']?.['x-access']).toBe('public');
  });

  it('gives every operation a summary and declares each of its path parameters', () => {
    for (const [path, methods] of Object.entries(document.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const [method, operation] of Object.entries(methods)) {
        expect(operation.summary?.trim(), `${method} ${path}`).toBeTruthy();
        const declared = operation.parameters
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => parameter.name);
        expect(declared, `${method} ${path}`).toEqual(names);
      }
    }
  });

  it('matches the declared operations the access tests read', () => {
    const declared = app.operations.map(
      (operation) => `${operation.method.toUpperCase()} ${operation.path}`,
    );
    expect(declared.sort()).toEqual(documentedRoutes().sort());
  });
});
