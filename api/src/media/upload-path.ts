// Where a media path of a DELETE lives on disk. The path comes from a URL, so it is hostile until
// shown otherwise: it must name one plain file directly inside the uploads folder, and that file
// must really be there (a symlink leading out of the folder is refused).

import { lstat, realpath } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { uploadFileName as plainUploadFileName } from '@kawaii/shared';
import { badRequest } from '../core/errors.ts';

export const INVALID_MEDIA_PATH_MESSAGE = 'Invalid media path';

/**
 * The file name of `/uploads/<name>`. The path was decoded once (by the router); anything still
 * looking encoded, any separator, `..`, or NUL is a 400, never decoded again.
 */
export function uploadFileName(path: string): string {
  const name = plainUploadFileName(path);
  if (name === null) throw badRequest(INVALID_MEDIA_PATH_MESSAGE);
  return name;
}

export interface UploadFile {
  name: string;
  /** Absolute, inside the real uploads folder. */
  file: string;
  /** False when nothing by that name is in the folder. */
  exists: boolean;
}

/** Finds a media path's file inside `uploadsDir`; 400 for any path that could lead elsewhere. */
export async function locateUploadFile(uploadsDir: string, path: string): Promise<UploadFile> {
  const name = uploadFileName(path);
  const folder = await realpath(uploadsDir);
  const file = join(folder, name);
  const entry = await lstat(file).catch(nullWhenMissing);
  if (!entry) return { name, file, exists: false };
  // A symlink is followed to its end: that must still be a file directly in the uploads folder.
  const target = await realpath(file).catch(() => null);
  if (target === null || dirname(target) !== folder) throw badRequest(INVALID_MEDIA_PATH_MESSAGE);
  if (!(await lstat(target)).isFile()) throw badRequest(INVALID_MEDIA_PATH_MESSAGE);
  return { name, file, exists: true };
}

function nullWhenMissing(error: NodeJS.ErrnoException): null {
  if (error.code === 'ENOENT') return null;
  throw error;
}
