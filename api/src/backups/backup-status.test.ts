// The owner's view of her backups (GET /api/settings/backups, shown in the admin Settings): what
// the last run on this server wrote, taken for real and copied to a real S3-compatible server
// (s3rver on loopback), then again with that server gone.

import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summarizeBackups, type BackupReport } from '@kawaii/shared';
import { DATABASE_FILE } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { signedIn } from '../test/auth.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { runBackup } from './backup-runner.ts';
import { parseBackupS3Url, type OffsiteTarget } from './offsite.ts';

const quiet = { info: () => {}, error: () => {} };

let scratch: string;
let s3: S3rver;
let s3Running = false;
let target: OffsiteTarget;
let dataDir: string;
let app: TestApp;
let owner: Record<string, string>;
let helper: Record<string, string>;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'kawaii-backup-status-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(scratch, 's3'),
    configureBuckets: [{ name: 'shop-backups', configs: [] }],
  });
  const { port } = (await s3.run()) as AddressInfo;
  s3Running = true;
  process.env['AWS_ACCESS_KEY_ID'] = 'S3RVER';
  process.env['AWS_SECRET_ACCESS_KEY'] = 'S3RVER';
  target = parseBackupS3Url(`s3://shop-backups/kawaii?endpoint=http://127.0.0.1:${port}`)!;

  // The data folder the backups are taken from and the status is read from.
  dataDir = join(scratch, 'data');
  mkdirSync(join(dataDir, 'uploads'), { recursive: true });
  const db = openDatabase(join(dataDir, DATABASE_FILE));
  migrate(db);
  db.close();

  app = await startTestApp({ dataDir, backupS3: target });
  owner = (await signedIn(app, { role: 'superadmin' })).headers;
  helper = (await signedIn(app, { role: 'admin' })).headers;
}, 60_000);

afterAll(async () => {
  await app?.close();
  if (s3Running) await s3.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function backupStatus(headers: Record<string, string>): Promise<Response> {
  return app.get('/api/settings/backups', { headers });
}

async function report(): Promise<BackupReport> {
  const response = await backupStatus(owner);
  expect(response.status).toBe(200);
  return (await response.json()) as BackupReport;
}

describe('GET /api/settings/backups', () => {
  it('is the owner’s: a helper (admin) and a visitor are refused', async () => {
    expect((await backupStatus(helper)).status).toBe(403);
    expect((await backupStatus({})).status).toBe(401);
  });

  it('says no backup has been taken yet, with the schedule', async () => {
    const before = Date.now();
    const answer = await report();
    expect(answer).toEqual({
      readAt: expect.any(String),
      schedule: 'daily at 03:30',
      dueEveryHours: 24,
      offsiteConfigured: true,
      lastBackup: null,
      offsite: null,
      lastError: null,
    });
    expect(Date.parse(answer.readAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(summarizeBackups(answer, new Date()).tone).toBe('warning');
  });

  it('shows the last backup, checked and copied off-site', async () => {
    await runBackup({ dataDir, keep: 7, offsite: target, appVersion: '1.0.0', logger: quiet });
    const answer = await report();
    const name = answer.lastBackup!.name;
    expect(answer.lastBackup).toEqual({
      name,
      takenAt: expect.any(String),
      bytes: expect.any(Number),
      problems: [],
    });
    expect(answer.offsite).toEqual({
      name,
      location: `s3://shop-backups/kawaii/${name}/`,
      uploadedAt: expect.any(String),
    });
    expect(answer.lastError).toBeNull();
    const summary = summarizeBackups(answer, new Date());
    expect(summary).toMatchObject({ tone: 'ok', warnings: [] });
    expect(summary.headline).toMatch(/^Last backup: .+ \(just now\) · checked · copied off-site$/);
  });

  it('says so when the next backup could not be copied off-site', async () => {
    const copied = (await report()).offsite!;
    await s3.close();
    s3Running = false;
    await runBackup({ dataDir, keep: 7, offsite: target, appVersion: '1.0.0', logger: quiet });
    const answer = await report();
    expect(answer.lastBackup!.name).not.toBe(copied.name);
    expect(answer.offsite).toEqual(copied);
    expect(answer.lastError?.message).toBeTruthy();
    const summary = summarizeBackups(answer, new Date());
    expect(summary.tone).toBe('warning');
    expect(summary.headline).toMatch(/ · checked · not copied off-site$/);
    expect(summary.warnings).toEqual([
      `The last backup was not copied off-site: ${answer.lastError!.message} Check BACKUP_S3_URL and the storage keys; npm run backup tries again.`,
    ]);
  }, 60_000);
});
