import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { withoutFsync } from './without-fsync.ts';

let database: TestDatabase;
afterEach(() => database.cleanup());

const level = () => database.db.pragma('synchronous', { simple: true });

describe('withoutFsync', () => {
  it('commits its work at NORMAL and puts the connection back to FULL, even when it throws', () => {
    database = createTestDatabase();
    const { db } = database;
    expect(level()).toBe(2);
    db.exec('CREATE TABLE marks (id INTEGER PRIMARY KEY)');
    const seen = withoutFsync(db, () => {
      db.prepare('INSERT INTO marks DEFAULT VALUES').run();
      return level();
    });
    expect(seen).toBe(1);
    expect(level()).toBe(2);
    expect(db.prepare('SELECT COUNT(*) FROM marks').pluck().get()).toBe(1);

    expect(() =>
      withoutFsync(db, () => {
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(level()).toBe(2);
  });
});
