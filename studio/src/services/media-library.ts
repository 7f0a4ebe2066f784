// The native media library: folders on disk the artist adds, their images indexed with a preview
// each (under the app's data folder), searchable and usable in any form as `studio-local://<id>`
// until the change that uses them syncs and uploads them.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { basename, extname, join, resolve } from 'node:path';
import { AdminApiError, type UploadedImage } from '@kawaii/shared';
import type { DroppedFilesResult, MediaFolder } from '../bridge/studio-operations.ts';
import type { StudioDb } from './database.ts';
import { IMAGE_EXTENSIONS, imageSize, makePreview } from './image-previews.ts';
import type { LocalImageLookup } from './local-changes.ts';
import { localImagePath } from './references.ts';

/** The shop's own limit: it answers 413 to a file over 15 MB. */
const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

/** Why the shop would refuse this picture (it takes images up to 15 MB), or null. */
export function tooLargeMessage(image: { fileName: string; size: number }): string | null {
  if (image.size <= MAX_IMAGE_BYTES) return null;
  const megabytes = (image.size / (1024 * 1024)).toFixed(1);
  return `${image.fileName} is ${megabytes} MB: the shop takes images up to 15 MB. Choose a smaller copy.`;
}

export interface LocalImage {
  id: string;
  folderId: string | null;
  filePath: string;
  fileName: string;
  /** Bytes on disk. */
  size: number;
  modifiedAt: string;
  width: number;
  height: number;
  previewFile: string;
  alt: string;
  uploadedPath: string | null;
}

interface LocalImageRow {
  id: string;
  folder_id: string | null;
  file_path: string;
  file_name: string;
  size: number;
  modified_at: string;
  width: number;
  height: number;
  preview_file: string;
  alt: string;
  uploaded_path: string | null;
}

function toImage(row: LocalImageRow): LocalImage {
  return {
    id: row.id,
    folderId: row.folder_id,
    filePath: row.file_path,
    fileName: row.file_name,
    size: row.size,
    modifiedAt: row.modified_at,
    width: row.width,
    height: row.height,
    previewFile: row.preview_file,
    alt: row.alt,
    uploadedPath: row.uploaded_path,
  };
}

/** Lowercase, because a custom URL scheme's host (`studio-local://<id>`) is lowercased. */
const newImageId = () => randomBytes(8).toString('hex');

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

export interface MediaLibraryPaths {
  /** Where previews are written. */
  previewsDir: string;
  /** Where images picked in a form (not from a folder) are kept. */
  importsDir: string;
}

export type MediaLibrary = ReturnType<typeof createMediaLibrary>;

export function createMediaLibrary(db: StudioDb, paths: MediaLibraryPaths) {
  const statements = {
    folders: db.prepare(
      `SELECT f.id, f.path, f.added_at AS addedAt,
         (SELECT COUNT(*) FROM local_images i
           WHERE i.folder_id = f.id AND i.listed = 1 AND i.hidden = 0) AS imageCount
       FROM media_folders f ORDER BY f.path`,
    ),
    folderByPath: db.prepare('SELECT id FROM media_folders WHERE path = ?').pluck(),
    insertFolder: db.prepare('INSERT INTO media_folders (id, path, added_at) VALUES (?, ?, ?)'),
    folderPath: db.prepare('SELECT path FROM media_folders WHERE id = ?').pluck(),
    unlistFolder: db.prepare('UPDATE local_images SET listed = 0 WHERE folder_id = ?'),
    deleteFolder: db.prepare('DELETE FROM media_folders WHERE id = ?'),
    byPath: db.prepare('SELECT * FROM local_images WHERE file_path = ?'),
    byId: db.prepare('SELECT * FROM local_images WHERE id = ?'),
    upsert: db.prepare(
      `INSERT INTO local_images (id, folder_id, file_path, file_name, size, modified_at, width,
         height, preview_file, listed, added_at)
       VALUES (@id, @folderId, @filePath, @fileName, @size, @modifiedAt, @width, @height,
         @previewFile, 1, @addedAt)
       ON CONFLICT (id) DO UPDATE SET folder_id = excluded.folder_id, size = excluded.size,
         modified_at = excluded.modified_at, width = excluded.width, height = excluded.height,
         listed = 1`,
    ),
    relist: db.prepare('UPDATE local_images SET listed = 1, folder_id = ? WHERE id = ?'),
    unlistMissing: db.prepare(
      'UPDATE local_images SET listed = 0 WHERE folder_id = ? AND listed = 1 AND file_path = ?',
    ),
    listedInFolder: db
      .prepare('SELECT file_path FROM local_images WHERE folder_id = ? AND listed = 1')
      .pluck(),
    search: db.prepare(
      `SELECT * FROM local_images WHERE listed = 1 AND hidden = 0
         AND (@q IS NULL OR file_name LIKE @q ESCAPE '\\' OR file_path LIKE @q ESCAPE '\\'
           OR alt LIKE @q ESCAPE '\\')
       ORDER BY modified_at DESC, file_name`,
    ),
    setAlt: db.prepare('UPDATE local_images SET alt = ? WHERE id = ?'),
    hide: db.prepare('UPDATE local_images SET hidden = 1 WHERE id = ?'),
    unhideFolder: db.prepare('UPDATE local_images SET hidden = 0 WHERE folder_id = ?'),
    relink: db.prepare(
      `UPDATE local_images SET folder_id = NULL, file_path = @filePath, file_name = @fileName,
         size = @size, modified_at = @modifiedAt, width = @width, height = @height
       WHERE id = @id`,
    ),
    markUploaded: db.prepare('UPDATE local_images SET uploaded_path = ? WHERE id = ?'),
    forgetUploads: db.prepare('UPDATE local_images SET uploaded_path = NULL'),
  };

  const listFolders = () => statements.folders.all() as MediaFolder[];
  const find = (id: string): LocalImage | null => {
    const row = statements.byId.get(id) as LocalImageRow | undefined;
    return row ? toImage(row) : null;
  };

  /** Indexes one file; a file that is unchanged since the last scan keeps its preview. */
  async function indexFile(
    filePath: string,
    folderId: string | null,
    fileName = basename(filePath),
  ): Promise<LocalImage | null> {
    const info = await stat(filePath);
    const modifiedAt = info.mtime.toISOString();
    const known = statements.byPath.get(filePath) as LocalImageRow | undefined;
    if (
      known &&
      known.size === info.size &&
      known.modified_at === modifiedAt &&
      existsSync(known.preview_file)
    ) {
      statements.relist.run(folderId, known.id);
      return find(known.id);
    }
    const id = known?.id ?? newImageId();
    const previewFile = join(paths.previewsDir, `${id}.webp`);
    await mkdir(paths.previewsDir, { recursive: true });
    try {
      const { width, height } = await makePreview(filePath, previewFile);
      statements.upsert.run({
        id,
        folderId,
        filePath,
        fileName,
        size: info.size,
        modifiedAt,
        width,
        height,
        previewFile,
        addedAt: new Date().toISOString(),
      });
      return find(id);
    } catch {
      return null; // unreadable or not an accepted format: it stays out of the library
    }
  }

  function requireImage(id: string): LocalImage {
    const image = find(id);
    if (!image) {
      throw new AdminApiError({ status: 404, message: 'The image is no longer in the studio' });
    }
    return image;
  }

  async function relinkTo(
    image: LocalImage,
    filePath: string,
    fileName: string,
    size: { width: number; height: number },
  ): Promise<LocalImage> {
    const info = await stat(filePath);
    statements.relink.run({
      id: image.id,
      filePath,
      fileName,
      size: info.size,
      modifiedAt: info.mtime.toISOString(),
      width: size.width,
      height: size.height,
    });
    return requireImage(image.id);
  }

  async function imageFilesUnder(folder: string): Promise<string[]> {
    const entries = await readdir(folder, { withFileTypes: true, recursive: true });
    return entries
      .filter((entry) => entry.isFile() && IMAGE_EXTENSIONS.has(extname(entry.name).toLowerCase()))
      .map((entry) => join(entry.parentPath, entry.name))
      .filter(
        (file) =>
          !file
            .slice(folder.length)
            .split(/[\\/]/)
            .some((part) => part.startsWith('.')),
      );
  }

  async function scanFolder(folderId: string, folder: string): Promise<void> {
    const files = await imageFilesUnder(folder);
    // One at a time: previews of large photos need memory, and the studio must stay responsive.
    for (const file of files) await indexFile(file, folderId);
    const present = new Set(files);
    for (const listed of statements.listedInFolder.all(folderId) as string[]) {
      if (!present.has(listed)) statements.unlistMissing.run(folderId, listed);
    }
  }

  return {
    listFolders,
    find,

    async addFolder(folderPath: string): Promise<MediaFolder[]> {
      const folder = resolve(folderPath);
      const info = await stat(folder).catch(() => null);
      if (!info?.isDirectory()) {
        throw new AdminApiError({ status: 400, message: `${folder} is not a folder` });
      }
      let folderId = statements.folderByPath.get(folder) as string | undefined;
      if (folderId === undefined) {
        folderId = newImageId();
        statements.insertFolder.run(folderId, folder, new Date().toISOString());
      }
      await scanFolder(folderId, folder);
      // Adding a folder is asking to see its pictures: the ones she hid come back.
      statements.unhideFolder.run(folderId);
      return listFolders();
    },

    /** The images stay on disk and in any change that uses them; the library stops listing them. */
    removeFolder(folderId: string): MediaFolder[] {
      db.transaction(() => {
        statements.unlistFolder.run(folderId);
        statements.deleteFolder.run(folderId);
      })();
      return listFolders();
    },

    async rescan(): Promise<MediaFolder[]> {
      for (const folder of listFolders()) {
        if (existsSync(folder.path)) await scanFolder(folder.id, folder.path);
      }
      return listFolders();
    },

    /** An image picked from a form: kept in the data folder and listed like any other. */
    async importImage(bytes: Uint8Array, fileName: string): Promise<UploadedImage> {
      if (bytes.byteLength > MAX_IMAGE_BYTES) {
        throw new AdminApiError({ status: 413, message: 'Each image must be at most 15 MB' });
      }
      const extension = extname(fileName).toLowerCase();
      const stored = join(
        paths.importsDir,
        `${newImageId()}${IMAGE_EXTENSIONS.has(extension) ? extension : ''}`,
      );
      await mkdir(paths.importsDir, { recursive: true });
      await writeFile(stored, bytes);
      const image = await indexFile(stored, null, basename(fileName));
      if (!image) {
        await rm(stored, { force: true });
        throw new AdminApiError({
          status: 415,
          message: 'Only images can be added: JPEG, PNG, WebP, GIF or AVIF',
        });
      }
      return { path: localImagePath(image.id), width: image.width, height: image.height };
    },

    /**
     * Image files dropped on the media library: each kept in the data folder like a picked
     * image; a file too large or not an image is refused with the reason, the others still go.
     */
    async importFiles(filePaths: readonly string[]): Promise<DroppedFilesResult> {
      const result: DroppedFilesResult = { added: [], refused: [] };
      for (const filePath of filePaths) {
        const fileName = basename(filePath);
        try {
          const info = await stat(filePath);
          if (!info.isFile()) throw new AdminApiError({ status: 400, message: 'Not a file' });
          const tooLarge = tooLargeMessage({ fileName, size: info.size });
          if (tooLarge) throw new AdminApiError({ status: 413, message: tooLarge });
          result.added.push(await this.importImage(await readFile(filePath), fileName));
        } catch (error) {
          const message =
            error instanceof AdminApiError ? error.message : 'The file could not be read';
          result.refused.push({ fileName, message });
        }
      }
      return result;
    },

    search(query: string | undefined): LocalImage[] {
      const q = query?.trim() ? `%${escapeLike(query.trim())}%` : null;
      return (statements.search.all({ q }) as LocalImageRow[]).map(toImage);
    },

    setAlt(id: string, alt: string): void {
      statements.setAlt.run(alt, id);
    },

    /**
     * "Hide" in the library: the file on disk is the artist's and is never touched, and every
     * record that uses the picture keeps it.
     */
    hide(id: string): void {
      statements.hide.run(id);
    },

    /**
     * Her file is no longer where the studio found it (moved, renamed or deleted) and the shop
     * does not have it yet. Once uploaded, the shop's copy is the picture: nothing is missing.
     */
    isMissing(image: LocalImage): boolean {
      return image.uploadedPath === null && !existsSync(image.filePath);
    },

    /**
     * A missing file's way out: the preview the studio made of it (at most 800 px on its longest
     * side) becomes the picture to upload, kept in the data folder so it cannot go missing.
     */
    async useSavedPreview(id: string): Promise<LocalImage> {
      const image = requireImage(id);
      if (!existsSync(image.previewFile)) {
        throw new AdminApiError({
          status: 410,
          message: `The studio has no saved preview of ${image.fileName}. Choose another file.`,
        });
      }
      const kept = join(paths.importsDir, `${newImageId()}.webp`);
      await mkdir(paths.importsDir, { recursive: true });
      await copyFile(image.previewFile, kept);
      const fileName = `${basename(image.fileName, extname(image.fileName))}.webp`;
      return relinkTo(image, kept, fileName, await imageSize(kept));
    },

    /**
     * A missing file's other way out: a file she chooses takes its place under the same id, so
     * every record waiting on the picture gets the new one. A copy is kept in the data folder.
     */
    async replaceFile(id: string, chosenPath: string): Promise<LocalImage> {
      const image = requireImage(id);
      const info = await stat(chosenPath).catch(() => null);
      if (!info?.isFile()) {
        throw new AdminApiError({ status: 400, message: `${chosenPath} is not a file` });
      }
      const fileName = basename(chosenPath);
      const refusal = tooLargeMessage({ fileName, size: info.size });
      if (refusal) throw new AdminApiError({ status: 413, message: refusal });
      const extension = extname(fileName).toLowerCase();
      const kept = join(paths.importsDir, `${newImageId()}${extension}`);
      await mkdir(paths.importsDir, { recursive: true });
      await copyFile(chosenPath, kept);
      try {
        const size = await makePreview(kept, image.previewFile);
        return relinkTo(image, kept, fileName, size);
      } catch {
        await rm(kept, { force: true });
        throw new AdminApiError({
          status: 415,
          message: 'Only images can be added: JPEG, PNG, WebP, GIF or AVIF',
        });
      }
    },

    markUploaded(id: string, serverPath: string): void {
      statements.markUploaded.run(serverPath, id);
    },

    /** Another shop: none of the images are on it yet. */
    forgetUploads(): void {
      statements.forgetUploads.run();
    },

    lookup: {
      uploadedPath: (id: string) => {
        const image = find(id);
        return image === null ? undefined : image.uploadedPath;
      },
      refusal: (id: string) => {
        const image = find(id);
        return image === null || image.uploadedPath !== null ? null : tooLargeMessage(image);
      },
    } satisfies LocalImageLookup,
  };
}
