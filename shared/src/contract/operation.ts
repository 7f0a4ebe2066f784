// What one API operation is. Each operation is declared once, in two halves kept under one name:
// - its wire declaration (operations/): method, path, success status, body and answer media
//   types, and the answer's type. That is all a caller needs, so the typed client in every
//   browser page loads only these plain objects.
// - its terms (terms/): who may call it, the zod schemas its query and body are parsed with, its
//   caching, and what OpenAPI says about it. The API reads these; clients see them as types only.
// The compiler checks that every declared operation has its terms and that no terms name an
// operation that is not declared, so the halves cannot drift apart.

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

/** The failure statuses the API answers, each for its own reason. */
export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

/**
 * The statuses an operation answers on purpose besides success, each with when. 400 (bad input),
 * 401 and 403 (access), the body limits (413, 415), an upload's checks and a rate limit (429)
 * follow from the declaration and its route and need not be listed; list 401 or 403 only when
 * the operation answers them for another reason than its access (a wrong password).
 */
export type Failures = Readonly<Partial<Record<FailureStatus, string>>>;

/** An operation on the wire: what a caller needs to call it and read its answer. */
export interface Operation<Path extends string = string, Output = unknown> {
  method: HttpMethod;
  /** The full path with Express-style parameters, e.g. /api/artworks/id/:id */
  path: Path;
  /** Status of a successful answer (default 200; 202 accepted for later, 204 answers no body). */
  status?: 200 | 201 | 202 | 204;
  /** How the body travels: JSON (the default), or multipart form data that may carry files. */
  bodyType?: 'json' | 'multipart';
  answer: Answer<Output>;
  /** The answer's media type when it is not JSON (a CSV export): the client reads it as text. */
  produces?: 'text/csv';
}

/** The API side of an operation: who may call it, what it parses, and how it is documented. */
export interface OperationTerms<
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
> {
  summary: string;
  access: Access;
  query?: Query;
  body?: Body;
  /** The file fields of a multipart body. */
  files?: readonly string[];
  /**
   * 'public': the answer is the same for every anonymous visitor (the catalogue), so the API may
   * keep it in its response cache until the next write and send it with an ETag.
   */
  cache?: 'public';
  failures?: Failures;
}

/**
 * A wire declaration typed with its terms. Their type rides along for the compiler only (input
 * types for callers, parsed types for handlers); at run time the API reads the terms with termsOf.
 */
export interface WithTerms<Terms> {
  readonly termsType?: Terms;
}

export type AnyOperation = Operation<string, unknown>;

/** Declares an operation's wire half, keeping its literal path and answer type. */
export function defineOperation<const Path extends string, Output = unknown>(
  operation: Operation<Path, Output>,
): Operation<Path, Output> {
  return operation;
}

export type OutputOf<Op> = Op extends Operation<string, infer Output> ? Output : never;

/** The terms type an operation was declared with ({} for a bare wire declaration). */
export type TermsTypeOf<Op> = Op extends WithTerms<infer Terms> ? NonNullable<Terms> : never;

/** The zod schema of an operation's query or body, or undefined when it takes none. */
export type SchemaOf<Op, Part extends 'query' | 'body'> =
  TermsTypeOf<Op> extends { [Key in Part]: infer Schema extends z.ZodType } ? Schema : undefined;

/** What a caller sends: the path parameters, the query (schema input), the body (schema input). */
export type InputOf<Op> =
  Op extends Operation<infer Path, unknown>
    ? (keyof PathParams<Path> extends never ? { params?: never } : { params: PathParams<Path> }) &
        (SchemaOf<Op, 'query'> extends z.ZodType
          ? { query?: z.input<SchemaOf<Op, 'query'>> }
          : { query?: never }) &
        (SchemaOf<Op, 'body'> extends z.ZodType
          ? { body: z.input<SchemaOf<Op, 'body'>> }
          : { body?: never })
    : never;

/** A create answered 201 honours an Idempotency-Key: sent again, it answers the first answer. */
export function createsRecord(operation: Pick<AnyOperation, 'method' | 'status'>): boolean {
  return operation.method === 'post' && operation.status === 201;
}
