// What the owner reads about her backups in Settings: one line saying when the last backup was
// taken, whether it passed its check and whether a copy left the server, and a warning with what
// to do for each thing that needs her. A backup is late once it is older than a day (or than the
// schedule's period, if longer) plus an hour for the run itself.

import type { BackupReport } from '../domain/backups.ts';
import { formatLocalDateTime } from './local-times.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface BackupSummary {
  /** ok: nothing to do; warning: at least one line in `warnings`. */
  tone: 'ok' | 'warning';
  /** "Last backup: Nov 27, 2026, 3:10 AM (6 hours ago) · checked · copied off-site". */
  headline: string;
  /** Each problem, with what to do about it. */
  warnings: string[];
}

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago". */
export function formatAge(ms: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;
  if (ms < MINUTE_MS) return 'just now';
  if (ms < HOUR_MS) return plural(Math.floor(ms / MINUTE_MS), 'minute');
  if (ms < 48 * HOUR_MS) return plural(Math.floor(ms / HOUR_MS), 'hour');
  return plural(Math.floor(ms / (24 * HOUR_MS)), 'day');
}

/** Whether a backup taken at `takenAt` is older than the schedule allows at `now`. */
export function isBackupLate(takenAt: string, now: Date, dueEveryHours: number): boolean {
  const allowedMs = Math.max(24, dueEveryHours) * HOUR_MS + HOUR_MS;
  return now.getTime() - Date.parse(takenAt) > allowedMs;
}

export function summarizeBackups(
  report: BackupReport,
  now: Date,
  timeZone?: string,
): BackupSummary {
  const { lastBackup: last, offsite, lastError } = report;
  const warnings: string[] = [];
  if (last === null) {
    warnings.push(
      report.schedule === 'off'
        ? 'No backup has been taken, and scheduled backups are off (BACKUP_SCHEDULE=off). Take one on the server with npm run backup, or set a schedule.'
        : `No backup has been taken yet. The first runs ${report.schedule}; to take one now, run npm run backup on the server.`,
    );
    if (lastError) warnings.push(`The last backup failed: ${lastError.message}`);
    return { tone: 'warning', headline: 'Last backup: none yet', warnings };
  }

  const age = formatAge(now.getTime() - Date.parse(last.takenAt));
  const parts = [`Last backup: ${formatLocalDateTime(last.takenAt, timeZone)} (${age})`];
  parts.push(last.problems.length === 0 ? 'checked' : 'incomplete');
  const copied = report.offsiteConfigured && offsite?.name === last.name;
  parts.push(
    copied
      ? 'copied off-site'
      : report.offsiteConfigured
        ? 'not copied off-site'
        : 'on this server only',
  );

  if (lastError && Date.parse(lastError.at) > Date.parse(last.takenAt)) {
    warnings.push(
      `The backup of ${formatLocalDateTime(lastError.at, timeZone)} failed: ${lastError.message}`,
    );
  }
  if (isBackupLate(last.takenAt, now, report.dueEveryHours)) {
    warnings.push(
      `The last backup is ${age.replace(' ago', ' old')}: backups ${report.schedule === 'off' ? 'are off (BACKUP_SCHEDULE=off)' : 'may have stopped'}. Check the server's log, or run npm run backup on the server.`,
    );
  }
  if (last.problems.length > 0) {
    warnings.push(`The last backup did not pass its check: ${last.problems.join('; ')}.`);
  }
  if (!report.offsiteConfigured) {
    warnings.push(
      'No copy leaves the server: if its disk fails, the backups go with it. Set BACKUP_S3_URL on the server to copy each backup to other storage.',
    );
  } else if (!copied) {
    const why = lastError && lastError.at === last.takenAt ? `: ${lastError.message}` : '.';
    warnings.push(
      `The last backup was not copied off-site${why} Check BACKUP_S3_URL and the storage keys; npm run backup tries again.`,
    );
  }
  return { tone: warnings.length > 0 ? 'warning' : 'ok', headline: parts.join(' · '), warnings };
}
