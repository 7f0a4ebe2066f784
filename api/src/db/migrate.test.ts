import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './connection.ts';
import { bundledMigrations, migrate } from './migrate.ts';

let dir: string;
let db: Db;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'kawaii-migrate-'));
  db = openDatabase(join(dir, 'test.db'));
});

afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const tableNames = () =>
  db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
    )
    .all()
    .map((row) => row.name);

describe('openDatabase', () => {
  it('uses WAL, enforces foreign keys and waits on locks', () => {
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
  });
});

describe('migrate', () => {
  it('numbers each migration once, from 004 on', () => {
    // Two engineers taking the same number leave the order of their migrations to their names.
    // The first release shipped three 003 migrations (independent of each other) and keeps them.
    const numbers = bundledMigrations()
      .map((migration) => migration.name.slice(0, 3))
      .filter((number) => number > '003');
    expect(numbers.filter((number, index) => numbers.indexOf(number) !== index)).toEqual([]);
  });

  it('ships the SQL files in name order', () => {
    const names = bundledMigrations().map((migration) => migration.name);
    expect(names[0]).toBe('001_initial');
    expect(names).toEqual([...names].sort());
  });

  it('creates the schema and records what it applied', () => {
    expect(migrate(db)).toContain('001_initial');
    expect(tableNames()).toEqual(
      expect.arrayContaining(['artworks', 'posts', 'products', 'orders', 'schema_migrations']),
    );
    const recorded = db.prepare<[], { name: string }>('SELECT name FROM schema_migrations').all();
    expect(recorded.map((row) => row.name)).toContain('001_initial');
  });

  it('applies nothing the second time', () => {
    migrate(db);
    expect(migrate(db)).toEqual([]);
  });

  it('applies only the new migrations, in order', () => {
    const applied = migrate(db, [
      { name: '001_a', sql: 'CREATE TABLE a (id INTEGER PRIMARY KEY)' },
      { name: '002_b', sql: 'CREATE TABLE b (id INTEGER PRIMARY KEY)' },
    ]);
    expect(applied).toEqual(['001_a', '002_b']);
    expect(
      migrate(db, [
        { name: '001_a', sql: 'CREATE TABLE a (id INTEGER PRIMARY KEY)' },
        { name: '002_b', sql: 'CREATE TABLE b (id INTEGER PRIMARY KEY)' },
        { name: '003_c', sql: 'CREATE TABLE c (id INTEGER PRIMARY KEY)' },
      ]),
    ).toEqual(['003_c']);
  });

  it('rolls a failing migration back entirely and does not record it', () => {
    const broken = {
      name: '001_broken',
      sql: 'CREATE TABLE half (id INTEGER PRIMARY KEY); INSERT INTO missing VALUES (1);',
    };
    expect(() => migrate(db, [broken])).toThrow(/no such table: missing/);
    expect(tableNames()).not.toContain('half');
    expect(db.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get()).toEqual({ n: 0 });
  });
});
