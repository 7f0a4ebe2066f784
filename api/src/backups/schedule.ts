// When the shop takes its backups: BACKUP_SCHEDULE is `daily` (at 03:30, a quiet hour for a small
// shop), `daily HH:MM`, `every N hours` (from midnight: every 6 hours is 00:00, 06:00 ...), or
// `off`. Times are the server's local time (TZ).

export type BackupSchedule =
  | { kind: 'off' }
  | { kind: 'daily'; hour: number; minute: number }
  | { kind: 'every'; hours: number };

export const DEFAULT_BACKUP_SCHEDULE: BackupSchedule = { kind: 'daily', hour: 3, minute: 30 };

export function parseBackupSchedule(value: string | undefined): BackupSchedule {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'daily') return DEFAULT_BACKUP_SCHEDULE;
  if (text === 'off') return { kind: 'off' };
  const daily = /^daily (\d{1,2}):(\d{2})$/.exec(text);
  if (daily) {
    const hour = Number(daily[1]);
    const minute = Number(daily[2]);
    if (hour <= 23 && minute <= 59) return { kind: 'daily', hour, minute };
  }
  const every = /^every (\d{1,2}) ?h(?:ours?)?$/.exec(text);
  if (every && Number(every[1]) >= 1 && Number(every[1]) <= 24) {
    return { kind: 'every', hours: Number(every[1]) };
  }
  throw new Error(
    `BACKUP_SCHEDULE must be "daily", "daily HH:MM", "every N hours" (1 to 24) or "off", got "${value}"`,
  );
}

/** The first backup time strictly after `after`; null when backups are off. */
export function nextBackupTime(schedule: BackupSchedule, after: Date): Date | null {
  if (schedule.kind === 'off') return null;
  const next = new Date(after);
  next.setSeconds(0, 0);
  if (schedule.kind === 'daily') {
    next.setHours(schedule.hour, schedule.minute);
    if (next <= after) next.setDate(next.getDate() + 1);
    next.setHours(schedule.hour, schedule.minute);
    return next;
  }
  next.setMinutes(0);
  next.setHours(Math.floor(next.getHours() / schedule.hours) * schedule.hours);
  while (next <= after) next.setHours(next.getHours() + schedule.hours);
  return next;
}

/** How long a backup may be old before it counts as missed: the schedule's period. */
export function backupPeriodMs(schedule: BackupSchedule): number {
  return schedule.kind === 'every' ? schedule.hours * 3_600_000 : 24 * 3_600_000;
}

/** The schedule as the admin and the doctor say it. */
export function describeSchedule(schedule: BackupSchedule): string {
  if (schedule.kind === 'off') return 'off';
  if (schedule.kind === 'every') return `every ${schedule.hours} hours`;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `daily at ${pad(schedule.hour)}:${pad(schedule.minute)}`;
}
