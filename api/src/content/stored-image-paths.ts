// Records may only show images the server stored: a path the client makes up (another site, a
// file outside the uploads folder, a file that was deleted or never uploaded) would end up in
// pages as a broken image or as if it were ours.

import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import { isUploadedImagePath, uploadFileName } from '@kawaii/shared';
import { badRequest } from '../core/errors.ts';

export const NOT_AN_UPLOAD = 'Images must be uploaded images (/uploads/...)';

export function missingImageMessage(path: string): string {
  return `The image ${path} is not on the server (it was deleted or never uploaded). Remove it or upload it again.`;
}

/** 400 naming `field` when any path is not a stored image path. */
export function assertStoredImagePaths(
  paths: readonly (string | null | undefined)[],
  field: string,
): void {
  for (const path of paths) {
    if (path != null && !isUploadedImagePath(path)) {
      throw badRequest(NOT_AN_UPLOAD, { [field]: NOT_AN_UPLOAD });
    }
  }
}

/** True when the path names a plain file (not a folder, not a symlink) in the uploads folder. */
export function isStoredFile(uploadsDir: string, path: string): boolean {
  const name = uploadFileName(path);
  if (name === null) return false;
  try {
    return lstatSync(join(uploadsDir, name)).isFile();
  } catch {
    return false;
  }
}
