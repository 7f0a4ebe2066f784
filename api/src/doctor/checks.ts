// The doctor's checklist: each check reads the configuration, the data folder or a server the
// shop talks to, and answers pass, warn or fail with what to do about it. Nothing here changes
// anything: SMTP is connected to and greeted (EHLO), never given a message.

import { existsSync, statSync, statfsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import nodemailer from 'nodemailer';
import { isBackupLate } from '@kawaii/shared';
import { backupPeriodMs, type BackupSchedule } from '../backups/schedule.ts';
import { readBackupStatus } from '../backups/backup-runner.ts';
import { JWT_SECRET_FILE } from '../auth/jwt-secret.ts';
import { demoPasswordsInUse } from '../auth/demo-passwords.ts';
import { DATABASE_FILE, type AppConfig } from '../config.ts';

export type CheckStatus = 'pass' | 'warn' | 'fail';

export interface CheckResult {
  status: CheckStatus;
  /** What was found, in one line. */
  title: string;
  /** What to do (for a warning or failure). */
  fix?: string;
}

export interface DoctorContext {
  config: AppConfig;
  now: Date;
  /** Node's version, e.g. 20.19.0. */
  nodeVersion: string;
}

export interface Check {
  name: string;
  run(context: DoctorContext): Promise<CheckResult> | CheckResult;
}

const MINIMUM_NODE = [20, 19, 0] as const;
const GIB = 1024 ** 3;
const HOUR_MS = 3_600_000;

const pass = (title: string): CheckResult => ({ status: 'pass', title });
const warn = (title: string, fix: string): CheckResult => ({ status: 'warn', title, fix });
const fail = (title: string, fix: string): CheckResult => ({ status: 'fail', title, fix });

function isLoopbackHost(host: string): boolean {
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\.\d+\.\d+\.\d+$/.test(host)
  );
}

/** The shop is meant for the internet when its public origin is not this machine. */
export function isPublicShop(config: AppConfig): boolean {
  if (!config.publicOrigin) return false;
  try {
    return !isLoopbackHost(new URL(config.publicOrigin).hostname);
  } catch {
    return true;
  }
}

function openReadOnly(config: AppConfig): Database.Database | null {
  const file = join(config.dataDir, DATABASE_FILE);
  if (!existsSync(file)) return null;
  return new Database(file, { readonly: true, fileMustExist: true });
}

export const nodeVersion: Check = {
  name: 'Node.js',
  run({ nodeVersion: version }) {
    const parts = version.split('.').map(Number);
    const ok =
      parts[0]! > MINIMUM_NODE[0] || (parts[0] === MINIMUM_NODE[0] && parts[1]! >= MINIMUM_NODE[1]);
    return ok
      ? pass(`Node.js ${version}`)
      : fail(
          `Node.js ${version} is older than ${MINIMUM_NODE.join('.')}`,
          'Install Node.js 20 (20.19 or later) or 22: see "Put it online" in the README',
        );
  },
};

export const publicOrigin: Check = {
  name: 'PUBLIC_ORIGIN',
  run({ config }) {
    const origin = config.publicOrigin;
    if (!origin) {
      return fail(
        'PUBLIC_ORIGIN is not set: links in pages and email would point at http://localhost',
        'Set PUBLIC_ORIGIN=https://your-domain in the environment file',
      );
    }
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return fail(
        `PUBLIC_ORIGIN "${origin}" is not a URL`,
        'Set PUBLIC_ORIGIN=https://your-domain',
      );
    }
    if (url.protocol === 'https:') return pass(`PUBLIC_ORIGIN is ${origin}`);
    if (isLoopbackHost(url.hostname)) return pass(`PUBLIC_ORIGIN is ${origin} (this machine only)`);
    return fail(
      `PUBLIC_ORIGIN is ${origin}: links and sign-in would travel without HTTPS`,
      `Put Caddy in front (deploy/Caddyfile) and set PUBLIC_ORIGIN=https://${url.host}`,
    );
  },
};

export const trustProxy: Check = {
  name: 'TRUST_PROXY',
  run({ config }) {
    if (!isPublicShop(config)) return pass('No proxy needed: the shop is on this machine only');
    // A public https origin means a proxy ends TLS in front of the shop (Node serves plain HTTP).
    if (config.trustProxy === false) {
      return fail(
        'TRUST_PROXY is not set behind a proxy: every visitor would share one rate limit (the proxy’s address)',
        'Set TRUST_PROXY=loopback (Caddy on this machine) or the proxy’s address',
      );
    }
    return pass(`TRUST_PROXY is ${JSON.stringify(config.trustProxy)}`);
  },
};

export const smtp: Check = {
  name: 'SMTP',
  async run({ config }) {
    if (!config.smtpUrl) {
      const title = 'SMTP_URL is not set: email is only written to DATA_DIR/mail';
      const fix = 'Set SMTP_URL=smtps://user:password@smtp.your-provider:465';
      return isPublicShop(config) ? fail(title, fix) : warn(title, fix);
    }
    const host = new URL(config.smtpUrl).host;
    const url = new URL(config.smtpUrl);
    url.searchParams.set('connectionTimeout', '10000');
    url.searchParams.set('greetingTimeout', '10000');
    const transport = nodemailer.createTransport(url.toString());
    try {
      // Connects, says EHLO (and logs in, when the URL has a user), then QUIT: nothing is sent.
      await transport.verify();
      return pass(`SMTP server ${host} answers`);
    } catch (error) {
      return fail(
        `SMTP server ${host} does not answer: ${error instanceof Error ? error.message : String(error)}`,
        'Check SMTP_URL (host, port, user, password) and that this server may connect out on that port',
      );
    } finally {
      transport.close();
    }
  },
};

export const mailFrom: Check = {
  name: 'MAIL_FROM',
  run({ config }) {
    const address = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom.trim();
    const domain = address.split('@')[1]?.toLowerCase() ?? '';
    const local = !domain.includes('.') || isLoopbackHost(domain) || domain.endsWith('.local');
    if (!/^[^@\s]+@[^@\s]+$/.test(address) || local) {
      return fail(
        `MAIL_FROM "${config.mailFrom}" is not an address on a domain: mail from it is refused or lands in spam`,
        'Set MAIL_FROM=Your Shop <shop@your-domain> (a domain with SPF and DKIM records)',
      );
    }
    return pass(`MAIL_FROM is ${address}`);
  },
};

function othersCanRead(path: string): boolean {
  return (statSync(path).mode & 0o077) !== 0;
}

export const privateFiles: Check = {
  name: 'Secrets',
  run({ config }) {
    const problems: string[] = [];
    if (config.jwtSecret !== null && config.jwtSecret.length < 32) {
      problems.push('JWT_SECRET is shorter than 32 characters');
    }
    const files = [config.dataDir, join(config.dataDir, DATABASE_FILE)];
    if (config.jwtSecret === null) files.push(join(config.dataDir, JWT_SECRET_FILE));
    for (const file of files) {
      if (existsSync(file) && othersCanRead(file)) {
        problems.push(`${file} can be read by other users`);
      }
    }
    if (problems.length > 0) {
      return fail(
        problems.join('; '),
        `chmod 700 ${config.dataDir} && chmod 600 ${config.dataDir}/* (the shop does this at start); use a 32+ character JWT_SECRET or leave it unset`,
      );
    }
    return pass('The session secret and the database are readable by the shop’s user only');
  },
};

export const demoPasswords: Check = {
  name: 'Demo accounts',
  async run({ config }) {
    if (!isPublicShop(config)) return pass('Demo passwords are fine on this machine');
    const db = openReadOnly(config);
    if (!db) return pass('No database yet: no demo account');
    try {
      // The same accounts the server refuses to sign in and names when it starts.
      const inUse = await demoPasswordsInUse(db);
      if (inUse.length > 0) {
        return fail(
          `These staff accounts still have the demo password printed in the README: ${inUse.join(', ')}`,
          `Set a password of your own for each on this server: ${inUse
            .map(
              (email) => `npm run create-admin -- --email ${email} --password '<a new password>'`,
            )
            .join('; ')}`,
        );
      }
      return pass('No staff account has a demo password');
    } finally {
      db.close();
    }
  },
};

export function backups(schedule: BackupSchedule, offsiteConfigured: boolean): Check {
  return {
    name: 'Backups',
    run({ config, now }) {
      const status = readBackupStatus(config.dataDir);
      const fix = 'Check the backup settings and the server log; `npm run backup` takes one now';
      const last = status.lastBackup;
      if (!last) {
        const title = `No backup taken yet (${schedule.kind === 'off' ? 'BACKUP_SCHEDULE=off' : 'the first runs at the scheduled time'})`;
        return isPublicShop(config) ? fail(title, fix) : warn(title, fix);
      }
      const ageMs = now.getTime() - Date.parse(last.takenAt);
      const age = `${Math.round(ageMs / HOUR_MS)} h old`;
      // The same rule as the admin Settings: a day (or the schedule's period) and an hour.
      if (isBackupLate(last.takenAt, now, backupPeriodMs(schedule) / HOUR_MS)) {
        return fail(`The last backup (${last.name}) is ${age}`, fix);
      }
      if (last.problems.length > 0) {
        return fail(`The last backup is incomplete: ${last.problems.join('; ')}`, fix);
      }
      if (!offsiteConfigured) {
        return warn(
          `The last backup (${last.name}, ${age}) is on this server's disk only`,
          'Set BACKUP_S3_URL (and AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY) to copy each backup off the server',
        );
      }
      if (status.offsite?.name !== last.name) {
        return fail(
          `The last backup (${last.name}) has no off-site copy${status.lastError ? `: ${status.lastError.message}` : ''}`,
          'Check BACKUP_S3_URL and the storage keys; `npm run backup` tries again',
        );
      }
      return pass(`The last backup (${last.name}, ${age}) is copied to ${status.offsite.location}`);
    },
  };
}

export const freeDisk: Check = {
  name: 'Disk',
  run({ config }) {
    const folder = existsSync(config.dataDir) ? config.dataDir : '.';
    const stats = statfsSync(folder);
    const free = stats.bavail * stats.bsize;
    const share = stats.bavail / stats.blocks;
    const title = `${(free / GIB).toFixed(1)} GiB free (${Math.round(share * 100)}%) for ${config.dataDir}`;
    const fix = 'Free disk space (old logs, old backups) or grow the disk';
    if (free < 0.5 * GIB) return fail(title, fix);
    if (free < 2 * GIB || share < 0.1) return warn(title, fix);
    return pass(title);
  },
};

export const outbox: Check = {
  name: 'Outbox',
  run({ config, now }) {
    const db = openReadOnly(config);
    if (!db) return pass('No database yet: no mail waiting');
    try {
      const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
      const stuck = db
        .prepare(
          `SELECT COUNT(*) FROM mail_outbox WHERE status IN ('queued', 'sending') AND created_at < ?
             AND next_attempt_at < '9999'`,
        )
        .pluck()
        .get(hourAgo) as number;
      const held = db
        .prepare(`SELECT COUNT(*) FROM mail_outbox WHERE next_attempt_at >= '9999'`)
        .pluck()
        .get() as number;
      if (stuck > 0) {
        return fail(
          `${stuck} email(s) have waited over an hour in the outbox`,
          'See the admin Emails tab for the error, and check SMTP_URL',
        );
      }
      if (held > 0) {
        return warn(
          `${held} email(s) are held since a restore`,
          'Send them with `npm run restore -- --release-mail` once you know the old server did not',
        );
      }
      return pass('No email is stuck in the outbox');
    } finally {
      db.close();
    }
  },
};
