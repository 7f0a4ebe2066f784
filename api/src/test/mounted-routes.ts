// The routes an Express app really has, found by walking its own router: a route mounted any other
// way than through a route table shows up here, so the contract and OpenAPI tests catch it.

import type { Express } from 'express';

interface Layer {
  rawPath?: string | string[];
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

const normalize = (path: string) => path.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');

/** "GET /api/shop/:id" for every route mounted on the app, at any depth. */
export function mountedRoutes(app: Express): string[] {
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
