// Records may only reference images the server stored: a path the client makes up (another site,
// a file outside the uploads folder) would end up in pages as if it were ours.

import { badRequest } from '../http/errors.ts';

/** `/uploads/<name>.<ext>`: one file name, no folders, no traversal, an image extension. */
const STORED_IMAGE_PATH =
  /^\/uploads\/[A-Za-z0-9][A-Za-z0-9_@-]*(?:\.[A-Za-z0-9_@-]+)*\.(?:webp|jpe?g|png|gif|avif)$/;

function isStoredImagePath(path: string): boolean {
  return STORED_IMAGE_PATH.test(path);
}

/** 400 naming `field` when any path is not a stored image path. */
export function assertStoredImagePaths(
  paths: readonly (string | null | undefined)[],
  field: string,
): void {
  for (const path of paths) {
    if (path != null && !isStoredImagePath(path)) {
      const message = 'Images must be uploaded images (/uploads/...)';
      throw badRequest(message, { [field]: message });
    }
  }
}

/** The kept images in their order, then the new ones; a path listed twice is kept once. */
export function keptThenNew(kept: readonly string[], added: readonly string[]): string[] {
  return [...new Set([...kept, ...added])];
}
