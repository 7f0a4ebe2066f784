// Errors a handler throws on purpose. The error handler turns them into
// `{ message, errors? }` with their status; anything else becomes a plain 500.

export type FieldErrors = Record<string, string>;

export class HttpError extends Error {
  readonly status: number;
  readonly errors: FieldErrors | undefined;
  /** Extra top-level fields of the body, e.g. `current` on a stale save or `unavailableItems`. */
  readonly details: Record<string, unknown> | undefined;
  /** Response headers the answer needs, e.g. Retry-After on a 503. */
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    message: string,
    options: {
      errors?: FieldErrors;
      details?: Record<string, unknown>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.errors = options.errors;
    this.details = options.details;
    this.headers = options.headers;
  }
}

export const badRequest = (message: string, errors?: FieldErrors) =>
  new HttpError(400, message, { errors });

export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);

export const forbidden = (message = 'You do not have permission to do this') =>
  new HttpError(403, message);

export const notFound = (message = 'Not found') => new HttpError(404, message);

export const conflict = (message: string, details?: Record<string, unknown>) =>
  new HttpError(409, message, { details });

export const payloadTooLarge = (message = 'Request body too large') => new HttpError(413, message);

export const unsupportedMediaType = (message = 'Unsupported media type') =>
  new HttpError(415, message);

export const tooManyRequests = (message = 'Too many requests, please try again later') =>
  new HttpError(429, message);

export const serviceUnavailable = (message: string, retryAfterSeconds?: number) =>
  new HttpError(503, message, {
    headers:
      retryAfterSeconds === undefined ? undefined : { 'Retry-After': `${retryAfterSeconds}` },
  });
