// The studio's own SQLite file in the app's data folder (the path is injected, so tests use a
// temporary one). Its schema grows by named migrations, applied and recorded in schema_migrations
// by the same runner as the API's database; a migration never changes once shipped, a new one is
// appended. Studios before that counted their steps in SQLite's user_version: such a file is
// adopted as it is (its first user_version migrations are recorded as applied), so no draft or
// outbox row is lost on the upgrade.
//
// Durability: WAL with synchronous=FULL, so a save the artist was told is done is on the disk
// before the call returns (with NORMAL, a power cut can roll back the last commits). Before a
// migration changes a file that holds her work, a copy of it goes to `backups/` next to it
// (studio-<time>-before-<migration>.db); the newest KEPT_BACKUPS copies are kept.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { applyMigrations, type Migration } from '@kawaii/shared';

export type StudioDb = Database.Database;

export const STUDIO_MIGRATIONS: readonly Migration[] = [
  {
    name: '001_local_store',
    sql: `
  -- The last pulled copy of every content list; position keeps the server's order.
  CREATE TABLE server_records (
    collection TEXT NOT NULL,
    id TEXT NOT NULL,
    position INTEGER NOT NULL,
    data TEXT NOT NULL,
    PRIMARY KEY (collection, id)
  );

  -- The artist's local version of a record with changes not yet on the server.
  CREATE TABLE drafts (
    collection TEXT NOT NULL,
    id TEXT NOT NULL,
    data TEXT NOT NULL,
    deleted INTEGER NOT NULL DEFAULT 0,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (collection, id)
  );

  -- Pending operations, pushed in seq order. A conflict or rejection stays here (state) until
  -- the artist resolves it: nothing leaves the outbox without reaching the server or a choice.
  CREATE TABLE outbox (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL CHECK (kind IN ('create', 'update', 'delete', 'upload')),
    collection TEXT NOT NULL,
    record_id TEXT NOT NULL,
    payload TEXT,
    base_version INTEGER,
    state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'conflict', 'rejected')),
    problem TEXT,
    server_copy TEXT,
    attempts INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    problem_at TEXT
  );
  CREATE INDEX outbox_by_record ON outbox (collection, record_id);

  -- Temporary ids of records created offline, and the ids the server gave them.
  CREATE TABLE id_map (
    local_id TEXT PRIMARY KEY,
    server_id TEXT NOT NULL
  );

  CREATE TABLE meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );

  CREATE TABLE media_folders (
    id TEXT PRIMARY KEY,
    path TEXT NOT NULL UNIQUE,
    added_at TEXT NOT NULL
  );

  -- Images on this computer. listed = 0 hides an image from the library without forgetting it,
  -- since a pending change may still need to upload it.
  CREATE TABLE local_images (
    id TEXT PRIMARY KEY,
    folder_id TEXT REFERENCES media_folders (id) ON DELETE SET NULL,
    file_path TEXT NOT NULL UNIQUE,
    file_name TEXT NOT NULL,
    size INTEGER NOT NULL,
    modified_at TEXT NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    preview_file TEXT NOT NULL,
    alt TEXT NOT NULL DEFAULT '',
    uploaded_path TEXT,
    listed INTEGER NOT NULL DEFAULT 1,
    added_at TEXT NOT NULL
  );
  `,
  },
  {
    name: '002_field_sync',
    sql: `
  -- Sync by field changes: the outbox keeps the server copy a change was based on (base_record,
  -- for the patch and the three-way merge), what was last sent (sent_payload: a value the
  -- server holds because of her own lost answer is hers, not a conflict), the key that makes a
  -- create safe to repeat, a revision bumped when a new save replaces the entry, and when a
  -- server failure may be tried again. 'stuck' is an entry the server failed 5 times.
  CREATE TABLE outbox_v2 (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL CHECK (kind IN ('create', 'update', 'delete', 'upload')),
    collection TEXT NOT NULL,
    record_id TEXT NOT NULL,
    payload TEXT,
    base_version INTEGER,
    base_record TEXT,
    sent_payload TEXT,
    idempotency_key TEXT,
    revision INTEGER NOT NULL DEFAULT 0,
    state TEXT NOT NULL DEFAULT 'pending'
      CHECK (state IN ('pending', 'conflict', 'rejected', 'stuck')),
    problem TEXT,
    server_copy TEXT,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT,
    created_at TEXT NOT NULL,
    problem_at TEXT
  );
  INSERT INTO outbox_v2 (seq, kind, collection, record_id, payload, base_version, idempotency_key,
    state, problem, server_copy, attempts, created_at, problem_at)
  SELECT seq, kind, collection, record_id, payload, base_version,
    CASE WHEN kind = 'create' THEN lower(hex(randomblob(16))) END,
    state, problem, server_copy, attempts, created_at, problem_at FROM outbox;
  DROP TABLE outbox;
  ALTER TABLE outbox_v2 RENAME TO outbox;
  CREATE INDEX outbox_by_record ON outbox (collection, record_id);

  -- Versions the server gave to the artist's own pushes, and the version each replaced: a form
  -- opened before her own save synced is not in conflict with that save.
  CREATE TABLE own_versions (
    collection TEXT NOT NULL,
    record_id TEXT NOT NULL,
    version INTEGER NOT NULL,
    from_version INTEGER NOT NULL,
    PRIMARY KEY (collection, record_id, version)
  );

  -- Her versions she chose not to send ("Take the server's"): kept to reopen or restore.
  CREATE TABLE set_aside (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    collection TEXT NOT NULL,
    record_id TEXT NOT NULL,
    title TEXT NOT NULL,
    data TEXT NOT NULL,
    reason TEXT NOT NULL,
    set_aside_at TEXT NOT NULL
  );
  `,
  },
  {
    name: '003_hidden_images',
    sql: `
  -- Hidden by the artist from the library's list: unlike listed (the file is in a listed
  -- folder), a rescan does not bring it back; adding its folder again does.
  ALTER TABLE local_images ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0;
  `,
  },
];

export const KEPT_BACKUPS = 3;
const BACKUP_NAME = /^studio-.+-before-.+\.db$/;

export function openStudioDatabase(file: string, now: () => Date = () => new Date()): StudioDb {
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    const pending = pendingMigrations(db);
    if (pending.length > 0 && holdsWork(db)) backUp(db, file, pending[0]!, now());
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/** The folder the copies made before migrations go to. */
export function backupsDir(file: string): string {
  return join(dirname(file), 'backups');
}

/** Any table at all: a file a studio has used, not one just created. */
function holdsWork(db: StudioDb): boolean {
  return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' LIMIT 1").get() !== undefined;
}

/** The names of the migrations this file has not had yet. */
function pendingMigrations(db: StudioDb): string[] {
  const tracked =
    db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'")
      .get() !== undefined;
  if (!tracked) {
    const counted = db.pragma('user_version', { simple: true }) as number;
    return STUDIO_MIGRATIONS.slice(counted).map((migration) => migration.name);
  }
  const applied = new Set(
    (db.prepare('SELECT name FROM schema_migrations').all() as { name: string }[]).map(
      (row) => row.name,
    ),
  );
  return STUDIO_MIGRATIONS.map((migration) => migration.name).filter((name) => !applied.has(name));
}

/** A consistent copy of the whole file (VACUUM INTO), then only the newest KEPT_BACKUPS stay. */
function backUp(db: StudioDb, file: string, migration: string, at: Date): void {
  const dir = backupsDir(file);
  mkdirSync(dir, { recursive: true });
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  db.prepare('VACUUM INTO ?').run(join(dir, `studio-${stamp}-before-${migration}.db`));
  const copies = readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort();
  for (const old of copies.slice(0, Math.max(0, copies.length - KEPT_BACKUPS))) {
    rmSync(join(dir, old), { force: true });
  }
}

/** Brings the file up to date; refuses one a newer studio wrote. */
function migrate(db: StudioDb): void {
  applyMigrations(db, STUDIO_MIGRATIONS, { adoptUserVersion: true, refuseUnknown: true });
}
