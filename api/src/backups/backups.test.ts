// Backups end to end against a real S3-compatible server (s3rver on loopback): taken on the
// schedule as an injected clock moves through the night, verified, pruned to BACKUP_KEEP here and
// off-site, and restored from the off-site copy into a fresh data folder, with the email that was
// waiting held rather than sent twice. A tampered set is refused.

import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../core/logger.ts';
import { DATABASE_FILE } from '../config.ts';
import { openDatabase, type Db } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { createServices } from '../services.ts';
import { buildArtwork, buildProduct } from '../test/factories.ts';
import { solidPng } from '../test/image-factories.ts';
import { buildOrder } from '../test/order-factories.ts';
import { listBackupSets, verifyBackupSet } from './backup-set.ts';
import { backupsDirOf, readBackupStatus, runBackup } from './backup-runner.ts';
import { createOffsiteStore, parseBackupS3Url, type OffsiteTarget } from './offsite.ts';
import { releaseHeldMail, restoreBackupSet } from './restore.ts';
import { nextBackupTime, parseBackupSchedule } from './schedule.ts';
import { createBackupScheduler, type Clock } from './scheduler.ts';

const quiet: Logger = { info: () => {}, error: () => {} };

/** A clock tests move by hand; timers fire as time passes them. */
function manualClock(start: Date): Clock & { advanceTo(at: Date): Promise<void> } {
  let now = start.getTime();
  const timers: { at: number; wake: () => void }[] = [];
  return {
    now: () => new Date(now),
    setTimer(ms, wake) {
      const timer = { at: now + ms, wake };
      timers.push(timer);
      return () => void timers.splice(timers.indexOf(timer) >>> 0, 1);
    },
    async advanceTo(at) {
      for (;;) {
        timers.sort((a, b) => a.at - b.at);
        const next = timers[0];
        if (!next || next.at > at.getTime()) break;
        timers.shift();
        now = next.at;
        next.wake();
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      now = at.getTime();
    },
  };
}

let scratch: string;
let s3: S3rver;
let target: OffsiteTarget;
let shop: { db: Db; dataDir: string };
let imagePaths: string[];

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'kawaii-backups-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(scratch, 's3'),
    configureBuckets: [{ name: 'shop-backups', configs: [] }],
  });
  const address = (await s3.run()) as AddressInfo;
  // s3rver's fixed credentials, read by the SDK from the environment like any S3 key.
  process.env['AWS_ACCESS_KEY_ID'] = 'S3RVER';
  process.env['AWS_SECRET_ACCESS_KEY'] = 'S3RVER';
  target = parseBackupS3Url(
    `s3://shop-backups/nightly/kawaii?endpoint=http://127.0.0.1:${address.port}&region=us-east-1`,
  )!;

  const dataDir = join(scratch, 'live');
  mkdirSync(join(dataDir, 'uploads'), { recursive: true });
  const db = openDatabase(join(dataDir, DATABASE_FILE));
  migrate(db);
  shop = { db, dataDir };
  const media = createServices(db, undefined, join(dataDir, 'uploads')).media;
  const staff = { userId: null, role: 'admin' } as const;
  const image = await media.upload(await solidPng(16), staff);
  const cover = await media.upload(await solidPng(24), staff);
  imagePaths = [image.path, cover.path];
  buildProduct(db, { images: [image.path, cover.path] });
  buildArtwork(db, { images: [cover.path] });
  for (let n = 0; n < 5; n += 1) buildOrder(db);
  const outbox = db.prepare(
    `INSERT INTO mail_outbox (id, kind, to_address, subject, text_body, html_body, status,
       next_attempt_at, created_at, sent_at) VALUES (?, 'order_confirmation', 'mia@example.test',
       ?, 'text', '<p>html</p>', ?, '2026-11-26T10:00:00.000Z', '2026-11-26T10:00:00.000Z', ?)`,
  );
  outbox.run('mail-sent', 'Already sent', 'sent', '2026-11-26T10:00:01.000Z');
  outbox.run('mail-waiting', 'Still waiting', 'queued', null);
});

afterAll(async () => {
  shop.db.close();
  await s3.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('BACKUP_SCHEDULE', () => {
  it('is daily at 03:30 unless told, and says when the next run is', () => {
    expect(parseBackupSchedule(undefined)).toEqual({ kind: 'daily', hour: 3, minute: 30 });
    expect(parseBackupSchedule('daily 23:05')).toEqual({ kind: 'daily', hour: 23, minute: 5 });
    expect(parseBackupSchedule('every 6 hours')).toEqual({ kind: 'every', hours: 6 });
    expect(parseBackupSchedule('off')).toEqual({ kind: 'off' });
    expect(() => parseBackupSchedule('daily 25:00')).toThrow(/BACKUP_SCHEDULE must be/);
    const evening = new Date(2026, 10, 27, 22, 0);
    expect(nextBackupTime(parseBackupSchedule('daily'), evening)).toEqual(
      new Date(2026, 10, 28, 3, 30),
    );
    expect(nextBackupTime(parseBackupSchedule('every 6 hours'), evening)).toEqual(
      new Date(2026, 10, 28, 0, 0),
    );
  });
});

describe('scheduled backups', () => {
  it('take a verified set at the quiet hour each night, keep the last BACKUP_KEEP here and off-site', async () => {
    const clock = manualClock(new Date(2026, 10, 27, 12, 0));
    const runs: string[] = [];
    const scheduler = createBackupScheduler({
      schedule: parseBackupSchedule('daily'),
      clock,
      logger: quiet,
      takeBackup: async () => {
        const status = await runBackup({
          dataDir: shop.dataDir,
          keep: 2,
          offsite: target,
          appVersion: '1.0.0',
          now: clock.now,
          logger: quiet,
        });
        runs.push(status.lastBackup!.takenAt);
      },
    });
    scheduler.start();
    expect(scheduler.nextRunAt).toEqual(new Date(2026, 10, 28, 3, 30));

    await clock.advanceTo(new Date(2026, 10, 28, 3, 29));
    expect(runs).toEqual([]);
    for (const day of [28, 29, 30]) {
      await clock.advanceTo(new Date(2026, 10, day, 3, 31));
      await expect.poll(() => runs.length, { timeout: 15_000 }).toBe(day - 27);
    }
    await scheduler.stop();
    expect(runs).toEqual([28, 29, 30].map((day) => new Date(2026, 10, day, 3, 30).toISOString()));

    const status = readBackupStatus(shop.dataDir);
    expect(status.lastError).toBeNull();
    expect(status.lastBackup).toMatchObject({ takenAt: runs[2], problems: [] });
    expect(status.offsite).toMatchObject({ name: status.lastBackup!.name });
    expect(status.offsite!.location).toBe(
      `s3://shop-backups/nightly/kawaii/${status.lastBackup!.name}/`,
    );
    const local = listBackupSets(backupsDirOf(shop.dataDir));
    expect(local).toHaveLength(2);
    expect(local[1]).toBe(status.lastBackup!.name);
    const store = createOffsiteStore(target);
    expect(await store.list()).toEqual(local);
    store.close();
    expect(await verifyBackupSet(join(backupsDirOf(shop.dataDir), local[1]!))).toEqual([]);
  });

  it('restore from the off-site copy into a fresh data folder, with waiting email held', async () => {
    const { name } = readBackupStatus(shop.dataDir).offsite!;
    const dataDir = join(scratch, 'restored');

    const report = await restoreBackupSet({ from: name, dataDir, offsite: target });

    expect(report).toContain('1 email(s) were waiting');
    expect(report).toContain('Nothing was started');
    const db = openDatabase(join(dataDir, DATABASE_FILE));
    try {
      expect(db.prepare('SELECT COUNT(*) FROM orders').pluck().get()).toBe(5);
      for (const path of imagePaths) expect(existsSync(join(dataDir, path.slice(1)))).toBe(true);
      const mail = () =>
        db.prepare('SELECT id, status, next_attempt_at FROM mail_outbox ORDER BY id').all();
      // The sent one stays sent; the waiting one will not go out on its own.
      expect(mail()).toEqual([
        { id: 'mail-sent', status: 'sent', next_attempt_at: '2026-11-26T10:00:00.000Z' },
        { id: 'mail-waiting', status: 'queued', next_attempt_at: '9999-12-31T00:00:00.000Z' },
      ]);
      expect(releaseHeldMail(dataDir, new Date('2026-12-01T09:00:00Z'))).toBe(1);
      expect(mail()[1]).toMatchObject({ next_attempt_at: '2026-12-01T09:00:00.000Z' });
    } finally {
      db.close();
    }
  });

  it('refuse to restore a set that no longer matches its manifest, or into a used folder', async () => {
    const backupsDir = backupsDirOf(shop.dataDir);
    const newest = listBackupSets(backupsDir).at(-1)!;
    const uploads = join(backupsDir, newest, 'uploads');
    const tampered = readdirSync(uploads, { recursive: true, withFileTypes: true }).find((entry) =>
      entry.isFile(),
    )!;
    writeFileSync(join(tampered.parentPath, tampered.name), 'not the image');

    await expect(
      restoreBackupSet({
        from: join(backupsDir, newest),
        dataDir: join(scratch, 'r2'),
        offsite: null,
      }),
    ).rejects.toThrow(/does not match its checksum/);
    expect(existsSync(join(scratch, 'r2', DATABASE_FILE))).toBe(false);
    await expect(
      restoreBackupSet({ from: newest, dataDir: shop.dataDir, offsite: target }),
    ).rejects.toThrow(/is not empty/);
  });

  it('report a set missing an image the database references', async () => {
    rmSync(join(shop.dataDir, imagePaths[0]!.slice(1)));
    const status = await runBackup({
      dataDir: shop.dataDir,
      keep: 2,
      offsite: null,
      appVersion: '1.0.0',
      logger: quiet,
    });
    expect(status.lastBackup!.problems).toEqual([
      expect.stringMatching(/^1 image\(s\) the database references are missing/),
    ]);
    expect(status.lastError!.message).toMatch(/^The backup is incomplete/);
  });
});
