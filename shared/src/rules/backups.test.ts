import { describe, expect, it } from 'vitest';
import type { BackupReport } from '../domain/backups.ts';
import { formatAge, isBackupLate, summarizeBackups } from './backups.ts';

const NOW = new Date('2026-11-27T09:10:00.000Z');
const TAKEN = '2026-11-27T03:10:00.000Z';
const NAME = 'backup-2026-11-27T03-10-00-000Z';

const report = (overrides: Partial<BackupReport> = {}): BackupReport => ({
  readAt: NOW.toISOString(),
  schedule: 'daily at 03:10',
  dueEveryHours: 24,
  offsiteConfigured: true,
  lastBackup: { name: NAME, takenAt: TAKEN, bytes: 123_456, problems: [] },
  offsite: { name: NAME, location: `s3://b/shop/${NAME}/`, uploadedAt: TAKEN },
  lastError: null,
  ...overrides,
});

const summary = (overrides: Partial<BackupReport> = {}, now = NOW) =>
  summarizeBackups(report(overrides), now, 'UTC');

describe('the backup summary in Settings', () => {
  it('says when, checked and copied off-site, with nothing to do', () => {
    expect(summary()).toEqual({
      tone: 'ok',
      headline: 'Last backup: Nov 27, 2026, 3:10 AM (6 hours ago) · checked · copied off-site',
      warnings: [],
    });
  });

  it('warns when the last backup is over a day old (and an hour for the run)', () => {
    expect(summary({}, new Date('2026-11-28T04:10:00.000Z')).tone).toBe('ok');
    const late = summary({}, new Date('2026-11-29T09:10:00.000Z'));
    expect(late.tone).toBe('warning');
    expect(late.headline).toContain('(2 days ago)');
    expect(late.warnings).toEqual([
      "The last backup is 2 days old: backups may have stopped. Check the server's log, or run npm run backup on the server.",
    ]);
  });

  it('warns when no copy leaves the server', () => {
    const local = summary({ offsiteConfigured: false, offsite: null });
    expect(local.headline).toMatch(/ · checked · on this server only$/);
    expect(local.warnings).toEqual([
      'No copy leaves the server: if its disk fails, the backups go with it. Set BACKUP_S3_URL on the server to copy each backup to other storage.',
    ]);
  });

  it('warns when the last backup was not copied off-site, with the reason', () => {
    const failed = summary({
      offsite: { name: 'backup-older', location: 's3://b/shop/backup-older/', uploadedAt: TAKEN },
      lastError: { at: TAKEN, message: 'connect ECONNREFUSED 127.0.0.1:9000' },
    });
    expect(failed.headline).toMatch(/ · checked · not copied off-site$/);
    expect(failed.warnings).toEqual([
      'The last backup was not copied off-site: connect ECONNREFUSED 127.0.0.1:9000 Check BACKUP_S3_URL and the storage keys; npm run backup tries again.',
    ]);
  });

  it('warns when the last backup failed its check', () => {
    const incomplete = summary({
      lastBackup: { name: NAME, takenAt: TAKEN, bytes: 1, problems: ['uploads/a.webp is missing'] },
    });
    expect(incomplete.headline).toContain(' · incomplete · ');
    expect(incomplete.warnings).toEqual([
      'The last backup did not pass its check: uploads/a.webp is missing.',
    ]);
  });

  it('names a later run that failed outright', () => {
    const failed = summary({
      lastError: { at: '2026-11-27T09:00:00.000Z', message: 'disk full' },
    });
    expect(failed.warnings).toEqual(['The backup of Nov 27, 2026, 9:00 AM failed: disk full']);
  });

  it('warns before the first backup, saying when it runs or that backups are off', () => {
    expect(summary({ lastBackup: null, offsite: null })).toEqual({
      tone: 'warning',
      headline: 'Last backup: none yet',
      warnings: [
        'No backup has been taken yet. The first runs daily at 03:10; to take one now, run npm run backup on the server.',
      ],
    });
    expect(summary({ lastBackup: null, offsite: null, schedule: 'off' }).warnings[0]).toBe(
      'No backup has been taken, and scheduled backups are off (BACKUP_SCHEDULE=off). Take one on the server with npm run backup, or set a schedule.',
    );
  });
});

describe('formatAge and isBackupLate', () => {
  it('words an age', () => {
    expect(formatAge(30_000)).toBe('just now');
    expect(formatAge(60_000)).toBe('1 minute ago');
    expect(formatAge(3_600_000 * 5.5)).toBe('5 hours ago');
    expect(formatAge(3_600_000 * 47)).toBe('47 hours ago');
    expect(formatAge(3_600_000 * 72)).toBe('3 days ago');
  });

  it('allows the schedule’s period and an hour', () => {
    const at = (hours: number) => new Date(Date.parse(TAKEN) + hours * 3_600_000);
    expect(isBackupLate(TAKEN, at(24.9), 24)).toBe(false);
    expect(isBackupLate(TAKEN, at(25.1), 24)).toBe(true);
    expect(isBackupLate(TAKEN, at(25.1), 6)).toBe(true);
  });
});
