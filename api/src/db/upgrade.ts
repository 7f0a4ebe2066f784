// Opening the shop's database at start-up, the way an upgrade can be undone. A database that
// records a migration this version does not ship was migrated by a newer version: it is refused
// (an older program could damage data whose shape it does not know), with both versions named.
// Before any migration changes an existing database, a copy of it is written to
// DATA_DIR/backups/pre-upgrade-*.db: going back to the previous version is stopping the shop,
// putting that copy in place and starting the previous version.

import { chmodSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Migration } from '@kawaii/shared';
import type { Db } from './connection.ts';
import { bundledMigrations, migrate } from './migrate.ts';

/** Where the copies taken before an upgrade go, inside the data folder. */
export const BACKUPS_FOLDER = 'backups';
const PRE_UPGRADE_PREFIX = 'pre-upgrade-';
/** The copies taken before the last few upgrades are kept; older ones are removed. */
const PRE_UPGRADE_KEPT = 5;

export class NewerDatabaseError extends Error {}

export interface UpgradeOptions {
  /** The data folder; the pre-upgrade copy goes to its backups/ folder. */
  dataDir: string;
  /** This program's version, recorded beside each migration it applies. */
  appVersion: string;
  migrations?: Migration[];
  now?: () => Date;
}

export interface UpgradeResult {
  /** The migrations applied now, in order. */
  applied: string[];
  /** The copy of the database taken before they ran; null when none was needed. */
  preUpgradeCopy: string | null;
}

interface AppliedMigration {
  name: string;
  app_version: string | null;
}

/** Refuses a newer database, copies an older one aside, then applies what is pending. */
export function upgradeDatabase(
  db: Db,
  { dataDir, appVersion, migrations = bundledMigrations(), now = () => new Date() }: UpgradeOptions,
): UpgradeResult {
  const recorded = appliedMigrations(db);
  const known = new Set(migrations.map((migration) => migration.name));
  const unknown = recorded.filter((migration) => !known.has(migration.name));
  if (unknown.length > 0) {
    throw new NewerDatabaseError(newerDatabaseMessage(unknown, appVersion, migrations));
  }

  const done = new Set(recorded.map((migration) => migration.name));
  const pending = migrations.filter((migration) => !done.has(migration.name));
  let preUpgradeCopy: string | null = null;
  if (pending.length > 0 && recorded.length > 0) {
    preUpgradeCopy = copyBeforeUpgrade(db, dataDir, previousVersion(recorded), now());
  }
  const applied = migrate(db, migrations);
  if (applied.length > 0) {
    const tag = db.prepare('UPDATE schema_migrations SET app_version = ? WHERE name = ?');
    db.transaction(() => applied.forEach((name) => tag.run(appVersion, name)))();
  }
  return { applied, preUpgradeCopy };
}

function appliedMigrations(db: Db): AppliedMigration[] {
  const columns = db.pragma('table_info(schema_migrations)') as { name: string }[];
  if (columns.length === 0) return [];
  const hasVersion = columns.some((column) => column.name === 'app_version');
  return db
    .prepare(
      `SELECT name, ${hasVersion ? 'app_version' : 'NULL AS app_version'} FROM schema_migrations ORDER BY name`,
    )
    .all() as AppliedMigration[];
}

function newerDatabaseMessage(
  unknown: AppliedMigration[],
  appVersion: string,
  migrations: Migration[],
): string {
  const newest = unknown[unknown.length - 1]!;
  const writer = newest.app_version ? `Kawaii Atelier ${newest.app_version}` : 'a newer version';
  const lastKnown = migrations[migrations.length - 1]?.name ?? 'none';
  return (
    `This database was migrated by ${writer} (migration ${newest.name}); this is Kawaii Atelier ` +
    `${appVersion}, whose last migration is ${lastKnown}. Start ${writer} again, or, to go back ` +
    `to ${appVersion}, put the copy taken before the upgrade (${BACKUPS_FOLDER}/${PRE_UPGRADE_PREFIX}*.db ` +
    `in the data folder) in place of the database.`
  );
}

/** The version that last migrated the database, as far as it recorded one. */
function previousVersion(recorded: AppliedMigration[]): string {
  const versions = recorded.map((migration) => migration.app_version).filter(Boolean);
  return versions[versions.length - 1] ?? `before-${recorded[recorded.length - 1]!.name}`;
}

/**
 * Writes a consistent copy of the database (VACUUM INTO: a transaction's snapshot, compacted)
 * to backups/pre-upgrade-<time>-from-<version>.db, readable by the owner only.
 */
function copyBeforeUpgrade(db: Db, dataDir: string, fromVersion: string, at: Date): string {
  const folder = join(dataDir, BACKUPS_FOLDER);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  const file = join(folder, `${PRE_UPGRADE_PREFIX}${stamp}-from-${fromVersion}.db`);
  db.prepare('VACUUM INTO ?').run(file);
  chmodSync(file, 0o600);
  const copies = readdirSync(folder)
    .filter((name) => name.startsWith(PRE_UPGRADE_PREFIX))
    .sort();
  for (const old of copies.slice(0, -PRE_UPGRADE_KEPT)) rmSync(join(folder, old), { force: true });
  return file;
}
