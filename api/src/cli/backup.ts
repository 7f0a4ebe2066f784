// `npm run backup` takes a backup set now, as the schedule does (DATA_DIR/backups, verified, the
// last BACKUP_KEEP kept, copied to BACKUP_S3_URL when set). `npm run backup -- --out DIR` copies
// the running shop's data into a folder of one's own instead.
// `npm run restore -- --from <set folder, or its name or key off-site>` restores into an empty
// DATA_DIR and starts nothing; `npm run restore -- --release-mail` lets the email held by a
// restore go out.

import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { backupsDirOf, runBackup } from '../backups/backup-runner.ts';
import { BackupError, backupDataDir } from '../backups/data-copy.ts';
import { releaseHeldMail, restoreBackupSet } from '../backups/restore.ts';
import { loadConfig } from '../config.ts';
import { APP_VERSION } from '../core/app-version.ts';
import { consoleLogger } from '../core/logger.ts';

export { BackupError, backupDataDir, restoreDataDir } from '../backups/data-copy.ts';

async function main(command: 'backup' | 'restore', argv: string[]): Promise<void> {
  // npm runs the workspace script inside api/: relative paths mean what they mean where typed.
  if (process.env['INIT_CWD']) process.chdir(process.env['INIT_CWD']);
  const config = loadConfig();
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      out: { type: 'string' },
      from: { type: 'string' },
      'release-mail': { type: 'boolean' },
    },
    allowPositionals: true,
  });
  if (command === 'backup') {
    if (values.out) {
      console.info(await backupDataDir(config.dataDir, values.out));
      return;
    }
    const status = await runBackup({
      dataDir: config.dataDir,
      keep: config.backupKeep,
      offsite: config.backupS3,
      appVersion: APP_VERSION,
      logger: consoleLogger,
    });
    if (status.lastError) throw new BackupError(status.lastError.message);
    console.info(
      `Backed up to ${backupsDirOf(config.dataDir)}/${status.lastBackup!.name}` +
        (status.offsite ? ` and ${status.offsite.location}` : ''),
    );
    return;
  }
  if (values['release-mail']) {
    console.info(`${releaseHeldMail(config.dataDir)} held email(s) will go out.`);
    return;
  }
  const from = values.from ?? positionals[0];
  if (!from) {
    throw new BackupError('Usage: npm run restore -- --from <backup folder, or its name off-site>');
  }
  console.info(await restoreBackupSet({ from, dataDir: config.dataDir, offsite: config.backupS3 }));
}

function isRunDirectly(): boolean {
  const script = process.argv[1];
  return script !== undefined && import.meta.url === pathToFileURL(realpathSync(script)).href;
}

if (isRunDirectly()) {
  const [command, ...rest] = process.argv.slice(2);
  if (command !== 'backup' && command !== 'restore') {
    console.error(
      'Usage: backup.ts backup [--out <folder>] | backup.ts restore --from <folder or name> | backup.ts restore --release-mail',
    );
    process.exitCode = 1;
  } else {
    main(command, rest).catch((error: unknown) => {
      console.error(error instanceof BackupError ? error.message : error);
      process.exitCode = 1;
    });
  }
}
