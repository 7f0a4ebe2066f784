// How the shop's backups stand, for the owner's Settings screen: the server takes one on a
// schedule, checks it (integrity, images, checksums) and, when a bucket is configured, copies it
// off the server.

/** The backup status as the shop read it. */
export interface BackupReport {
  /** When the shop read this status (the shop's clock); a copy kept offline is this old. */
  readAt: string;
  /** The schedule in words: "daily at 03:30", "every 6 hours" or "off". */
  schedule: string;
  /** Hours between scheduled backups (24 when daily or off). */
  dueEveryHours: number;
  /** Whether a bucket is configured (BACKUP_S3_URL) to copy each backup off the server. */
  offsiteConfigured: boolean;
  /** The newest backup kept on the server; null before the first. */
  lastBackup: BackupTaken | null;
  /** The newest backup copied off the server; null when none was. */
  offsite: BackupCopy | null;
  /** The last run's failure (taking, checking or copying), null when it went well. */
  lastError: BackupFailure | null;
}

export interface BackupTaken {
  name: string;
  takenAt: string;
  bytes: number;
  /** What the check after taking it found wrong; empty when it passed every check. */
  problems: string[];
}

export interface BackupCopy {
  /** The backup it is a copy of. */
  name: string;
  /** Where it is: s3://bucket/prefix/name/. */
  location: string;
  uploadedAt: string;
}

export interface BackupFailure {
  at: string;
  message: string;
}
