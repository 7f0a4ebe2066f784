// The API side of the operation contract: a resource mounts each operation declared in
// @kawaii/shared with its handler. The declaration drives everything around the handler: the
// Express route, the access check, parsing the query and body, the status and caching of the
// answer, the OpenAPI document and the table-driven access tests. The handler only calls services.

import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import {
  createsRecord,
  termsOf,
  type AnyOperation,
  type Failures,
  type Operation,
  type OutputOf,
  type PathParams,
  type SchemaOf,
} from '@kawaii/shared';
import { sendPublicResponse } from '../cache/response-cache.ts';
import { decideAccess, type Access } from '../policies/access.ts';
import { forbidden, unauthorized } from '../core/errors.ts';
import { idempotentCreate } from './idempotency.ts';
import { failuresOfStep } from './step-failures.ts';
import { parseInput } from '../core/parse-input.ts';
import type { Viewer } from '../core/viewer.ts';
import { viewerOf } from './viewer.ts';

export { ACCESS_LEVELS, type Access } from '../policies/access.ts';

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

export interface HandlerInput<Op> {
  params: Op extends Operation<infer Path, unknown> ? PathParams<Path> : never;
  query: Parsed<SchemaOf<Op, 'query'>>;
  body: Parsed<SchemaOf<Op, 'body'>>;
  viewer: Viewer;
  req: Request;
  res: Response;
}

/**
 * Answers the operation's declared answer, or undefined when the handler answered itself (a file,
 * a redirect) or the operation answers no body (204). Throw an HttpError for the expected failures.
 */
export type OperationHandler<Op> = (
  input: HandlerInput<Op>,
) => OutputOf<Op> | undefined | Promise<OutputOf<Op> | undefined>;

export interface HandleOptions {
  /**
   * Runs after the access check and before parsing: rate limits, multipart parsing. A step that
   * answers failures itself says which (`answersFailures`), and the operation documents them.
   */
  before?: RequestHandler[];
}

const failuresOfSteps = new WeakMap<AnyOperation, Failures>();

/** What the steps an operation was mounted with answer before its handler runs. */
export function pipelineFailures(operation: AnyOperation): Failures {
  return failuresOfSteps.get(operation) ?? {};
}

export interface RouteTable {
  readonly router: Router;
  /** The declarations this table mounted, in order. */
  readonly operations: readonly AnyOperation[];
  handle<Op extends AnyOperation>(
    operation: Op,
    handler: OperationHandler<Op>,
    options?: HandleOptions,
  ): void;
}

/** A resource's operations, mounted at `prefix` under /api (e.g. '/artworks'). */
export function createRouteTable(prefix: string): RouteTable {
  const router = Router();
  const operations: AnyOperation[] = [];
  const base = joinPath('/api', prefix);

  function handle<Op extends AnyOperation>(
    operation: Op,
    handler: OperationHandler<Op>,
    options: HandleOptions = {},
  ): void {
    const path = relativePath(base, operation.path);
    const terms = termsOf(operation);
    operations.push(operation);
    const steps = [requireAccess(terms.access), ...(options.before ?? [])];
    failuresOfSteps.set(
      operation,
      Object.assign({}, ...(options.before ?? []).map(failuresOfStep)) as Failures,
    );
    if (createsRecord(operation)) steps.push(idempotentCreate);
    router[operation.method](path, ...steps, async (req, res) => {
      // Without a schema the operation takes no input of that kind: it sees undefined.
      const query = terms.query ? parseInput(terms.query, req.query) : undefined;
      const body = terms.body ? parseInput(terms.body, req.body ?? {}) : undefined;
      const answer = await handler({
        params: req.params,
        query,
        body,
        viewer: viewerOf(res),
        req,
        res,
      } as HandlerInput<Op>);
      if (res.headersSent) return;
      const status = operation.status ?? 200;
      if (answer === undefined) {
        if (status === 204) res.status(204).end();
        return;
      }
      const cached =
        terms.cache === 'public' &&
        sendPublicResponse(res, {
          status,
          contentType: 'application/json; charset=utf-8',
          body: JSON.stringify(answer),
        });
      if (!cached) res.status(status).json(answer);
    });
  }

  return { router, operations, handle };
}

/** Set by the bearer-auth middleware when a token was sent but could not be trusted. */
export const AUTH_PROBLEM_LOCAL = 'authProblem';

export function requireAccess(access: Access): RequestHandler {
  return (_req, res, next) => {
    if (access === 'public') return next();
    const problem = res.locals[AUTH_PROBLEM_LOCAL] as string | undefined;
    if (problem) throw unauthorized(problem);
    if (access === 'optional-user') return next();
    const decision = decideAccess(viewerOf(res), access);
    if (decision === 'sign-in') throw unauthorized();
    if (decision === 'forbidden') throw forbidden();
    next();
  };
}

/** '/api/shop/:id' under '/api/shop' is '/:id'; an operation outside the table's prefix is a bug. */
function relativePath(base: string, path: string): string {
  if (path === base) return '/';
  if (base === '/api' || path.startsWith(`${base}/`)) return path.slice(base.length) || '/';
  throw new Error(`${path} is not under ${base}: mount it with the table of its resource`);
}

function joinPath(...parts: string[]): string {
  const joined = parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');
  return `/${joined}`;
}
