import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { createGroupCommit } from './group-commit.ts';

let test: TestDatabase;
beforeEach(() => {
  test = createTestDatabase();
  test.db.exec('CREATE TABLE notes (text TEXT NOT NULL)');
});
afterEach(() => test.cleanup());

const notes = () =>
  test.db.prepare('SELECT text FROM notes ORDER BY rowid').pluck().all() as string[];

describe('group commit', () => {
  it('commits the work of one turn together, and a failing piece rolls back alone', async () => {
    const commit = createGroupCommit(test.db);
    const insert = test.db.prepare('INSERT INTO notes (text) VALUES (?)');
    const transactions: boolean[] = [];
    const write = (text: string, fail = false) =>
      commit(() => {
        transactions.push(test.db.inTransaction);
        insert.run(text);
        if (fail) throw new Error(`refused ${text}`);
        return text;
      });

    const results = await Promise.allSettled([write('a'), write('b', true), write('c')]);

    expect(results).toEqual([
      { status: 'fulfilled', value: 'a' },
      { status: 'rejected', reason: new Error('refused b') },
      { status: 'fulfilled', value: 'c' },
    ]);
    expect(notes()).toEqual(['a', 'c']);
    expect(transactions).toEqual([true, true, true]);
  });

  it('settles every caller only after the commit, and starts a new group for later work', async () => {
    const commit = createGroupCommit(test.db);
    const insert = test.db.prepare('INSERT INTO notes (text) VALUES (?)');
    const first = commit(() => insert.run('first'));
    let settled = false;
    void first.then(() => (settled = true));
    expect(settled).toBe(false);
    expect(notes()).toEqual([]);
    await first;
    expect(test.db.inTransaction).toBe(false);
    expect(notes()).toEqual(['first']);
    await commit(() => insert.run('second'));
    expect(notes()).toEqual(['first', 'second']);
  });
});
