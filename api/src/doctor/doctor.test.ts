// The doctor on a shop set up right and on one set up wrong: each check passes on the first and
// fails (or warns) on the second with its fix, and `npm run doctor` exits 0 and 1. SMTP is a real
// server (smtp-server) greeted without a message; the off-site copy is on a real S3-compatible
// server (s3rver).

import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHED_DEMO_PASSWORDS } from '../auth/demo-passwords.ts';
import { createPasswordHasher, hashPassword, sharedHashingPool } from '../auth/password.ts';
import { runBackup } from '../backups/backup-runner.ts';
import { DATABASE_FILE, loadConfig } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { prepareDataDir } from '../db/data-dir.ts';
import { buildUser } from '../test/factories.ts';
import { createUserStore } from '../users/store.ts';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink.ts';
import { createAdmin } from '../cli/create-admin.ts';
import { backups, demoPasswords } from './checks.ts';
import { runDoctor, type DoctorReport } from './doctor.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DOCTOR = join(REPO_ROOT, 'api/src/cli/doctor.ts');
const quiet = { info: () => {}, error: () => {} };

let scratch: string;
let sink: SmtpSink;
let s3: S3rver;
let good: Record<string, string>;
let broken: Record<string, string>;

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'kawaii-doctor-'));
  sink = await startSmtpSink();
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(scratch, 's3'),
    configureBuckets: [{ name: 'backups', configs: [] }],
  });
  const { port: s3Port } = (await s3.run()) as AddressInfo;
  process.env['AWS_ACCESS_KEY_ID'] = 'S3RVER';
  process.env['AWS_SECRET_ACCESS_KEY'] = 'S3RVER';
  const [demoEmail, demoPassword] = Object.entries(PUBLISHED_DEMO_PASSWORDS)[0]!;

  // The good shop: its own superadmin, a backup copied off-site, private files.
  const goodDir = join(scratch, 'good');
  prepareDataDir(goodDir);
  const goodDb = openDatabase(join(goodDir, DATABASE_FILE));
  migrate(goodDb);
  buildUser(goodDb, {
    email: 'momo@kawaii-atelier.com',
    role: 'superadmin',
    passwordHash: await hashPassword('a long password of her own'),
  });
  goodDb.close();
  good = {
    DATA_DIR: goodDir,
    PUBLIC_ORIGIN: 'https://kawaii-atelier.com',
    TRUST_PROXY: 'loopback',
    SMTP_URL: sink.url,
    MAIL_FROM: 'Kawaii Atelier <shop@kawaii-atelier.com>',
    BACKUP_S3_URL: `s3://backups/shop?endpoint=http://127.0.0.1:${s3Port}`,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const goodConfig = loadConfig(good);
  await runBackup({
    dataDir: goodDir,
    keep: 7,
    offsite: goodConfig.backupS3,
    appVersion: '1.0.0',
    logger: quiet,
  });

  // The broken shop: the demo's superadmin with its published password, readable files, an
  // email stuck for a day, no backup, plain http, no proxy setting, an SMTP server not there.
  const brokenDir = join(scratch, 'broken');
  prepareDataDir(brokenDir);
  const brokenDb = openDatabase(join(brokenDir, DATABASE_FILE));
  migrate(brokenDb);
  buildUser(brokenDb, {
    email: demoEmail,
    role: 'superadmin',
    passwordHash: await hashPassword(demoPassword),
  });
  brokenDb
    .prepare(
      `INSERT INTO mail_outbox (id, kind, to_address, subject, text_body, html_body, status,
         next_attempt_at, created_at) VALUES ('stuck', 'order_confirmation', 'mia@example.test',
         'Your order', 'text', '<p>html</p>', 'queued', ?, ?)`,
    )
    .run(new Date().toISOString(), new Date(Date.now() - 86_400_000).toISOString());
  brokenDb.close();
  chmodSync(join(brokenDir, DATABASE_FILE), 0o644);
  broken = {
    DATA_DIR: brokenDir,
    PUBLIC_ORIGIN: 'http://kawaii-atelier.com',
    SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
  };
}, 60_000);

afterAll(async () => {
  await sink?.close();
  await s3?.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function doctor(env: Record<string, string>, nodeVersion = '20.19.0'): Promise<DoctorReport> {
  return runDoctor({
    config: loadConfig(env),
    now: new Date(),
    nodeVersion,
  });
}

const statuses = (report: DoctorReport) =>
  Object.fromEntries(
    report.results.filter((r) => r.name !== 'Disk').map((r) => [r.name, r.status]),
  );

describe('npm run doctor', () => {
  it('passes a shop set up for the internet', async () => {
    const report = await doctor(good);
    expect(statuses(report), JSON.stringify(report.results, null, 2)).toEqual({
      'Node.js': 'pass',
      PUBLIC_ORIGIN: 'pass',
      TRUST_PROXY: 'pass',
      SMTP: 'pass',
      MAIL_FROM: 'pass',
      Secrets: 'pass',
      'Demo accounts': 'pass',
      Backups: 'pass',
      Outbox: 'pass',
    });
    // Greeted, never given a message.
    expect(sink.messages).toEqual([]);
  });

  it('fails a shop set up wrong, each with its fix', async () => {
    const report = await doctor(broken, '18.19.0');
    expect(statuses(report)).toEqual({
      'Node.js': 'fail',
      PUBLIC_ORIGIN: 'fail',
      TRUST_PROXY: 'fail',
      SMTP: 'fail',
      MAIL_FROM: 'fail',
      Secrets: 'fail',
      'Demo accounts': 'fail',
      Backups: 'fail',
      Outbox: 'fail',
    });
    const byName = Object.fromEntries(report.results.map((r) => [r.name, r]));
    expect(byName['Demo accounts']!.title).toContain('artist@kawaii-atelier.example');
    expect(byName['TRUST_PROXY']!.fix).toContain('TRUST_PROXY=loopback');
    for (const result of report.results) {
      if (result.status !== 'pass') expect(result.fix, result.name).toBeTruthy();
    }
  });

  it('exits 0 on the good shop and 1 on the broken one, reading an environment file', async () => {
    const envFile = join(scratch, 'env');
    writeFileSync(
      envFile,
      Object.entries(broken)
        .map(([key, value]) => `${key}=${value}`)
        .join('\n'),
    );
    // Not spawnSync: the SMTP and S3 servers the doctor talks to run in this process.
    const run = (env: Record<string, string>, args: string[]) =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((done) => {
        const child = spawn(process.execPath, ['--import', 'tsx', DOCTOR, ...args], {
          cwd: REPO_ROOT,
          env: { PATH: process.env['PATH'], HOME: scratch, ...env },
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.on('close', (status) => done({ status, stdout, stderr }));
      });
    const failing = await run({}, ['--env-file', envFile]);
    expect(failing.stdout).toContain(
      'FAIL  PUBLIC_ORIGIN: PUBLIC_ORIGIN is http://kawaii-atelier.com',
    );
    expect(failing.stdout).toMatch(/\n {6}Fix: /);
    expect(failing.status).toBe(1);
    const passing = await run(good, []);
    expect(passing.stdout).toMatch(/\d+ passed, \d+ warned, 0 failed/);
    expect(passing.status, passing.stdout + passing.stderr).toBe(0);
  });
});

describe('the doctor’s demo password check', () => {
  const demoStaff = Object.entries(PUBLISHED_DEMO_PASSWORDS).map(([email, password], index) => ({
    email,
    password,
    role: index === 0 ? ('superadmin' as const) : ('admin' as const),
  }));

  it('fails while a staff account of a public shop keeps its demo password, passes once each is changed', async () => {
    const dataDir = join(scratch, 'demo-staff');
    prepareDataDir(dataDir);
    const db = openDatabase(join(dataDir, DATABASE_FILE));
    migrate(db);
    // Cheaply hashed, as the demo's tests do: the check reads the cost from each hash.
    const cheap = createPasswordHasher(sharedHashingPool(), { N: 2 ** 10, r: 8, p: 1 });
    for (const { email, password, role } of demoStaff) {
      buildUser(db, { email, role, passwordHash: await cheap.hash(password) });
    }
    const context = {
      config: loadConfig({ ...good, DATA_DIR: dataDir }),
      now: new Date(),
      nodeVersion: '20.19.0',
    };
    try {
      const [artist, helper] = demoStaff;
      const before = await demoPasswords.run(context);
      expect(before.status).toBe('fail');
      expect(before.title).toContain(`${artist!.email}, ${helper!.email}`);
      expect(before.fix).toContain(
        `npm run create-admin -- --email ${artist!.email} --password '<a new password>'`,
      );

      await createAdmin(db, {
        action: 'create',
        email: artist!.email,
        password: 'her own long password',
        name: null,
      });
      const halfway = await demoPasswords.run(context);
      expect(halfway.status).toBe('fail');
      expect(halfway.title).not.toContain(artist!.email);
      expect(halfway.title).toContain(helper!.email);

      createUserStore(db).setPasswordHash(
        createUserStore(db).findByEmail(helper!.email)!.id,
        await cheap.hash('another long password'),
        new Date().toISOString(),
      );
      expect(await demoPasswords.run(context)).toEqual({
        status: 'pass',
        title: 'No staff account has a demo password',
      });

      // On the artist's own machine the demo is meant to work as the README prints it.
      const local = await demoPasswords.run({
        ...context,
        config: loadConfig({ DATA_DIR: dataDir, PUBLIC_ORIGIN: 'http://localhost:3000' }),
      });
      expect(local.status).toBe('pass');
    } finally {
      db.close();
    }
  });
});

describe('the doctor’s backup check', () => {
  it('fails once the last backup is older than a day and an hour, as the admin Settings warn', async () => {
    const config = loadConfig(good);
    const check = backups(config.backupSchedule, true);
    const at = (hours: number) => ({
      config,
      now: new Date(Date.now() + hours * 3_600_000),
      nodeVersion: '20.19.0',
    });
    expect((await check.run(at(24.5))).status).toBe('pass');
    const late = await check.run(at(48));
    expect(late.status).toBe('fail');
    expect(late.title).toMatch(/^The last backup \(.+\) is 48 h old$/);
  });
});
