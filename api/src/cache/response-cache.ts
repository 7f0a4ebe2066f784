// The response cache for anonymous visitors: catalogue GETs and server-rendered public pages,
// kept in memory with their compressed forms, and dropped as soon as anything is written to the
// database (a version read on every request). Requests that carry a token never use it or fill
// it: what they see may be personal (staff see drafts). Every public response carries an ETag
// and Cache-Control a CDN can honour, and answers 304 to a matching If-None-Match.

import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';

/** Stored, but checked with the server (ETag) before every reuse: changes show at once. */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';

type Encoding = 'br' | 'gzip' | 'identity';

export interface PublicResponse {
  status: number;
  contentType: string;
  body: string;
  /** Extra headers that belong to this body (a page's Content-Security-Policy). */
  headers?: Record<string, string>;
}

interface Entry {
  response: PublicResponse;
  etag: string;
  version: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

export interface ResponseCacheOptions {
  /** Changes whenever a record may have changed (databaseWriteVersion). */
  version: () => string;
  /** Oldest-used entries go first beyond this many (query strings make keys unbounded). */
  maxEntries?: number;
}

export interface ResponseCache {
  /** Serves a fresh stored response, or lets the request through with a slot to fill. */
  middleware: RequestHandler;
  readonly size: number;
  clear(): void;
}

const SLOT = 'publicResponseSlot';

type Slot = (entry: Entry) => void;

export function createResponseCache({
  version,
  maxEntries = 500,
}: ResponseCacheOptions): ResponseCache {
  const entries = new Map<string, Entry>();

  const middleware: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isPersonal(req)) return next();
    const key = req.originalUrl;
    const current = version();
    const entry = entries.get(key);
    if (entry) {
      entries.delete(key);
      if (entry.version === current) {
        entries.set(key, entry); // most recently used goes last
        serve(req, res, entry);
        return;
      }
    }
    const slot: Slot = (made) => {
      // A write during an async render may have changed what the page shows: not kept then.
      if (made.version !== current || version() !== current) return;
      entries.set(key, made);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    };
    res.locals[SLOT] = slot;
    res.locals[VERSION] = current;
    next();
  };

  return {
    middleware,
    get size() {
      return entries.size;
    },
    clear: () => entries.clear(),
  };
}

const VERSION = 'publicResponseVersion';

/** Sent with a token (signed in) or asking for no cache: answered fresh, never stored. */
function isPersonal(req: Request): boolean {
  return req.headers.authorization !== undefined;
}

/**
 * Answers a public response: stored for the next anonymous visitor when this request may fill
 * the cache, sent with its ETag and Cache-Control either way. Returns false when the request is
 * personal (the caller answers it the usual way).
 */
export function sendPublicResponse(res: Response, response: PublicResponse): boolean {
  const slot = res.locals[SLOT] as Slot | undefined;
  const version = res.locals[VERSION] as string | undefined;
  if (!slot || version === undefined) return false;
  const entry: Entry = { response, etag: etagOf(response.body), version, encoded: {} };
  if (response.status === 200) slot(entry);
  serve(res.req, res, entry);
  return true;
}

function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

function serve(req: Request, res: Response, entry: Entry): void {
  const { response, etag } = entry;
  for (const [name, value] of Object.entries(response.headers ?? {})) res.setHeader(name, value);
  res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
  res.setHeader('ETag', etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (response.status === 200 && matchesEtag(req.headers['if-none-match'], etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  const body = (entry.encoded[encoding] ??= encode(response.body, encoding));
  res.statusCode = response.status;
  res.setHeader('Content-Type', response.contentType);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Brotli when the browser takes it, then gzip; an encoding given q=0 is refused. */
export function preferredEncoding(header: string | undefined): Encoding {
  const accepted = (header ?? '')
    .split(',')
    .filter((part) => !/;\s*q=0(\.0*)?\s*$/i.test(part))
    .map((part) => part.split(';')[0]!.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}

function encode(body: string, encoding: Encoding): Buffer {
  const raw = Buffer.from(body);
  if (encoding === 'br') {
    return brotliCompressSync(raw, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 6,
        [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
  }
  if (encoding === 'gzip') return gzipSync(raw, { level: 6 });
  return raw;
}
