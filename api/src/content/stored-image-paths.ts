// Records may only reference images the server stored: a path the client makes up (another site,
// a file outside the uploads folder) would end up in pages as if it were ours.

import { isUploadedImagePath } from '@kawaii/shared';
import { badRequest } from '../http/errors.ts';

/** 400 naming `field` when any path is not a stored image path. */
export function assertStoredImagePaths(
  paths: readonly (string | null | undefined)[],
  field: string,
): void {
  for (const path of paths) {
    if (path != null && !isUploadedImagePath(path)) {
      const message = 'Images must be uploaded images (/uploads/...)';
      throw badRequest(message, { [field]: message });
    }
  }
}
