import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../config.ts';
import { openDatabase, type Db } from './connection.ts';
import { bundledMigrations, migrate } from './migrate.ts';
import { NewerDatabaseError, upgradeDatabase } from './upgrade.ts';

let dataDir: string;
let db: Db;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'kawaii-upgrade-'));
  db = openDatabase(join(dataDir, DATABASE_FILE));
});
afterEach(() => {
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const shipped = bundledMigrations();
const names = (rows: unknown[]) => rows.map((row) => (row as { name: string }).name);
const backups = () =>
  existsSync(join(dataDir, 'backups')) ? readdirSync(join(dataDir, 'backups')) : [];

describe('upgradeDatabase', () => {
  it('creates a new database without a pre-upgrade copy, each migration tagged with the version', () => {
    const result = upgradeDatabase(db, { dataDir, appVersion: '1.4.0' });
    expect(result).toEqual({ applied: names(shipped), preUpgradeCopy: null });
    expect(backups()).toEqual([]);
    const versions = db.prepare('SELECT DISTINCT app_version FROM schema_migrations').all();
    expect(versions).toEqual([{ app_version: '1.4.0' }]);
  });

  it('copies an existing database aside before a migration changes it', () => {
    // The shop as an older version left it: every migration but the last.
    migrate(db, shipped.slice(0, -1));
    const before = names(db.prepare('SELECT name FROM schema_migrations').all());

    const result = upgradeDatabase(db, {
      dataDir,
      appVersion: '1.5.0',
      now: () => new Date('2026-11-27T03:30:00Z'),
    });

    expect(result.applied).toEqual([shipped[shipped.length - 1]!.name]);
    expect(result.preUpgradeCopy).toMatch(
      /backups\/pre-upgrade-2026-11-27T03-30-00-000Z-from-before-\d{3}_\w+\.db$/,
    );
    const copy = openDatabase(result.preUpgradeCopy!);
    expect(names(copy.prepare('SELECT name FROM schema_migrations ORDER BY name').all())).toEqual(
      before,
    );
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    copy.close();
  });

  it('takes no copy when nothing is pending', () => {
    upgradeDatabase(db, { dataDir, appVersion: '1.4.0' });
    expect(upgradeDatabase(db, { dataDir, appVersion: '1.4.0' })).toEqual({
      applied: [],
      preUpgradeCopy: null,
    });
    expect(backups()).toEqual([]);
  });

  it('refuses a database migrated by a newer version, naming both versions, and changes nothing', () => {
    upgradeDatabase(db, { dataDir, appVersion: '2.0.0' });
    db.exec(
      "INSERT INTO schema_migrations (name, applied_at, app_version) VALUES ('999_future', 'now', '2.1.0')",
    );

    const older = () => upgradeDatabase(db, { dataDir, appVersion: '2.0.0' });

    expect(older).toThrow(NewerDatabaseError);
    expect(older).toThrow(
      `This database was migrated by Kawaii Atelier 2.1.0 (migration 999_future); this is Kawaii Atelier 2.0.0, whose last migration is ${shipped[shipped.length - 1]!.name}.`,
    );
    expect(backups()).toEqual([]);
  });
});
