import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { RequestHandler } from 'express';
import { preferredEncoding } from '../cache/response-cache.ts';

const ASSET_NAME = /^\/[\w.-]+$/;
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The build's scripts and styles as the build compressed them (file.js.br, file.js.gz) for the
 * browsers that accept them; anything else falls through to the plain files.
 */
export function precompressedAssets(assetsDir: string): RequestHandler {
  // Built files never change under one name, so whether a copy exists is looked up once.
  const exists = new Map<string, boolean>();
  const hasCopy = (file: string) => {
    let known = exists.get(file);
    if (known === undefined) exists.set(file, (known = existsSync(file)));
    return known;
  };

  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !ASSET_NAME.test(req.path)) {
      return next();
    }
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    if (encoding === 'identity') return next();
    const copy = join(assetsDir, `${req.path}.${encoding === 'br' ? 'br' : 'gz'}`);
    if (!hasCopy(copy)) return next();
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Vary', 'Accept-Encoding');
    res.type(extname(req.path));
    res.sendFile(copy, { immutable: true, maxAge: ONE_YEAR_MS }, (error) => {
      if (error) next(error);
    });
  };
}
