// What one API operation is, declared once: its method and path, who may call it, the zod schemas
// of its query and body, the type of its answer, and the failures it answers on purpose. The API
// mounts its route from the declaration (and documents it in OpenAPI), and the typed client calls
// it from the same declaration, so the server and its callers cannot disagree about an operation.

import type { z } from 'zod';

export const ACCESS_LEVELS = ['public', 'optional-user', 'user', 'admin', 'superadmin'] as const;
/**
 * public: anyone; a token is ignored. optional-user: anyone, but a token that is sent must be
 * valid (an order must not silently become a guest order). user: any signed-in account.
 * admin: admin or superadmin. superadmin: superadmin only.
 */
export type Access = (typeof ACCESS_LEVELS)[number];

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * The type of an operation's answer. Answers are built by the API's presenters (an explicit list of
 * fields), so the contract carries their type for the compiler rather than a schema to re-check.
 */
export interface Answer<T> {
  readonly answerType?: T;
}

/** `answer<Artwork[]>()`: the answer of an operation is an Artwork[]. */
export function answer<T>(): Answer<T> {
  return {};
}

/** `{ id: string }` for '/api/artworks/:id'; `{}` when the path has no parameters. */
export type PathParams<Path extends string> = string extends Path
  ? Record<string, string>
  : Path extends `${string}:${infer Param}/${infer Rest}`
    ? { [Key in Param]: string } & PathParams<`/${Rest}`>
    : Path extends `${string}:${infer Param}`
      ? { [Key in Param]: string }
      : Record<never, string>;

/**
 * The statuses an operation answers on purpose besides success, each with when. 400 (bad input),
 * 401 and 403 (access) follow from the declaration itself and need not be listed.
 */
export type Failures = Readonly<Partial<Record<404 | 409 | 413 | 422 | 429 | 503, string>>>;

export interface Operation<
  Path extends string = string,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Output = unknown,
> {
  method: HttpMethod;
  /** The full path with Express-style parameters, e.g. /api/artworks/id/:id */
  path: Path;
  summary: string;
  access: Access;
  query?: Query;
  body?: Body;
  /** How the body travels; multipart operations also list their file fields. */
  bodyType?: 'json' | 'multipart';
  files?: readonly string[];
  /** Status of a successful answer (default 200; 202 accepted for later, 204 answers no body). */
  status?: 200 | 201 | 202 | 204;
  /**
   * 'public': the answer is the same for every anonymous visitor (the catalogue), so the API may
   * keep it in its response cache until the next write and send it with an ETag.
   */
  cache?: 'public';
  answer: Answer<Output>;
  /** The answer's media type when it is not JSON (a CSV export): the client reads it as text. */
  produces?: 'text/csv';
  failures?: Failures;
}

export type AnyOperation = Operation<string, z.ZodType | undefined, z.ZodType | undefined, unknown>;

/** Declares an operation, keeping its literal path and exact schema types. */
export function defineOperation<
  const Path extends string,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Output = unknown,
>(operation: Operation<Path, Query, Body, Output>): Operation<Path, Query, Body, Output> {
  return operation;
}

export type OutputOf<Op> =
  Op extends Operation<string, infer _Q, infer _B, infer Output> ? Output : never;

/** What a caller sends: the path parameters, the query (schema input), the body (schema input). */
export type InputOf<Op> =
  Op extends Operation<infer Path, infer Query, infer Body, unknown>
    ? (keyof PathParams<Path> extends never ? { params?: never } : { params: PathParams<Path> }) &
        (Query extends z.ZodType ? { query?: z.input<Query> } : { query?: never }) &
        (Body extends z.ZodType ? { body: z.input<Body> } : { body?: never })
    : never;

/** A create answered 201 honours an Idempotency-Key: sent again, it answers the first answer. */
export function createsRecord(operation: Pick<AnyOperation, 'method' | 'status'>): boolean {
  return operation.method === 'post' && operation.status === 201;
}
