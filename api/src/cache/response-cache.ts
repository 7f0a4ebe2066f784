// The response cache for anonymous visitors: catalogue GETs and server-rendered public pages,
// kept in memory with their compressed forms. Each stored answer remembers the tables it was made
// from and is dropped as soon as one of them is written (an expiring order re-renders the shop,
// not the blog). Its size is capped in bytes, the least recently used going first, and its keys
// ignore tracking and unknown query parameters, so no crawler or ad link can make it grow without
// end. Requests that carry a token never use it or fill it: what they see may be personal (staff
// see drafts). Every public response carries an ETag and Cache-Control a CDN can honour, and
// answers 304 to a matching If-None-Match.

import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import type { CacheAddress } from './cache-key.ts';
import { recordTableReads } from './table-reads.ts';
import { EVERY_TABLE, type TableWrites } from './table-writes.ts';

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
  key: string;
  response: PublicResponse;
  etag: string;
  /** The write sequence number when the answer was started: fresh while its tables have none later. */
  madeAt: number;
  /** The tables it was made from (EVERY_TABLE when that cannot be told). */
  tables: readonly string[] | typeof EVERY_TABLE;
  /** When the clock alone makes it stale (a sale starts or ends), in ms; null: never. */
  expiresAt: number | null;
  /** What it holds in memory: key, body, headers and each encoding made so far. */
  bytes: number;
  encoded: Partial<Record<Encoding, Buffer>>;
  /** The response head per encoding (and for a 304), as flat [name, value, ...] lists. */
  heads: Partial<Record<Encoding | 'notModified', string[]>>;
  /** Lower-cased names of the body's own headers: they replace the app's of the same name. */
  ownHeaderNames: Set<string>;
}

export interface ResponseCacheOptions {
  /** When each table was last written (tableWrites over the app's database). */
  writes: TableWrites;
  /** The least recently used entries go first beyond this many bytes. */
  maxBytes: number;
  /** The key a request's answer is stored under, and the address it is answered from. */
  address: (url: string) => CacheAddress;
  /**
   * Answers that change by the clock alone: those made from these tables are dropped at the
   * next moment `next` names after the time they were made (a scheduled sale's start or end).
   */
  turnover?: TimedTables;
  /** The clock of `turnover`, in ms; tests move it. */
  clock?: () => number;
}

export interface TimedTables {
  tables: readonly string[];
  /** The next moment after `now` when what these tables say changes; null when none is known. */
  next(now: number): number | null;
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
  /** How many answers are stored. */
  readonly size: number;
  /** How many bytes the stored answers hold. */
  readonly bytes: number;
  clear(): void;
}

export function createResponseCache({
  writes,
  maxBytes,
  address,
  turnover,
  clock = Date.now,
}: ResponseCacheOptions): ResponseCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const evictBeyondCap = () => {
    for (const [key, entry] of entries) {
      if (bytes <= maxBytes) return;
      drop(key, entry); // Map order: least recently used first
    }
  };
  const grow = (entry: Entry, by: number) => {
    entry.bytes += by;
    if (entries.get(entry.key) === entry) {
      bytes += by;
      evictBeyondCap();
    }
  };

  /** The fresh entry for this key, made the most recently used; undefined when there is none. */
  function freshEntry(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    drop(key, entry);
    if (writes.lastWriteTo(entry.tables) > entry.madeAt) return undefined;
    if (entry.expiresAt !== null && clock() >= entry.expiresAt) return undefined;
    entries.set(key, entry); // most recently used goes last
    bytes += entry.bytes;
    return entry;
  }

  const answerStored: ResponseCache['answerStored'] = (req, res, before) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isPersonal(req)) return false;
    const entry = freshEntry(address(req.url ?? '').key);
    if (!entry) return false;
    serve(req, res, entry, before(req, res), grow);
    return true;
  };

  const middleware: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isPersonal(req)) return next();
    const { key, url } = address(req.originalUrl);
    const entry = freshEntry(key);
    if (entry) {
      serve(req, res, entry, [], grow);
      return;
    }
    const madeAt = writes.now();
    // Asked before the answer is made and outside its recording: not one of the tables it read.
    const madeAtTime = clock();
    const turnsOverAt = turnover ? turnover.next(madeAtTime) : null;
    const read = new Set<string>();
    const fill: Fill = (response) => {
      const tables = tablesOf(read, writes);
      const made: Entry = {
        key,
        response,
        etag: etagOf(response.body),
        madeAt,
        tables,
        expiresAt: turnsOverAt !== null && readsAny(tables, turnover!.tables) ? turnsOverAt : null,
        bytes: 0,
        encoded: {},
        heads: {},
        ownHeaderNames: new Set(
          Object.keys(response.headers ?? {}).map((name) => name.toLowerCase()),
        ),
      };
      made.bytes = ENTRY_OVERHEAD + key.length + Buffer.byteLength(response.body);
      // A write during an async render may have changed what the answer shows: not kept then.
      if (response.status === 200 && made.bytes <= maxBytes) {
        const stillTrue = made.expiresAt === null || clock() < made.expiresAt;
        if (writes.lastWriteTo(made.tables) <= madeAt && stillTrue) {
          const old = entries.get(key);
          if (old) drop(key, old);
          entries.set(key, made);
          bytes += made.bytes;
          evictBeyondCap();
        }
      }
      return made;
    };
    res.locals[FILL] = fill;
    res.locals[SERVE] = grow;
    res.locals[ADDRESS] = url;
    recordTableReads(read, next);
  };

  return {
    middleware,
    answerStored,
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    clear: () => {
      entries.clear();
      bytes = 0;
    },
  };
}

function readsAny(tables: Entry['tables'], timed: readonly string[]): boolean {
  return tables === EVERY_TABLE || timed.some((table) => tables.includes(table));
}

/** Rough bytes of an entry's bookkeeping (objects, ETag, header lists) beyond key and body. */
const ENTRY_OVERHEAD = 1024;

function tablesOf(read: ReadonlySet<string>, writes: TableWrites): Entry['tables'] {
  const tables: string[] = [];
  for (const name of read) {
    const kind = writes.classify(name);
    if (kind === EVERY_TABLE) return EVERY_TABLE;
    if (kind === 'table') tables.push(name);
  }
  // Nothing read at all: the reads may have escaped the recording, so any write counts.
  return tables.length === 0 ? EVERY_TABLE : tables;
}

const FILL = 'publicResponseFill';
const SERVE = 'publicResponseGrow';
const ADDRESS = 'publicResponseAddress';

type Fill = (response: PublicResponse) => Entry;
type Grow = (entry: Entry, by: number) => void;

/**
 * The address a public page is rendered from: its path and the query parameters that count for
 * it (none of the tracking ones). Undefined when the request is personal (the address as asked).
 */
export function publicAddress(res: Response): string | undefined {
  return res.locals[ADDRESS] as string | undefined;
}

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
  const fill = res.locals[FILL] as Fill | undefined;
  const grow = res.locals[SERVE] as Grow | undefined;
  if (!fill || !grow) return false;
  serve(res.req, res, fill(response), [], grow);
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
function serve(
  req: IncomingMessage,
  res: ServerResponse,
  entry: Entry,
  first: string[],
  grow: Grow,
): void {
  const { response, etag } = entry;
  const notModified = response.status === 200 && matchesEtag(req.headers['if-none-match'], etag);
  const encoding = notModified ? 'identity' : preferredEncoding(req.headers['accept-encoding']);
  let body = notModified ? null : entry.encoded[encoding];
  if (!notModified && !body) {
    body = entry.encoded[encoding] = encode(response.body, encoding);
    grow(entry, body.length);
  }
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
