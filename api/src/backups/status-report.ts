// The backup status the owner sees in Settings: what the last run wrote to backups/status.json,
// with the schedule and whether a bucket is configured, field by field (nothing else of the
// configuration leaves the server).

import type { BackupReport } from '@kawaii/shared';
import { readBackupStatus } from './backup-runner.ts';
import type { OffsiteTarget } from './offsite.ts';
import { backupPeriodMs, describeSchedule, type BackupSchedule } from './schedule.ts';

export interface BackupSetup {
  dataDir: string;
  schedule: BackupSchedule;
  offsite: OffsiteTarget | null;
}

export interface BackupStatusService {
  report(): BackupReport;
}

/** null: services without a data folder (page rendering, tests of other services), no backups. */
export function createBackupStatusService(
  setup: BackupSetup | null,
  now: () => Date = () => new Date(),
): BackupStatusService {
  const schedule: BackupSchedule = setup?.schedule ?? { kind: 'off' };
  return {
    report() {
      const { lastBackup, offsite, lastError } = setup
        ? readBackupStatus(setup.dataDir)
        : { lastBackup: null, offsite: null, lastError: null };
      return {
        readAt: now().toISOString(),
        schedule: describeSchedule(schedule),
        dueEveryHours: backupPeriodMs(schedule) / 3_600_000,
        offsiteConfigured: (setup?.offsite ?? null) !== null,
        lastBackup: lastBackup && {
          name: lastBackup.name,
          takenAt: lastBackup.takenAt,
          bytes: lastBackup.bytes,
          problems: lastBackup.problems,
        },
        offsite: offsite && {
          name: offsite.name,
          location: offsite.location,
          uploadedAt: offsite.uploadedAt,
        },
        lastError: lastError && { at: lastError.at, message: lastError.message },
      };
    },
  };
}
