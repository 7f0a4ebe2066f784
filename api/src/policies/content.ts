// Unpublished posts, products and games are drafts: staff see them, and for anyone else they do
// not exist (a list leaves them out, a lookup finds nothing).

import { isStaffRole } from '@kawaii/shared';
import type { Viewer } from '../core/viewer.ts';

export function maySeeDrafts(viewer: Viewer): boolean {
  return isStaffRole(viewer.role);
}

/** The `published` filter a list really uses: staff choose it, anyone else gets published only. */
export function publishedFilterFor(
  viewer: Viewer,
  requested: boolean | undefined,
): boolean | undefined {
  return maySeeDrafts(viewer) ? requested : true;
}

export function maySeeRecord(viewer: Viewer, record: { published: boolean }): boolean {
  return record.published || maySeeDrafts(viewer);
}
