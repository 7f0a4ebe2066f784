import { readdirSync, readFileSync } from 'node:fs';
import type { Db } from './connection.ts';

export interface Migration {
  /** The file name without extension, e.g. `001_initial`; migrations apply in this order. */
  name: string;
  sql: string;
}

const MIGRATION_FILE = /(\d{3}_[a-z0-9_]+)\.sql$/;

/** The first line of a migration that rebuilds a table others reference. */
export const FOREIGN_KEYS_OFF = '-- foreign_keys: off';

function assertForeignKeysHold(db: Db, name: string): void {
  const broken = db.pragma('foreign_key_check') as unknown[];
  if (broken.length > 0) {
    throw new Error(`Migration ${name} would leave ${broken.length} broken reference(s)`);
  }
}

/** The migrations shipped with the API, in the order they apply. */
export function bundledMigrations(): Migration[] {
  return toMigrations(loadMigrationFiles());
}

function loadMigrationFiles(): Record<string, string> {
  try {
    // Vite (the build and vitest) replaces this call with the inlined SQL files.
    return import.meta.glob<string>('./migrations/*.sql', {
      query: '?raw',
      import: 'default',
      eager: true,
    });
  } catch {
    // Plain Node (tsx in `npm run dev`) has no import.meta.glob; the files sit beside this one.
    const folder = new URL('./migrations/', import.meta.url);
    return Object.fromEntries(
      readdirSync(folder)
        .filter((file) => file.endsWith('.sql'))
        .map((file) => [file, readFileSync(new URL(file, folder), 'utf8')]),
    );
  }
}

function toMigrations(files: Record<string, string>): Migration[] {
  return Object.entries(files)
    .map(([file, sql]) => {
      const name = MIGRATION_FILE.exec(file)?.[1];
      if (!name) throw new Error(`Badly named migration file: ${file}`);
      return { name, sql };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Applies every migration not yet recorded in schema_migrations, each in its own transaction,
 * and returns the names it applied.
 */
export function migrate(db: Db, migrations: Migration[] = bundledMigrations()): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name        TEXT PRIMARY KEY,
    applied_at  TEXT NOT NULL
  )`);
  const applied = new Set(
    db
      .prepare<[], { name: string }>('SELECT name FROM schema_migrations')
      .all()
      .map((row) => row.name),
  );
  const record = db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)');
  const pending = migrations.filter((migration) => !applied.has(migration.name));
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
