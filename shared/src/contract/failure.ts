// The one decoder of failed calls, whatever the transport (fetch in the browser, Node's fetch in
// the studio, the studio's IPC bridge): the API answers every failure as `{message, errors?,
// ...details}`, and callers see it as one ApiError.

/** A call that never reached the server (offline, refused, timed out): status 0, no message. */
export const UNREACHABLE_STATUS = 0;

export interface ApiFailure {
  status: number;
  /** The server's sentence for the failure; '' when it sent none (a proxy's page, no body). */
  message: string;
  /** The first problem per field, keyed by dotted path ('items.0.quantity'). */
  errors?: Record<string, string>;
  /** On a stale save (409): the record as it is now. */
  current?: unknown;
  /** The other fields of the error body, e.g. `reason` or `unavailableItems` of an order. */
  details?: Record<string, unknown>;
}

export class ApiError extends Error implements ApiFailure {
  readonly status: number;
  readonly errors: Record<string, string> | undefined;
  readonly current: unknown;
  readonly details: Record<string, unknown>;

  constructor(failure: ApiFailure) {
    super(failure.message);
    this.name = 'ApiError';
    this.status = failure.status;
    this.errors = failure.errors;
    this.current = failure.current;
    this.details = failure.details ?? {};
  }

  /** 409 with the current record: someone else saved first. */
  get isStaleSave(): boolean {
    return this.status === 409 && this.current !== undefined;
  }

  /** The call never reached the server. */
  get isUnreachable(): boolean {
    return this.status === UNREACHABLE_STATUS;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isTextRecord(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((text) => typeof text === 'string');
}

/**
 * A failed answer's status and parsed body (null when it was not JSON) as an ApiError; `fallback`
 * is its message when the body has none.
 */
export function decodeFailure(status: number, body: unknown, fallback = ''): ApiError {
  const { message, errors, current, ...details } = isRecord(body) ? body : {};
  return new ApiError({
    status,
    message: typeof message === 'string' && message !== '' ? message : fallback,
    errors: isTextRecord(errors) ? errors : undefined,
    current,
    details,
  });
}

export function unreachable(message = ''): ApiError {
  return new ApiError({ status: UNREACHABLE_STATUS, message });
}

/** True for the failure of a call that never reached the server. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.isUnreachable;
}

/** The JSON of an answer's text; null for an empty body or one that is not JSON. */
export function parseAnswerText(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** A read whose 404 means "no such record": null instead of a failure. It lives beside ApiError,
 * not with the client, so a page can hold it without the operations' declarations. */
export async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
