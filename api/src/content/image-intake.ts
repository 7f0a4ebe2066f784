// New image files of a content save become stored uploads (shared/src/rules/images.ts naming,
// media_files rows) before the record is written.

import type { MediaStore } from '../media/store.ts';
import { storeImage } from '../media/store-image.ts';

export interface ImageIntake {
  /** Stores the files one after the other (order kept) and answers their paths. */
  store(files: readonly Buffer[], uploadedBy: string | null): Promise<string[]>;
}

/**
 * Without an uploads directory (read-only users of the services, such as the page renderer's
 * tests) there is nowhere to write, so a save with new files is a programming error.
 */
export function createImageIntake(media: MediaStore, uploadsDir: string | undefined): ImageIntake {
  return {
    async store(files, uploadedBy) {
      if (files.length === 0) return [];
      if (uploadsDir === undefined) throw new Error('No uploads directory configured');
      const paths: string[] = [];
      // One at a time: each image already keeps the cores busy with its renditions.
      for (const file of files) {
        paths.push((await storeImage(media, uploadsDir, file, { uploadedBy })).path);
      }
      return paths;
    },
  };
}
