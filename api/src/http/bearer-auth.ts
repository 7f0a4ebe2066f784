import type { RequestHandler } from 'express';
import { AUTH_PROBLEM_LOCAL } from './route-table.ts';
import type { Viewer } from '../core/viewer.ts';

/** Resolves a bearer token to the account it speaks for, or null when it cannot be trusted. */
export type ViewerForToken = (token: string) => Promise<Viewer | null>;

const BEARER = /^Bearer +(\S+) *$/i;

/**
 * Mounted once for /api. No Authorization header: an anonymous visitor. A token that checks
 * out: res.locals.viewer. Anything else leaves the visitor anonymous and records the problem,
 * which the route table turns into a 401 on every route that is not public.
 */
export function bearerAuth(viewerForToken: ViewerForToken): RequestHandler {
  return async (req, res, next) => {
    const header = req.headers.authorization;
    if (header === undefined) return next();
    const token = BEARER.exec(header)?.[1];
    const viewer = token ? await viewerForToken(token) : null;
    if (viewer) res.locals['viewer'] = viewer;
    else res.locals[AUTH_PROBLEM_LOCAL] = 'Invalid or expired token';
    next();
  };
}
