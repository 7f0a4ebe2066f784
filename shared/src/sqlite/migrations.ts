// One schema-migration mechanism for every SQLite database of the product: the API's and the
// studio's local one. Each migration has a name that sorts in the order it applies
// (`001_initial`); a table, schema_migrations, records the names applied, so a migration runs
// once, in its own transaction, and a failing one leaves nothing behind. A shipped migration never
// changes; a new one is appended. The database is passed in (better-sqlite3 in both callers), so
// this module stays free of Node APIs.

export interface Migration {
  /** Sorts in the order migrations apply, e.g. `001_initial`. */
  name: string;
  sql: string;
}

/** The first line of a migration that rebuilds a table others reference. */
export const FOREIGN_KEYS_OFF = '-- foreign_keys: off';

/** What the runner needs of a database: the shape better-sqlite3's Database has. */
export interface MigrationDb {
  exec(sql: string): unknown;
  pragma(source: string, options?: { simple?: boolean }): unknown;
  prepare(sql: string): {
    all(...params: unknown[]): unknown[];
    run(...params: unknown[]): unknown;
  };
  transaction(fn: () => void): () => void;
}

export interface MigrationOptions {
  /**
   * For a database that counted its migrations in SQLite's `user_version` before it had
   * schema_migrations: the first `user_version` migrations are recorded as applied (they are
   * already in the file), so the upgrade runs only what is new and every row stays.
   */
  adoptUserVersion?: boolean;
  /**
   * Refuse a database that records a migration this program does not ship: it was written by a
   * newer version, whose data an older one could damage.
   */
  refuseUnknown?: boolean;
}

export const NEWER_DATABASE_MESSAGE =
  'This database was written by a newer version of the program; update it to open this file.';

function assertForeignKeysHold(db: MigrationDb, name: string): void {
  const broken = db.pragma('foreign_key_check') as unknown[];
  if (broken.length > 0) {
    throw new Error(`Migration ${name} would leave ${broken.length} broken reference(s)`);
  }
}

function hasMigrationTable(db: MigrationDb): boolean {
  const rows = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'")
    .all();
  return rows.length > 0;
}

/** Records the migrations an old `user_version` database already holds, in one transaction. */
function adoptUserVersion(db: MigrationDb, ordered: readonly Migration[], now: string): void {
  const counted = db.pragma('user_version', { simple: true }) as number;
  if (counted === 0) return;
  if (counted > ordered.length) throw new Error(NEWER_DATABASE_MESSAGE);
  const record = db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)');
  for (const migration of ordered.slice(0, counted)) record.run(migration.name, now);
}

/**
 * Applies every migration not yet recorded in schema_migrations, in name order, each in its own
 * transaction, and returns the names it applied.
 */
export function applyMigrations(
  db: MigrationDb,
  migrations: readonly Migration[],
  options: MigrationOptions = {},
): string[] {
  const ordered = [...migrations].sort((a, b) => a.name.localeCompare(b.name));
  const bridging = options.adoptUserVersion === true && !hasMigrationTable(db);
  db.transaction(() => {
    db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name        TEXT PRIMARY KEY,
      applied_at  TEXT NOT NULL
    )`);
    if (bridging) adoptUserVersion(db, ordered, new Date().toISOString());
  })();

  const applied = new Set(
    (db.prepare('SELECT name FROM schema_migrations').all() as { name: string }[]).map(
      (row) => row.name,
    ),
  );
  if (options.refuseUnknown) {
    const known = new Set(ordered.map((migration) => migration.name));
    if ([...applied].some((name) => !known.has(name))) throw new Error(NEWER_DATABASE_MESSAGE);
  }

  const record = db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)');
  const pending = ordered.filter((migration) => !applied.has(migration.name));
  for (const migration of pending) {
    // Rebuilding a table (SQLite cannot change a CHECK in place) must not fire the ON DELETE
    // actions of the tables that reference it, so such a migration runs with enforcement off and
    // must leave every reference valid before it commits.
    const rebuildsTables = migration.sql.startsWith(FOREIGN_KEYS_OFF);
    if (rebuildsTables) db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        db.exec(migration.sql);
        if (rebuildsTables) assertForeignKeysHold(db, migration.name);
        record.run(migration.name, new Date().toISOString());
      })();
    } finally {
      if (rebuildsTables) db.pragma('foreign_keys = ON');
    }
  }
  return pending.map((migration) => migration.name);
}
