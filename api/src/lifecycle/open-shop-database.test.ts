// The server (and create-admin, and the demo's seed) open DATA_DIR's database through
// openShopDatabase: a database an older version left is copied aside before it migrates, and the
// server refuses to start on one a newer version migrated, naming both versions.

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../config.ts';
import { APP_VERSION } from '../core/app-version.ts';
import { openDatabase } from '../db/connection.ts';
import { bundledMigrations } from '../db/migrate.ts';
import { NewerDatabaseError, upgradeDatabase } from '../db/upgrade.ts';
import { openShopDatabase } from './open-shop-database.ts';

const SERVER = fileURLToPath(new URL('../server.ts', import.meta.url));
const shipped = bundledMigrations();

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'kawaii-open-shop-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** The data folder as another version of the shop left it. */
function leftBy(appVersion: string, migrations = shipped, extra?: string) {
  const db = openDatabase(join(dataDir, DATABASE_FILE));
  upgradeDatabase(db, { dataDir, appVersion, migrations });
  if (extra) db.exec(extra);
  db.close();
}

const backups = () =>
  existsSync(join(dataDir, 'backups')) ? readdirSync(join(dataDir, 'backups')) : [];

describe('openShopDatabase', () => {
  it('copies a database an older version left aside, says where, then migrates it', () => {
    leftBy('0.0.1', shipped.slice(0, -1));
    const said: string[] = [];
    const db = openShopDatabase(dataDir, { logger: { info: (line) => said.push(line) } });
    try {
      const names = db.prepare('SELECT name FROM schema_migrations ORDER BY name').pluck().all();
      expect(names).toEqual(shipped.map((migration) => migration.name));
    } finally {
      db.close();
    }
    const [copy] = backups();
    expect(copy).toMatch(/^pre-upgrade-.+-from-0\.0\.1\.db$/);
    expect(said).toEqual([
      `Upgraded the database to Kawaii Atelier ${APP_VERSION} (${shipped.at(-1)!.name}); the copy taken before is ${join(dataDir, 'backups', copy!)}`,
    ]);
  });

  it('opens a new or current database without a copy', () => {
    const said: string[] = [];
    openShopDatabase(dataDir, { logger: { info: (line) => said.push(line) } }).close();
    openShopDatabase(dataDir, { logger: { info: (line) => said.push(line) } }).close();
    expect(said).toEqual([]);
    expect(backups()).toEqual([]);
  });

  it('refuses a database a newer version migrated, and the server does not start on it', async () => {
    leftBy(
      APP_VERSION,
      shipped,
      "INSERT INTO schema_migrations (name, applied_at, app_version) VALUES ('999_future', 'now', '9.9.9')",
    );
    const message = `This database was migrated by Kawaii Atelier 9.9.9 (migration 999_future); this is Kawaii Atelier ${APP_VERSION}`;
    expect(() => openShopDatabase(dataDir, { logger: { info: () => {} } })).toThrow(
      NewerDatabaseError,
    );

    const server = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((done) => server.on('close', done));
    expect(code, output).toBe(1);
    expect(output).toContain(message);
    expect(output).not.toContain('is running at');
    expect(backups()).toEqual([]);
  });
});
