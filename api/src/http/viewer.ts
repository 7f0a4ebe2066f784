import type { Response } from 'express';
import { ANONYMOUS_VIEWER, type Viewer } from '../core/viewer.ts';

/** The viewer the bearer-auth middleware put on this request, or an anonymous visitor. */
export function viewerOf(res: Response): Viewer {
  return (res.locals['viewer'] as Viewer | undefined) ?? ANONYMOUS_VIEWER;
}
