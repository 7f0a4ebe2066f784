import type { Response } from 'express';
import type { Role } from '@kawaii/shared';

/**
 * Who is asking. Services take a viewer wherever the answer depends on it (e.g. unpublished
 * posts are for staff only). Until bearer auth exists every request is an anonymous visitor;
 * the auth middleware will set `res.locals.viewer` and `viewerOf` reads it.
 */
export interface Viewer {
  userId: string | null;
  role: Role | null;
}

export const ANONYMOUS_VIEWER: Viewer = Object.freeze({ userId: null, role: null });

export function viewerOf(res: Response): Viewer {
  return (res.locals['viewer'] as Viewer | undefined) ?? ANONYMOUS_VIEWER;
}
