// One line per request for the operator: method, path, status and duration. Query values that
// may carry a secret (a token, a password, a code) and path segments that are one (a preview
// link's token, a reward code) are replaced before the line is written.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from '../core/logger.ts';

const SECRET_PARAMETER = /token|pass|secret|key|code|credential|auth|sig/i;

/**
 * Paths whose last segment is a secret: a preview link's token (its page and its API read) and
 * a reward code (spendable by whoever holds it). The segment is replaced before logging.
 */
const SECRET_SEGMENT = /^(\/preview\/|\/api\/previews\/|\/api\/reward-points\/codes\/)[^/?#]+/i;

/**
 * The request target as it may be logged: secrets in the path and the values of secret-looking
 * query parameters redacted.
 */
export function loggablePath(originalUrl: string): string {
  const redacted = originalUrl.replace(
    SECRET_SEGMENT,
    (_match, prefix: string) => `${prefix}[redacted]`,
  );
  return redactQuery(redacted);
}

function redactQuery(originalUrl: string): string {
  const queryStart = originalUrl.indexOf('?');
  if (queryStart === -1) return originalUrl;
  const query = originalUrl
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      return SECRET_PARAMETER.test(decodeName(name)) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${originalUrl.slice(0, queryStart)}?${query}`;
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/**
 * Logs one request once its response closes. Plain node:http, so that the answers served before
 * any routing (stored responses) are logged the same way; the target is read now, before any
 * router rewrites the URL.
 */
export function requestLogger(
  logger: Logger,
  now: () => number = () => performance.now(),
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const startedAt = now();
    const target = req.url ?? '';
    // 'close' comes for finished and for abandoned responses alike; only the latter are marked.
    res.once('close', () => {
      const duration = Math.round(now() - startedAt);
      const aborted = res.writableFinished ? '' : ' (aborted)';
      logger.info(
        `${req.method} ${loggablePath(target)} ${res.statusCode} ${duration}ms${aborted}`,
      );
    });
  };
}

export function requestLog(
  logger: Logger,
  now: () => number = () => performance.now(),
): RequestHandler {
  const log = requestLogger(logger, now);
  return (req, res, next) => {
    log(req, res);
    next();
  };
}
