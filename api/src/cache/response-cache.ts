// The response cache for anonymous visitors: catalogue GETs and server-rendered public pages,
// kept in memory with their compressed forms, and dropped as soon as anything is written to the
// database (a version read on every request). Requests that carry a token never use it or fill
// it: what they see may be personal (staff see drafts). Every public response carries an ETag
// and Cache-Control a CDN can honour, and answers 304 to a matching If-None-Match.

import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';

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
  /** The response head per encoding (and for a 304), as flat [name, value, ...] lists. */
  heads: Partial<Record<Encoding | 'notModified', string[]>>;
  /** Lower-cased names of the body's own headers: they replace the app's of the same name. */
  ownHeaderNames: Set<string>;
}

export interface ResponseCacheOptions {
  /** Changes whenever a record may have changed (databaseWriteVersion). */
  version: () => string;
  /** Oldest-used entries go first beyond this many (query strings make keys unbounded). */
  maxEntries?: number;
}

/** Called once a stored answer will be sent: returns the headers every response carries. */
export type HeadersBeforeStored = (req: IncomingMessage, res: ServerResponse) => string[];

export interface ResponseCache {
  /** Serves a fresh stored response, or lets the request through with a slot to fill. */
  middleware: RequestHandler;
  /**
   * Answers the request from the store straight on node:http, before any routing, when a fresh
   * response is stored for it; false otherwise (the app then handles it, middleware included).
   */
  answerStored(req: IncomingMessage, res: ServerResponse, before: HeadersBeforeStored): boolean;
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

  /** The fresh entry for this key, made the most recently used; undefined when there is none. */
  function freshEntry(key: string, current: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    if (entry.version !== current) return undefined;
    entries.set(key, entry); // most recently used goes last
    return entry;
  }

  const answerStored: ResponseCache['answerStored'] = (req, res, before) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isPersonal(req)) return false;
    const entry = freshEntry(req.url ?? '', version());
    if (!entry) return false;
    serve(req, res, entry, before(req, res));
    return true;
  };

  const middleware: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isPersonal(req)) return next();
    const key = req.originalUrl;
    const current = version();
    const entry = freshEntry(key, current);
    if (entry) {
      serve(req, res, entry, []);
      return;
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
    answerStored,
    get size() {
      return entries.size;
    },
    clear: () => entries.clear(),
  };
}

const VERSION = 'publicResponseVersion';

/** Sent with a token (signed in) or asking for no cache: answered fresh, never stored. */
function isPersonal(req: IncomingMessage): boolean {
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
  const entry: Entry = {
    response,
    etag: etagOf(response.body),
    version,
    encoded: {},
    heads: {},
    ownHeaderNames: new Set(Object.keys(response.headers ?? {}).map((name) => name.toLowerCase())),
  };
  if (response.status === 200) slot(entry);
  serve(res.req, res, entry, []);
  return true;
}

function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Writes the stored answer in one head. `first` are headers every response carries (security
 * headers, when nothing has set them yet); a body's own header of the same name replaces one.
 * Headers set earlier with setHeader (the app's middleware) are merged by node:http the same way.
 */
function serve(req: IncomingMessage, res: ServerResponse, entry: Entry, first: string[]): void {
  const { response, etag } = entry;
  const notModified = response.status === 200 && matchesEtag(req.headers['if-none-match'], etag);
  const encoding = notModified ? 'identity' : preferredEncoding(req.headers['accept-encoding']);
  const body = notModified ? null : (entry.encoded[encoding] ??= encode(response.body, encoding));
  const head = (entry.heads[notModified ? 'notModified' : encoding] ??= headOf(
    response,
    etag,
    notModified ? null : { encoding, length: body!.length },
  ));
  const headers = first.length === 0 ? head : [...withoutOwn(first, entry.ownHeaderNames), ...head];
  res.writeHead(notModified ? 304 : response.status, headers);
  res.end(notModified || req.method === 'HEAD' ? undefined : body);
}

function headOf(
  response: PublicResponse,
  etag: string,
  content: { encoding: Encoding; length: number } | null,
): string[] {
  const head = Object.entries(response.headers ?? {}).flat();
  head.push('Cache-Control', PUBLIC_CACHE_CONTROL, 'ETag', etag, 'Vary', 'Accept-Encoding');
  if (!content) return head;
  head.push('Content-Type', response.contentType);
  if (content.encoding !== 'identity') head.push('Content-Encoding', content.encoding);
  head.push('Content-Length', String(content.length));
  return head;
}

function withoutOwn(headers: string[], ownNames: Set<string>): string[] {
  if (ownNames.size === 0) return headers;
  const kept: string[] = [];
  for (let index = 0; index < headers.length; index += 2) {
    if (!ownNames.has(headers[index]!.toLowerCase()))
      kept.push(headers[index]!, headers[index + 1]!);
  }
  return kept;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Brotli when the browser takes it, then gzip; an encoding given q=0 is refused. */
export function preferredEncoding(header: string | undefined): Encoding {
  // Browsers send one of a handful of values: the last answer is kept for the next request.
  if (header === lastAcceptEncoding.header) return lastAcceptEncoding.encoding;
  const encoding = parseAcceptEncoding(header);
  lastAcceptEncoding = { header, encoding };
  return encoding;
}

let lastAcceptEncoding: { header: string | undefined; encoding: Encoding } = {
  header: undefined,
  encoding: 'identity',
};

function parseAcceptEncoding(header: string | undefined): Encoding {
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
