// The typed client of every operation, derived from the declarations: `api.getProduct({ params:
// { id } })` sends GET /api/shop/:id and resolves to a Product, or rejects with an ApiError. The
// storefront, the dashboard, the web admin and the studio's sync all call the API through it.

import { decodeFailure, parseAnswerText, UNREACHABLE_STATUS, unreachable } from './failure.ts';
import type { AnyOperation, InputOf, OutputOf } from './operation.ts';
import { operations, type OperationName, type Operations } from './operations.ts';
import { fillPath, withQuery } from './request.ts';

export interface ClientTransport {
  fetch?: typeof fetch;
  /** Origin of the API; '' (the default) is the page's own. */
  baseUrl?: string | (() => string);
  /** The bearer token to send, if any. */
  token?: () => string | null;
  /** Told of every 401 or 403 answer before the call fails (a session ended, a role was lost). */
  onRefused?: (status: 401 | 403) => void;
  /** Gives up on a call after this long, as if the server could not be reached. */
  timeoutMs?: number;
  /**
   * The message of a failure that came without one: the server not reached (status 0), or an
   * answer with no JSON message (a proxy's error page). Without it such a failure's message is ''.
   */
  fallbackMessage?: (status: number) => string;
}

export interface CallOptions {
  /** A create's key: sent again (an answer lost on the way), it never makes a second record. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** An operation's input (optional when it needs none) and the call's options. */
export type CallArgs<Op> =
  Record<never, never> extends InputOf<Op>
    ? [input?: InputOf<Op>, options?: CallOptions]
    : [input: InputOf<Op>, options?: CallOptions];

export type OperationCall<Op> = (...args: CallArgs<Op>) => Promise<OutputOf<Op>>;

export type ApiClient = { [Name in OperationName]: OperationCall<Operations[Name]> };

interface LooseInput {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The URL (without origin) an operation is called at with this input. */
export function operationUrl(operation: AnyOperation, input: LooseInput = {}): string {
  return withQuery(fillPath(operation.path, input.params), input.query);
}

/** Calls one operation: the answer's JSON, or an ApiError (status 0 when nothing answered). */
export async function callOperation<Op extends AnyOperation>(
  transport: ClientTransport,
  operation: Op,
  input: LooseInput = {},
  options: CallOptions = {},
): Promise<OutputOf<Op>> {
  const fetchImpl = transport.fetch ?? ((url, init) => fetch(url, init));
  const baseUrl =
    typeof transport.baseUrl === 'function' ? transport.baseUrl() : (transport.baseUrl ?? '');
  const token = transport.token?.() ?? null;
  const headers: Record<string, string> = {
    Accept: operation.produces ?? 'application/json',
    ...options.headers,
  };
  if (token) headers['Authorization'] = `Bearer ${token}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  let body: FormData | string | undefined;
  if (input.body instanceof FormData) {
    body = input.body;
  } else if (input.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input.body);
  }
  const signals = [options.signal, timeoutSignal(transport.timeoutMs)].filter(
    (signal): signal is AbortSignal => signal !== undefined,
  );
  let response: Response;
  try {
    response = await fetchImpl(`${baseUrl}${operationUrl(operation, input)}`, {
      method: operation.method.toUpperCase(),
      headers,
      body,
      signal: signals.length > 0 ? AbortSignal.any(signals) : undefined,
    });
  } catch (error) {
    // The caller's own cancel stays a cancel; anything else means the server was not reached.
    if (options.signal?.aborted) throw error;
    throw unreachable(transport.fallbackMessage?.(UNREACHABLE_STATUS));
  }
  const text = await response.text().catch(() => '');
  const answer = operation.produces && response.ok ? text : parseAnswerText(text);
  if (!response.ok) {
    if (response.status === 401 || response.status === 403) transport.onRefused?.(response.status);
    throw decodeFailure(response.status, answer, transport.fallbackMessage?.(response.status));
  }
  return (response.status === 204 ? undefined : answer) as OutputOf<Op>;
}

function timeoutSignal(timeoutMs: number | undefined): AbortSignal | undefined {
  return timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs);
}

/** One method per declared operation, all over the same transport. */
export function createApiClient(transport: ClientTransport = {}): ApiClient {
  const client: Record<string, unknown> = {};
  for (const [name, operation] of Object.entries(operations)) {
    client[name] = (input?: LooseInput, options?: CallOptions) =>
      callOperation(transport, operation as AnyOperation, input, options);
  }
  return client as ApiClient;
}
