// One backup set: a folder DATA_DIR/backups/kawaii-<time>/ holding the database (copied online),
// the uploaded images, the session signing key and manifest.json, which lists every file with
// its size and SHA-256. A set is verified before it counts: the copied database passes
// `PRAGMA integrity_check`, every image it references is in the set, and every file matches
// the manifest. The same check runs again before a restore.

import { createHash } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, sep } from 'node:path';
import Database from 'better-sqlite3';
import { backupDataDir } from './data-copy.ts';
import { DATABASE_FILE } from '../config.ts';
import { referencedImages } from './referenced-images.ts';

export const MANIFEST_FILE = 'manifest.json';
export const BACKUP_SET_PREFIX = 'kawaii-';
const PARTIAL_SUFFIX = '.partial';

export interface ManifestFile {
  path: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  name: string;
  takenAt: string;
  appVersion: string;
  files: ManifestFile[];
  /** What the check found when the set was taken; empty when it is whole. */
  problems: string[];
}

/** The set's name for a time: sorts in time order, safe in a file name and an S3 key. */
export function backupSetName(at: Date): string {
  return `${BACKUP_SET_PREFIX}${at.toISOString().replace(/[:.]/g, '-')}`;
}

/**
 * Takes a backup set of `dataDir` into `backupsDir` and verifies it. The set is written under a
 * .partial name and renamed once its manifest is written, so a set that exists is complete.
 */
export async function takeBackupSet(
  dataDir: string,
  backupsDir: string,
  { at, appVersion }: { at: Date; appVersion: string },
): Promise<{ folder: string; manifest: BackupManifest }> {
  const name = backupSetName(at);
  removePartialSets(backupsDir);
  const partial = join(backupsDir, name + PARTIAL_SUFFIX);
  await backupDataDir(dataDir, partial);
  useRollbackJournal(join(partial, DATABASE_FILE));
  const files = await describeFiles(partial);
  const manifest: BackupManifest = {
    name,
    takenAt: at.toISOString(),
    appVersion,
    files,
    problems: checkContents(partial),
  };
  writeFileSync(join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: 0o600,
  });
  const folder = join(backupsDir, name);
  renameSync(partial, folder);
  return { folder, manifest };
}

/**
 * The copy leaves WAL mode, so it is one self-contained file that opens read-only anywhere
 * (a WAL database needs its -shm file beside it, even to be read). The restored shop turns WAL
 * back on when it opens the file.
 */
function useRollbackJournal(file: string): void {
  const db = new Database(file);
  try {
    db.pragma('journal_mode = DELETE');
  } finally {
    db.close();
  }
}

/** Sets cut short (the server stopped mid-backup) are never used: removed before the next one. */
function removePartialSets(backupsDir: string): void {
  if (!existsSync(backupsDir)) return;
  for (const entry of readdirSync(backupsDir)) {
    if (entry.endsWith(PARTIAL_SUFFIX))
      rmSync(join(backupsDir, entry), { recursive: true, force: true });
  }
}

/** The complete sets in `backupsDir`, oldest first. */
export function listBackupSets(backupsDir: string): string[] {
  if (!existsSync(backupsDir)) return [];
  return readdirSync(backupsDir)
    .filter((entry) => entry.startsWith(BACKUP_SET_PREFIX) && !entry.endsWith(PARTIAL_SUFFIX))
    .filter((entry) => existsSync(join(backupsDir, entry, MANIFEST_FILE)))
    .sort();
}

/** Removes all but the newest `keep` sets; answers the names removed. */
export function pruneBackupSets(backupsDir: string, keep: number): string[] {
  const sets = listBackupSets(backupsDir);
  const old = sets.slice(0, Math.max(0, sets.length - keep));
  for (const name of old) rmSync(join(backupsDir, name), { recursive: true, force: true });
  return old;
}

/**
 * Checks a set against its manifest (every file there, same size and SHA-256) and its contents
 * (the database's integrity, the images it references); answers the problems found.
 */
export async function verifyBackupSet(folder: string): Promise<string[]> {
  const manifestFile = join(folder, MANIFEST_FILE);
  if (!existsSync(manifestFile)) return [`${folder} has no ${MANIFEST_FILE}: not a backup set`];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest;
  const problems: string[] = [];
  for (const file of manifest.files) {
    const path = join(folder, file.path);
    if (!existsSync(path)) {
      problems.push(`${file.path} is missing`);
      continue;
    }
    const sha256 = await sha256Of(path);
    if (sha256 !== file.sha256 || statSync(path).size !== file.bytes) {
      problems.push(`${file.path} does not match its checksum`);
    }
  }
  if (problems.length > 0) return problems;
  return checkContents(folder);
}

/** The database's own check and the images it references. */
function checkContents(folder: string): string[] {
  const file = join(folder, DATABASE_FILE);
  if (!existsSync(file)) return [`${DATABASE_FILE} is missing`];
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') return [`The database is damaged: ${String(integrity)}`];
    const missing = [...referencedImages(db)].filter(
      (path) => !existsSync(join(folder, path.replace(/^\//, ''))),
    );
    return missing.length === 0
      ? []
      : [
          `${missing.length} image(s) the database references are missing: ${missing.slice(0, 5).join(', ')}`,
        ];
  } finally {
    db.close();
  }
}

async function describeFiles(folder: string): Promise<ManifestFile[]> {
  const files: ManifestFile[] = [];
  for (const path of walk(folder)) {
    files.push({
      path: relative(folder, path).split(sep).join('/'),
      bytes: statSync(path).size,
      sha256: await sha256Of(path),
    });
  }
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

function* walk(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

function sha256Of(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });
}
