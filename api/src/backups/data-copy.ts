// Copying a shop's data folder consistently: the database through SQLite's online backup API (a
// copy of the file could miss the writes still in the WAL, or catch a page mid-write), then the
// uploaded images and the session signing key; and putting such a copy into an empty data folder.

import { cpSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { JWT_SECRET_FILE } from '../auth/jwt-secret.ts';
import { DATABASE_FILE } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { prepareDataDir } from '../db/data-dir.ts';

const UPLOADS = 'uploads';

/** A mistake of the operator's: printed as it is, with a non-zero exit. */
export class BackupError extends Error {}

function assertEmptyFolder(dir: string, what: string): void {
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new BackupError(`${what} ${dir} is not empty; give an empty or new folder`);
  }
}

/** Copies the shop in `dataDir` to `outDir` (new or empty) while the shop keeps running. */
const ALL_REMAINING_PAGES = 2 ** 31 - 1;

export async function backupDataDir(dataDir: string, outDir: string): Promise<string> {
  const database = join(dataDir, DATABASE_FILE);
  if (!existsSync(database)) throw new BackupError(`No shop database in ${dataDir}`);
  assertEmptyFolder(outDir, 'The backup folder');
  prepareDataDir(outDir);
  const source = new Database(database, { readonly: true, fileMustExist: true });
  try {
    // The database first: every image an order or record names was stored before the record.
    // After the first step, the rest in one: SQLite restarts a backup whenever another
    // connection writes between steps, so small steps never finish while orders keep coming.
    await source.backup(join(outDir, DATABASE_FILE), { progress: () => ALL_REMAINING_PAGES });
  } finally {
    source.close();
  }
  if (existsSync(join(dataDir, UPLOADS))) {
    cpSync(join(dataDir, UPLOADS), join(outDir, UPLOADS), { recursive: true });
  }
  if (existsSync(join(dataDir, JWT_SECRET_FILE))) {
    cpSync(join(dataDir, JWT_SECRET_FILE), join(outDir, JWT_SECRET_FILE));
  }
  return `Backed up ${dataDir} to ${outDir}.`;
}

/** Restores a backup folder into `dataDir`, which must be empty (or not exist yet). */
export function restoreDataDir(backupDir: string, dataDir: string): string {
  const database = join(backupDir, DATABASE_FILE);
  if (!existsSync(database)) throw new BackupError(`${backupDir} holds no shop backup`);
  assertEmptyFolder(dataDir, 'The data folder');
  prepareDataDir(dataDir);
  cpSync(database, join(dataDir, DATABASE_FILE));
  const restored = openDatabase(join(dataDir, DATABASE_FILE));
  try {
    const check = restored.pragma('integrity_check', { simple: true });
    if (check !== 'ok')
      throw new BackupError(`The backed-up database is damaged: ${String(check)}`);
  } finally {
    restored.close();
  }
  for (const entry of [UPLOADS, JWT_SECRET_FILE]) {
    if (existsSync(join(backupDir, entry))) {
      cpSync(join(backupDir, entry), join(dataDir, entry), { recursive: true });
    }
  }
  return `Restored ${backupDir} into ${dataDir}.`;
}
