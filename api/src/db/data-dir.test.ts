import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './connection.ts';
import { prepareDataDir } from './data-dir.ts';

const mode = (path: string) => statSync(path).mode & 0o777;
const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kawaii-data-dir-'));
  made.push(dir);
  return dir;
}

describe('the data folder and the database file', () => {
  it('are created readable by the owner only, WAL files included', () => {
    const dataDir = join(scratch(), 'shop', 'data');
    prepareDataDir(dataDir);
    const file = join(dataDir, 'shop.db');
    const db = openDatabase(file);
    db.exec('CREATE TABLE t (x); INSERT INTO t VALUES (1)');
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(file)).toBe(0o600);
    expect(mode(`${file}-wal`)).toBe(0o600);
    db.close();
  });

  it('are tightened when an older install left them readable by others', () => {
    const dataDir = scratch();
    const file = join(dataDir, 'shop.db');
    writeFileSync(file, '', { mode: 0o644 });
    prepareDataDir(dataDir);
    openDatabase(file).close();
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(file)).toBe(0o600);
  });

  it('commit with synchronous=FULL, so an acknowledged write survives a power cut', () => {
    const db = openDatabase(join(scratch(), 'shop.db'));
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });
});
