import type { Role } from '@kawaii/shared';

/**
 * Who is asking. Services take a viewer wherever the answer depends on it (e.g. unpublished
 * posts are for staff only); the HTTP layer reads it from the bearer token.
 */
export interface Viewer {
  userId: string | null;
  role: Role | null;
}

export const ANONYMOUS_VIEWER: Viewer = Object.freeze({ userId: null, role: null });
