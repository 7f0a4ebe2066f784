import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler } from 'express';
import { HttpError } from '../core/errors.ts';
import type { Logger } from '../core/logger.ts';
import { loggablePath } from './request-log.ts';

interface ErrorBody {
  status: number;
  body: Record<string, unknown> & { message: string };
}

/**
 * The one place errors become responses: `{ message, errors? }` for the ones thrown on purpose,
 * a plain 500 for anything else (logged, never sent: no stack, SQL or path leaves the server).
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const answer = describe(error);
    if (error instanceof HttpError && error.headers) res.set(error.headers);
    if (answer.status >= 500 && !(error instanceof HttpError)) {
      logger.error(`${req.method} ${loggablePath(req.originalUrl)} failed`, error);
    }
    if (req.path.startsWith('/api/') || req.path === '/api') {
      res.status(answer.status).json(answer.body);
    } else {
      res.status(answer.status).type('text/plain').send(answer.body.message);
    }
  };
}

function describe(error: unknown): ErrorBody {
  if (error instanceof HttpError) {
    const body: ErrorBody['body'] = { ...error.details, message: error.message };
    if (error.errors) body.errors = error.errors;
    return { status: error.status, body };
  }
  const parserError =
    describeBodyParserError(error) ?? describeRouterError(error) ?? describeClientError(error);
  if (parserError) return parserError;
  return { status: 500, body: { message: 'Internal server error' } };
}

/** express.json() fails with http-errors carrying a `type`; their own messages are not for users. */
function describeBodyParserError(error: unknown): ErrorBody | null {
  if (typeof error !== 'object' || error === null || !('type' in error)) return null;
  switch (error.type) {
    case 'entity.too.large':
      return { status: 413, body: { message: 'Request body too large' } };
    case 'entity.parse.failed':
      return { status: 400, body: { message: 'Invalid JSON body' } };
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return { status: 415, body: { message: 'Unsupported content encoding' } };
    default:
      return null;
  }
}

/** The router refuses a path parameter with broken percent-encoding as a 400 URIError. */
function describeRouterError(error: unknown): ErrorBody | null {
  if (error instanceof URIError && 'status' in error && error.status === 400) {
    return { status: 400, body: { message: 'Invalid URL encoding' } };
  }
  return null;
}

/**
 * Any other error the HTTP layer marks as the client's (http-errors' `expose` with a 4xx status),
 * e.g. a body whose gzip or deflate encoding is broken: its status, with a generic message.
 */
function describeClientError(error: unknown): ErrorBody | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, expose } = error as { status?: unknown; expose?: unknown };
  if (expose !== true || typeof status !== 'number' || status < 400 || status > 499) return null;
  const message = status === 400 ? 'Invalid request body' : (STATUS_CODES[status] ?? 'Bad request');
  return { status, body: { message } };
}
