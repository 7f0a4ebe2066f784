// The words of the clean-up dialog and of the note it leaves in the media library.

import type { MediaCleanupResult, UnusedMediaFile } from '@kawaii/shared';
import { UNUSED_MEDIA_MIN_AGE_HOURS } from '@kawaii/shared';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "3 files (1.2 MB)". */
export function cleanupSummary(files: readonly UnusedMediaFile[]): string {
  const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
  return `${plural(files.length, 'file')} (${fileSizeLabel(bytes)})`;
}

/** What the dialog says: still looking (null), nothing to do, or what will go. */
export function cleanupMessage(files: readonly UnusedMediaFile[] | null): string {
  if (files === null) return 'Looking for unused files...';
  if (files.length === 0) {
    return `No unused files: every file in the uploads folder is used, or was uploaded in the last ${UNUSED_MEDIA_MIN_AGE_HOURS} hours.`;
  }
  return `${plural(files.length, 'file')} ${files.length === 1 ? 'is' : 'are'} in no post, artwork, product, category, game or order, and older than ${UNUSED_MEDIA_MIN_AGE_HOURS} hours. Removing deletes them for good; any that a record starts using before you confirm is kept.`;
}

/** The note the media library shows after a clean-up. */
export function cleanupResultNote({ removed, kept }: MediaCleanupResult): string {
  const done = `Removed ${plural(removed.length, 'unused file')}.`;
  return kept.length === 0
    ? done
    : `${done} ${plural(kept.length, 'file')} kept: in use again, or already gone.`;
}
