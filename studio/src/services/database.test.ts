import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { NEWER_DATABASE_MESSAGE } from '@kawaii/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  backupsDir,
  KEPT_BACKUPS,
  openStudioDatabase,
  STUDIO_MIGRATIONS,
  type StudioDb,
} from './database.ts';

let dir: string;
let file: string;
const open: StudioDb[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'kawaii-studio-db-'));
  file = join(dir, 'studio.db');
});

afterEach(() => {
  for (const db of open.splice(0)) db.close();
  rmSync(dir, { recursive: true, force: true });
});

function track(db: StudioDb): StudioDb {
  open.push(db);
  return db;
}

/** A file as studios before schema_migrations left it: the first `steps` steps, counted in user_version. */
function oldStudioDatabase(steps: number): StudioDb {
  const db = track(new Database(file));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  STUDIO_MIGRATIONS.slice(0, steps).forEach((migration, index) => {
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${index + 1}`);
    })();
  });
  return db;
}

const NOW = '2026-11-20T10:00:00.000Z';
const DRAFT = JSON.stringify({ _id: 'local-1', title: 'Strawberry Bunny', version: 0 });
const PATCH = JSON.stringify({ title: 'Strawberry Bunny (blue bow)' });

function fillWithWork(db: StudioDb): void {
  db.prepare('INSERT INTO server_records (collection, id, position, data) VALUES (?, ?, ?, ?)').run(
    'products',
    'p1',
    0,
    JSON.stringify({ _id: 'p1', title: 'Bunny', version: 3 }),
  );
  db.prepare(
    'INSERT INTO drafts (collection, id, data, deleted, updated_at) VALUES (?, ?, ?, 0, ?)',
  ).run('products', 'local-1', DRAFT, NOW);
  db.prepare(
    `INSERT INTO outbox (kind, collection, record_id, payload, base_version, state, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run('create', 'products', 'local-1', DRAFT, null, 'pending', NOW);
  db.prepare(
    `INSERT INTO outbox (kind, collection, record_id, payload, base_version, state, problem,
       created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run('update', 'products', 'p1', PATCH, 3, 'conflict', 'Changed on the web', NOW);
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('lastPullAt', NOW);
  db.prepare('INSERT INTO id_map (local_id, server_id) VALUES (?, ?)').run('local-0', 'p0');
}

const rows = (db: StudioDb, sql: string) => db.prepare(sql).all();
const OUTBOX =
  'SELECT seq, kind, collection, record_id, payload, base_version, state, problem, created_at FROM outbox ORDER BY seq';

function recorded(db: StudioDb): string[] {
  return db
    .prepare<[], { name: string }>('SELECT name FROM schema_migrations ORDER BY name')
    .all()
    .map((row) => row.name);
}

describe('the studio database', () => {
  it('is built by the named migrations and records each once', () => {
    const db = track(openStudioDatabase(file));
    expect(recorded(db)).toEqual(['001_local_store', '002_field_sync', '003_hidden_images']);
    db.close();
    open.pop();
    const again = track(openStudioDatabase(file));
    expect(recorded(again)).toHaveLength(3);
  });

  it('adopts a file of the user_version studios with every draft and outbox row intact', () => {
    const old = oldStudioDatabase(3);
    fillWithWork(old);
    const before = {
      drafts: rows(old, 'SELECT * FROM drafts'),
      outbox: rows(old, 'SELECT * FROM outbox ORDER BY seq'),
      records: rows(old, 'SELECT * FROM server_records'),
      meta: rows(old, 'SELECT * FROM meta'),
      ids: rows(old, 'SELECT * FROM id_map'),
    };
    old.close();
    open.pop();

    const db = track(openStudioDatabase(file));
    expect(recorded(db)).toEqual(['001_local_store', '002_field_sync', '003_hidden_images']);
    expect(rows(db, 'SELECT * FROM drafts')).toEqual(before.drafts);
    expect(rows(db, 'SELECT * FROM outbox ORDER BY seq')).toEqual(before.outbox);
    expect(rows(db, 'SELECT * FROM server_records')).toEqual(before.records);
    expect(rows(db, 'SELECT * FROM meta')).toEqual(before.meta);
    expect(rows(db, 'SELECT * FROM id_map')).toEqual(before.ids);
  });

  it('upgrades an older user_version file, running only the steps it lacks', () => {
    const old = oldStudioDatabase(1);
    fillWithWork(old);
    const outboxBefore = rows(old, OUTBOX);
    old.close();
    open.pop();

    const db = track(openStudioDatabase(file));
    expect(recorded(db)).toEqual(['001_local_store', '002_field_sync', '003_hidden_images']);
    expect(rows(db, OUTBOX)).toEqual(outboxBefore);
    expect(rows(db, 'SELECT * FROM drafts')).toEqual([
      { collection: 'products', id: 'local-1', data: DRAFT, deleted: 0, updated_at: NOW },
    ]);
    // The field-sync step gave the waiting create a key, so repeating its push is safe.
    const create = db
      .prepare<[], { idempotency_key: string | null }>(
        "SELECT idempotency_key FROM outbox WHERE kind = 'create'",
      )
      .get();
    expect(create?.idempotency_key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses a file a newer studio wrote, before or after schema_migrations', () => {
    const counted = track(new Database(file));
    counted.pragma(`user_version = ${STUDIO_MIGRATIONS.length + 1}`);
    counted.close();
    open.pop();
    expect(() => openStudioDatabase(file)).toThrow(NEWER_DATABASE_MESSAGE);

    const named = join(dir, 'named.db');
    const db = track(openStudioDatabase(named));
    db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(
      '004_from_the_future',
      NOW,
    );
    db.close();
    open.pop();
    expect(() => openStudioDatabase(named)).toThrow(NEWER_DATABASE_MESSAGE);
  });

  it('writes every commit through to the disk (synchronous=FULL, WAL)', () => {
    const db = track(openStudioDatabase(file));
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
  });
});

describe('the copy before a migration', () => {
  const AT = new Date('2026-11-27T09:00:00.000Z');

  it('keeps the file as it was, work included, before migrating it', () => {
    const old = oldStudioDatabase(1);
    fillWithWork(old);
    const outboxBefore = rows(old, OUTBOX);
    old.close();
    open.pop();

    track(openStudioDatabase(file, () => AT));
    const copies = readdirSync(backupsDir(file));
    expect(copies).toEqual(['studio-2026-11-27T09-00-00-000Z-before-002_field_sync.db']);
    const copy = track(new Database(join(backupsDir(file), copies[0]!), { readonly: true }));
    expect(rows(copy, OUTBOX)).toEqual(outboxBefore);
    expect(copy.pragma('user_version', { simple: true })).toBe(1);
  });

  it('makes none for a new file or one already up to date', () => {
    track(openStudioDatabase(file)).close();
    open.pop();
    track(openStudioDatabase(file));
    expect(existsSync(backupsDir(file))).toBe(false);
  });

  it(`keeps only the newest ${KEPT_BACKUPS} copies`, () => {
    mkdirSync(backupsDir(file));
    const older = ['2026-01-01', '2026-02-01', '2026-03-01'].map(
      (day) => `studio-${day}T00-00-00-000Z-before-002_field_sync.db`,
    );
    for (const name of older) writeFileSync(join(backupsDir(file), name), 'an older copy');
    writeFileSync(join(backupsDir(file), 'notes.txt'), 'not a copy: left alone');
    oldStudioDatabase(2).close();
    open.pop();

    track(openStudioDatabase(file, () => AT));
    expect(readdirSync(backupsDir(file)).sort()).toEqual([
      'notes.txt',
      older[1],
      older[2],
      'studio-2026-11-27T09-00-00-000Z-before-003_hidden_images.db',
    ]);
  });
});
