// Restoring a backup set into a fresh data folder: from a set's folder (or its manifest), or
// from its off-site copy (its name or key, with BACKUP_S3_URL set). The set is checked against
// its manifest first; nothing is started. Email that was waiting when the backup was taken is
// held: the old server may have sent it after the backup, and a customer must not get it twice.
// The operator sends the held messages with --release-mail once she knows they did not go out.

import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { BackupError, restoreDataDir } from './data-copy.ts';
import { DATABASE_FILE } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { MANIFEST_FILE, verifyBackupSet } from './backup-set.ts';
import { createOffsiteStore, type OffsiteTarget } from './offsite.ts';

/** Held messages wait for a time that never comes, until released. */
const HELD_UNTIL = '9999-12-31T00:00:00.000Z';
const HELD_NOTE =
  'Held after a restore: it was waiting when the backup was taken and may have been sent since';

export async function restoreBackupSet({
  from,
  dataDir,
  offsite,
}: {
  from: string;
  dataDir: string;
  offsite: OffsiteTarget | null;
}): Promise<string> {
  let folder: string;
  let downloaded: string | null = null;
  if (existsSync(from)) {
    folder = statSync(from).isDirectory() ? from : dirname(from);
    if (!existsSync(join(folder, MANIFEST_FILE)) && existsSync(join(folder, DATABASE_FILE))) {
      // A folder from `npm run backup -- --out`: no manifest to check it against.
      return restoreDataDir(folder, dataDir);
    }
  } else if (offsite) {
    downloaded = mkdtempSync(join(tmpdir(), 'kawaii-restore-'));
    folder = downloaded;
    const store = createOffsiteStore(offsite);
    try {
      await store.download(from, folder);
    } finally {
      store.close();
    }
  } else {
    throw new BackupError(
      `${from} is not a folder here, and BACKUP_S3_URL is not set to fetch it from off-site storage`,
    );
  }
  try {
    const problems = await verifyBackupSet(folder);
    if (problems.length > 0) {
      throw new BackupError(`The backup set failed its checks: ${problems.join('; ')}`);
    }
    restoreDataDir(folder, dataDir);
    const held = holdWaitingMail(dataDir);
    return [
      `Restored ${from} into ${dataDir}; the set passed its checks (checksums, database, images).`,
      held > 0
        ? `${held} email(s) were waiting when the backup was taken and may have been sent since: ` +
          'they are held. Send them with `npm run restore -- --release-mail` once you know they did not go out.'
        : 'No email was waiting.',
      'Nothing was started: start the shop when you are ready.',
    ].join('\n');
  } finally {
    if (downloaded) rmSync(downloaded, { recursive: true, force: true });
  }
}

function holdWaitingMail(dataDir: string): number {
  const db = openDatabase(join(dataDir, DATABASE_FILE));
  try {
    return db
      .prepare(
        `UPDATE mail_outbox SET status = 'queued', next_attempt_at = ?, last_error = ?
         WHERE status IN ('queued', 'sending')`,
      )
      .run(HELD_UNTIL, HELD_NOTE).changes;
  } finally {
    db.close();
  }
}

/** Lets the held messages go out at the sender's next round; answers how many. */
export function releaseHeldMail(dataDir: string, now = new Date()): number {
  const db = openDatabase(join(dataDir, DATABASE_FILE));
  try {
    return db
      .prepare(
        `UPDATE mail_outbox SET next_attempt_at = ?, last_error = NULL
         WHERE status = 'queued' AND next_attempt_at = ?`,
      )
      .run(now.toISOString(), HELD_UNTIL).changes;
  } finally {
    db.close();
  }
}
