// New image files of a content save become stored uploads (shared/src/rules/images.ts naming,
// media_files rows) before the record is written, and the paths a save keeps must be files the
// server stored.

import type { MediaStore } from '../media/store.ts';
import { storeImage } from '../media/store-image.ts';
import { badRequest } from '../core/errors.ts';
import { assertStoredImagePaths, isStoredFile, missingImageMessage } from './stored-image-paths.ts';

export interface ImageIntake {
  /** Stores the files one after the other (order kept) and answers their paths. */
  store(files: readonly Buffer[], uploadedBy: string | null): Promise<string[]>;
  /**
   * 400 naming `field` unless every path is an uploaded image whose file is on the server. Paths
   * the record already shows (`alreadyShown`) are let through: an edit of its title must not
   * fail because one of its older images went missing on disk.
   */
  assertStored(
    paths: readonly (string | null | undefined)[],
    field: string,
    alreadyShown?: readonly (string | null | undefined)[],
  ): void;
}

/**
 * Without an uploads directory (read-only users of the services, such as the page renderer's
 * tests) there is nowhere to write nor any file to find, so a save is a programming error.
 */
export function createImageIntake(media: MediaStore, uploadsDir: string | undefined): ImageIntake {
  const noUploads = () => new Error('No uploads directory configured');
  return {
    async store(files, uploadedBy) {
      if (files.length === 0) return [];
      if (uploadsDir === undefined) throw noUploads();
      const paths: string[] = [];
      // One at a time: each image already keeps the cores busy with its renditions.
      for (const file of files) {
        paths.push((await storeImage(media, uploadsDir, file, { uploadedBy })).path);
      }
      return paths;
    },

    assertStored(paths, field, alreadyShown = []) {
      assertStoredImagePaths(paths, field);
      const known = new Set(alreadyShown);
      for (const path of paths) {
        if (path == null || known.has(path)) continue;
        if (uploadsDir === undefined) throw noUploads();
        if (!isStoredFile(uploadsDir, path)) {
          const message = missingImageMessage(path);
          throw badRequest(message, { [field]: message });
        }
      }
    },
  };
}
