// One backup run, by the schedule or by hand: take and verify a set, keep the newest
// BACKUP_KEEP, upload it off-site when BACKUP_S3_URL is set (and keep as many there). How the
// last run went is written to backups/status.json, which the admin Settings and the doctor read.

import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '../core/logger.ts';
import { BACKUPS_FOLDER } from '../db/upgrade.ts';
import { pruneBackupSets, takeBackupSet } from './backup-set.ts';
import { createOffsiteStore, offsiteLocation, type OffsiteTarget } from './offsite.ts';

const STATUS_FILE = 'status.json';

export interface BackupStatus {
  lastBackup: {
    name: string;
    takenAt: string;
    bytes: number;
    /** Empty when the set passed every check. */
    problems: string[];
  } | null;
  /** The newest set stored off-site. */
  offsite: { name: string; location: string; uploadedAt: string } | null;
  /** The last run's failure, if it failed (taking, checking or uploading). */
  lastError: { at: string; message: string } | null;
}

function noBackupYet(): BackupStatus {
  return { lastBackup: null, offsite: null, lastError: null };
}

export function backupsDirOf(dataDir: string): string {
  return join(dataDir, BACKUPS_FOLDER);
}

/** What backups/status.json says; no backup yet when it does not exist. */
export function readBackupStatus(dataDir: string): BackupStatus {
  const file = join(backupsDirOf(dataDir), STATUS_FILE);
  if (!existsSync(file)) return noBackupYet();
  try {
    return { ...noBackupYet(), ...(JSON.parse(readFileSync(file, 'utf8')) as BackupStatus) };
  } catch {
    return noBackupYet();
  }
}

function writeBackupStatus(dataDir: string, status: BackupStatus): void {
  const file = join(backupsDirOf(dataDir), STATUS_FILE);
  writeFileSync(`${file}.new`, `${JSON.stringify(status, null, 2)}\n`, { mode: 0o600 });
  renameSync(`${file}.new`, file);
}

export interface BackupRunnerOptions {
  dataDir: string;
  keep: number;
  offsite: OffsiteTarget | null;
  appVersion: string;
  now?: () => Date;
  logger: Logger;
}

/** Takes one backup run; answers the status it wrote. Never throws: a failure is in lastError. */
export async function runBackup({
  dataDir,
  keep,
  offsite,
  appVersion,
  now = () => new Date(),
  logger,
}: BackupRunnerOptions): Promise<BackupStatus> {
  const backupsDir = backupsDirOf(dataDir);
  mkdirSync(backupsDir, { recursive: true, mode: 0o700 });
  const status = readBackupStatus(dataDir);
  const at = now();
  try {
    const { folder, manifest } = await takeBackupSet(dataDir, backupsDir, { at, appVersion });
    pruneBackupSets(backupsDir, keep);
    status.lastBackup = {
      name: manifest.name,
      takenAt: manifest.takenAt,
      bytes: manifest.files.reduce((sum, file) => sum + file.bytes, 0),
      problems: manifest.problems,
    };
    status.lastError =
      manifest.problems.length > 0
        ? {
            at: at.toISOString(),
            message: `The backup is incomplete: ${manifest.problems.join('; ')}`,
          }
        : null;
    writeBackupStatus(dataDir, status);
    logger.info(`Backup ${manifest.name} taken${manifest.problems.length ? ' with problems' : ''}`);
    if (offsite) {
      const store = createOffsiteStore(offsite);
      try {
        await store.upload(folder, manifest.name);
        await store.prune(keep);
      } finally {
        store.close();
      }
      status.offsite = {
        name: manifest.name,
        location: offsiteLocation(offsite, manifest.name),
        uploadedAt: now().toISOString(),
      };
      logger.info(`Backup ${manifest.name} copied to ${status.offsite.location}`);
    }
  } catch (error) {
    status.lastError = { at: at.toISOString(), message: describe(error) };
    logger.error('The backup failed', error);
  }
  writeBackupStatus(dataDir, status);
  return status;
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}
