// Every API operation is declared once, here-shaped: method, path, who may call it, and the
// shared zod schemas for its query and body. The same declaration registers the Express route,
// enforces the access level, parses the input, and feeds the OpenAPI document and the
// table-driven access tests — so the documentation and the guards cannot drift from the routes.

import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import { sendPublicResponse } from '../cache/response-cache.ts';
import { decideAccess, type Access } from '../policies/access.ts';
import { forbidden, unauthorized } from './errors.ts';
import { idempotentCreate } from './idempotency.ts';
import { parseInput } from './validate.ts';
import { viewerOf, type Viewer } from './viewer.ts';

export { ACCESS_LEVELS, type Access } from '../policies/access.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface OperationSpec<Query extends z.ZodType, Body extends z.ZodType> {
  summary: string;
  access: Access;
  query?: Query;
  body?: Body;
  /** How the body travels; multipart operations also list their file fields. */
  bodyType?: 'json' | 'multipart';
  files?: string[];
  /** Status of a successful answer (default 200). */
  status?: number;
  /**
   * 'public': the answer is the same for every anonymous visitor (the catalogue), so it is kept in
   * the response cache until the next write and sent with an ETag. Requests with a token bypass it.
   */
  cache?: 'public';
  /** Runs after the access check and before parsing: rate limits, multipart parsing. */
  before?: RequestHandler[];
}

export interface OperationInput<Query extends z.ZodType, Body extends z.ZodType> {
  query: z.output<Query>;
  body: z.output<Body>;
  params: Record<string, string>;
  viewer: Viewer;
  req: Request;
  res: Response;
}

/**
 * Returns the JSON answer, or undefined when the handler answered itself (a file, a redirect).
 * Throw an HttpError for the expected failures.
 */
export type OperationHandler<Query extends z.ZodType, Body extends z.ZodType> = (
  input: OperationInput<Query, Body>,
) => unknown;

/** What the OpenAPI document and the access tests read. */
export interface Operation {
  method: HttpMethod;
  /** Full Express path, e.g. /api/artworks/id/:id */
  path: string;
  spec: OperationSpec<z.ZodType, z.ZodType>;
}

export interface RouteTable {
  readonly router: Router;
  readonly operations: readonly Operation[];
  get: Declare;
  post: Declare;
  put: Declare;
  patch: Declare;
  delete: Declare;
}

type Declare = <Query extends z.ZodType = z.ZodUnknown, Body extends z.ZodType = z.ZodUnknown>(
  path: string,
  spec: OperationSpec<Query, Body>,
  handler: OperationHandler<Query, Body>,
) => void;

/** A resource's operations, mounted at `prefix` under /api (e.g. '/artworks'). */
export function createRouteTable(prefix: string): RouteTable {
  const router = Router();
  const operations: Operation[] = [];

  function declare(method: HttpMethod): Declare {
    return <Query extends z.ZodType, Body extends z.ZodType>(
      path: string,
      spec: OperationSpec<Query, Body>,
      handler: OperationHandler<Query, Body>,
    ) => {
      operations.push({
        method,
        path: joinPath('/api', prefix, path),
        spec: spec as OperationSpec<z.ZodType, z.ZodType>,
      });
      const steps = [requireAccess(spec.access), ...(spec.before ?? [])];
      if (createsRecord(method, spec)) steps.push(idempotentCreate);
      router[method](path, ...steps, async (req, res) => {
        // Without a schema the operation takes no input of that kind: it sees undefined.
        const query = (
          spec.query ? parseInput(spec.query, req.query) : undefined
        ) as z.output<Query>;
        const body = (
          spec.body ? parseInput(spec.body, req.body ?? {}) : undefined
        ) as z.output<Body>;
        const answer = await handler({
          query,
          body,
          params: req.params as Record<string, string>,
          viewer: viewerOf(res),
          req,
          res,
        });
        if (answer === undefined || res.headersSent) return;
        const status = spec.status ?? 200;
        const cached =
          spec.cache === 'public' &&
          sendPublicResponse(res, {
            status,
            contentType: 'application/json; charset=utf-8',
            body: JSON.stringify(answer),
          });
        if (!cached) res.status(status).json(answer);
      });
    };
  }

  return {
    router,
    operations,
    get: declare('get'),
    post: declare('post'),
    put: declare('put'),
    patch: declare('patch'),
    delete: declare('delete'),
  };
}

/** A POST answering 201 creates: it honours an Idempotency-Key, so a lost answer is harmless. */
export function createsRecord(method: HttpMethod, spec: { status?: number }): boolean {
  return method === 'post' && spec.status === 201;
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

function joinPath(...parts: string[]): string {
  const joined = parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');
  return `/${joined}`;
}
