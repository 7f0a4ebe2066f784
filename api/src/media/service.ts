import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  RENDITION_WIDTHS,
  parseStoredImagePath,
  renditionPath,
  MEDIA_PAGE_SIZE,
  hasMore,
  type MediaAltInput,
  type MediaCleanupResult,
  type MediaPage,
  type MediaQuery,
  type MediaUse,
} from '@kawaii/shared';
import { notFound } from '../core/errors.ts';
import type { Viewer } from '../core/viewer.ts';
import type { MediaLibrary } from './library.ts';
import type { MediaReferences } from './references.ts';
import { storeImage, type StoredImage } from './store-image.ts';
import type { MediaStore } from './store.ts';
import type { UnusedMedia } from './unused.ts';
import type { MediaUsage } from './usage.ts';
import { locateUploadFile, uploadFileName } from './upload-path.ts';

export type MediaService = ReturnType<typeof createMediaService>;

export interface MediaDeps {
  store: MediaStore;
  library: MediaLibrary;
  references: MediaReferences;
  usage: MediaUsage;
  /** Null without an uploads folder. */
  unused: UnusedMedia | null;
}

/** Without `uploadsDir` (page rendering) the service reads but cannot upload or delete. */
export function createMediaService(
  { store, library, references, usage, unused }: MediaDeps,
  uploadsDir?: string,
) {
  function requireUploadsDir(): string {
    if (uploadsDir === undefined) throw new Error('No uploads directory configured');
    return uploadsDir;
  }

  function requireUnused(): UnusedMedia {
    if (unused === null) throw new Error('No uploads directory configured');
    return unused;
  }

  return {
    /** Alt texts editors gave to these paths, for the pages' `alt` attributes. */
    imageAlts(paths: readonly string[]): Record<string, string> {
      return Object.fromEntries(store.altsOf([...new Set(paths)]));
    },

    /** A page of the library; `offset` counts the items the caller shows already. */
    list({ offset = 0, limit = MEDIA_PAGE_SIZE, ...filter }: MediaQuery): MediaPage {
      const all = library.list(filter);
      const items = all.slice(offset, offset + limit);
      return { items, hasMore: hasMore(items.length, all.length - offset - items.length) };
    },

    /** Files nothing names any more, older than a day: what a clean-up would remove. */
    unused() {
      return requireUnused().list();
    },

    /** Removes the confirmed unused files that, checked again now, are still unused. */
    cleanUp(paths: readonly string[]): MediaCleanupResult {
      return requireUnused().remove(paths);
    },

    /** The records showing the image at `path`. */
    usesOf(path: string): MediaUse[] {
      uploadFileName(path); // 400 unless it names a file of the uploads folder
      return usage.usesOf(path);
    },

    upload(image: Buffer, viewer: Viewer): Promise<StoredImage> {
      return storeImage(store, requireUploadsDir(), image, { uploadedBy: viewer.userId });
    },

    setAlt({ path, alt }: MediaAltInput): MediaAltInput {
      uploadFileName(path); // 400 unless it names a file of the uploads folder
      const size = parseStoredImagePath(path);
      store.setAlt({
        path,
        alt,
        width: size?.width ?? null,
        height: size?.height ?? null,
        createdAt: new Date().toISOString(),
      });
      return { path, alt };
    },

    /**
     * Removes the path from every record that shows it (one transaction), then deletes the file
     * and its renditions. A file already gone is still cleared from the records that name it.
     */
    async delete(path: string): Promise<void> {
      const target = await locateUploadFile(requireUploadsDir(), path);
      const changed = references.removeEverywhere(path, new Date().toISOString());
      if (!target.exists && changed === 0) throw notFound('Media file not found');
      if (!target.exists) return;
      const folder = dirname(target.file);
      const renditions = parseStoredImagePath(path)
        ? RENDITION_WIDTHS.map((width) => uploadFileName(renditionPath(path, width)))
        : [];
      await Promise.all(
        [target.name, ...renditions].map((name) => rm(join(folder, name), { force: true })),
      );
    },
  };
}
