// Idempotent creates: a client that lost the answer to a create (Wi-Fi dropped after the server
// committed) sends it again with the same Idempotency-Key and gets the first answer back, not a
// second one-of-a-kind doll. The key is scoped to the account and the operation and kept for 24
// hours. The same key with a different body is a client bug: 422, nothing created. An answer of
// 5xx is not kept, so the retry it asks for really runs again.

import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { badRequest, conflict, HttpError } from '../core/errors.ts';
import type { IdempotencyScope, IdempotencyStore } from './idempotency-store.ts';
import { viewerOf } from './viewer.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const MAX_KEY_LENGTH = 200;
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

const IDEMPOTENCY_LOCAL = 'idempotencyStore';

/** Mounted once for /api: gives the creating routes the store of keys. */
export function idempotencyKeys(store: IdempotencyStore): RequestHandler {
  return (_req, res, next) => {
    res.locals[IDEMPOTENCY_LOCAL] = store;
    next();
  };
}

/** The header's key; undefined when none was sent; a 400 when it is not 1-200 characters. */
function keyOf(req: Request): string | undefined {
  const key = req.headers[IDEMPOTENCY_HEADER];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw badRequest(`Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} characters`);
  }
  return key;
}

/** 'POST /api/shop': the mounted path and the route's pattern, not the concrete URL. */
function operationOf(req: Request): string {
  const pattern = (req.route as { path?: string } | undefined)?.path ?? '';
  return `${req.method} ${req.baseUrl}${pattern === '/' ? '' : pattern}`;
}

/** What makes two requests "the same": the body's fields and every uploaded file's bytes. */
function fingerprintOf(req: Request): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(sortedKeys(req.body ?? {})));
  const files = req.files;
  const uploads = Array.isArray(files) ? files : Object.values(files ?? {}).flat();
  for (const file of uploads) {
    hash.update(`\0${file.fieldname}\0`);
    hash.update(file.buffer);
  }
  return hash.digest('hex');
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, item]) => [key, sortedKeys(item)]),
  );
}

/** Keeps the answer the handler (or the error handler) sends, when it is not a server failure. */
function recordAnswer(res: Response, store: IdempotencyStore, scope: IdempotencyScope): void {
  const send = res.json.bind(res);
  let recorded = false;
  res.json = (body: unknown) => {
    if (!recorded) {
      recorded = true;
      if (res.statusCode >= 500) store.release(scope);
      else store.answer(scope, res.statusCode, body);
    }
    return send(body);
  };
  // A request that ends without a JSON answer (a dropped connection) must not hold the key.
  res.on('close', () => {
    if (!recorded) store.release(scope);
  });
}

/**
 * Runs before a creating operation's handler (after its body is parsed). With no key it does
 * nothing; with a known key it answers the first answer again; with a new one it records.
 */
export const idempotentCreate: RequestHandler = (req, res, next) => {
  const key = keyOf(req);
  const store = res.locals[IDEMPOTENCY_LOCAL] as IdempotencyStore | undefined;
  if (key === undefined || store === undefined) return next();
  const scope: IdempotencyScope = {
    key,
    userId: viewerOf(res).userId ?? '',
    operation: operationOf(req),
  };
  const fingerprint = fingerprintOf(req);
  store.forgetOlderThan(new Date(Date.now() - IDEMPOTENCY_TTL_MS));
  const stored = store.find(scope);
  if (stored) {
    if (stored.fingerprint !== fingerprint) {
      throw new HttpError(422, 'This Idempotency-Key was already used for a different request');
    }
    if (stored.status === null) {
      throw conflict('A request with this Idempotency-Key is still being answered; try again');
    }
    res.setHeader('Idempotent-Replayed', 'true');
    res.status(stored.status).json(stored.body);
    return;
  }
  store.claim(scope, fingerprint);
  recordAnswer(res, store, scope);
  next();
};
