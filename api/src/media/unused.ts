// Files of the uploads folder that nothing uses any more: uploads of forms never saved, images
// replaced or removed from their record. A file counts as used when any text of the database
// names it (records, order items that keep a product's picture, settings, post bodies, mail),
// so a clean-up can only ever take too little, never a picture someone still sees. Files younger
// than a day are left alone: an open form may have uploaded them a moment ago.

import { readdirSync, realpathSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  UNUSED_MEDIA_MIN_AGE_HOURS,
  UPLOADS_PREFIX,
  masterUploadPath,
  uploadFileName,
  uploadPathsIn,
  type MediaCleanupResult,
  type UnusedMediaFile,
} from '@kawaii/shared';
import type { Db } from '../db/connection.ts';

/**
 * Tables whose text does not make a file used: the media row is about the file itself, and
 * idempotency keys keep old answers (an upload's answer names the file it stored).
 */
const NOT_RECORDS = new Set(['media_files', 'idempotency_keys']);

const MIN_AGE_MS = UNUSED_MEDIA_MIN_AGE_HOURS * 60 * 60 * 1000;

interface UploadGroup {
  /** The upload's own path (its renditions are removed with it). */
  path: string;
  files: { name: string; bytes: number; modifiedMs: number }[];
}

export type UnusedMedia = ReturnType<typeof createUnusedMedia>;

export function createUnusedMedia(db: Db, uploadsDir: string, now: () => number = Date.now) {
  const forgetFile = db.prepare<[string]>('DELETE FROM media_files WHERE path = ?');

  /** Every upload path some record's text names, renditions counted as their upload. */
  function namedUploads(): Set<string> {
    const tables = db
      .prepare<[], { name: string }>(
        `SELECT name FROM sqlite_schema
         WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND sql NOT LIKE 'CREATE VIRTUAL%'`,
      )
      .all()
      .map((row) => row.name)
      .filter((name) => !NOT_RECORDS.has(name));
    const named = new Set<string>();
    for (const table of tables) {
      const columns = db
        .prepare<[], { name: string }>(`SELECT name FROM pragma_table_info(${quoteText(table)})`)
        .all()
        .map((column) => quoteName(column.name));
      // Only rows naming an upload somewhere are read, one column list at a time.
      const anyNames = columns.map((column) => `CAST(${column} AS TEXT) LIKE '%/uploads/%'`);
      const rows = db
        .prepare<[], Record<string, unknown>>(
          `SELECT ${columns.join(', ')} FROM ${quoteName(table)} WHERE ${anyNames.join(' OR ')}`,
        )
        .all();
      for (const row of rows) {
        for (const value of Object.values(row)) {
          if (typeof value !== 'string') continue;
          for (const path of uploadPathsIn(value)) named.add(masterUploadPath(path));
        }
      }
    }
    return named;
  }

  /** The uploads folder's plain files, grouped by the upload they belong to. */
  function uploadGroups(): Map<string, UploadGroup> {
    const folder = realpathSync(uploadsDir);
    const groups = new Map<string, UploadGroup>();
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      // Symlinks and folders are never ours to remove.
      if (!entry.isFile() || uploadFileName(UPLOADS_PREFIX + entry.name) === null) continue;
      const path = masterUploadPath(UPLOADS_PREFIX + entry.name);
      const { size, mtimeMs } = statSync(join(folder, entry.name));
      const group = groups.get(path) ?? { path, files: [] };
      group.files.push({ name: entry.name, bytes: size, modifiedMs: mtimeMs });
      groups.set(path, group);
    }
    return groups;
  }

  /** The groups nothing names and nothing touched for a day, newest first. */
  function unusedGroups(): UploadGroup[] {
    const named = namedUploads();
    const oldEnough = now() - MIN_AGE_MS;
    return [...uploadGroups().values()]
      .filter((group) => !named.has(group.path))
      .filter((group) => group.files.every((file) => file.modifiedMs <= oldEnough))
      .sort((a, b) => newest(b) - newest(a) || a.path.localeCompare(b.path));
  }

  return {
    list(): UnusedMediaFile[] {
      return unusedGroups().map((group) => ({
        path: group.path,
        bytes: group.files.reduce((sum, file) => sum + file.bytes, 0),
        modifiedAt: new Date(newest(group)).toISOString(),
      }));
    },

    /**
     * Removes the confirmed paths that are still unused now. The check and the removal run in
     * one synchronous stretch, so no save can name a file between its check and its removal.
     */
    remove(paths: readonly string[]): MediaCleanupResult {
      const stillUnused = new Map(unusedGroups().map((group) => [group.path, group]));
      const folder = realpathSync(uploadsDir);
      const removed: string[] = [];
      const kept: string[] = [];
      for (const path of new Set(paths)) {
        const group = stillUnused.get(path);
        if (!group) {
          kept.push(path);
          continue;
        }
        for (const file of group.files) rmSync(join(folder, file.name), { force: true });
        forgetFile.run(path);
        removed.push(path);
      }
      return { removed, kept };
    },
  };
}

function newest(group: UploadGroup): number {
  return Math.max(...group.files.map((file) => file.modifiedMs));
}

function quoteName(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function quoteText(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}
