// /api/openapi.json must describe exactly the API that is mounted: every route under /api,
// method by method, found by walking the Express app's own router (a route mounted without a
// route table would show up here undocumented and fail this test).

import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInspectableApp } from './test/inspectable-app.ts';

interface Layer {
  rawPath?: string | string[];
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

interface OpenApiOperation {
  summary?: string;
  parameters: { name: string; in: string }[];
  'x-access': string;
}

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** "GET /api/shop/:id" for every route mounted on the app, at any depth. */
function mountedRoutes(app: Express): string[] {
  const found: string[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      const path = typeof layer.rawPath === 'string' ? layer.rawPath : '';
      if (layer.route) {
        const fullPath = normalize(prefix + layer.route.path);
        for (const method of Object.keys(layer.route.methods)) {
          found.push(`${method.toUpperCase()} ${fullPath}`);
        }
      } else if (layer.handle.stack) {
        walk(layer.handle.stack, prefix + path);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return found;
}

const normalize = (path: string) => path.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');

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
