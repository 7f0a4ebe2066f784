import type { Statement } from 'better-sqlite3';
import type { Db } from './connection.ts';

/**
 * Prepares each distinct SQL text once. List queries assemble their WHERE and ORDER BY from a
 * fixed set of whitelisted fragments, so the number of distinct texts stays small.
 */
export function statementCache(db: Db): (sql: string) => Statement<unknown[], unknown> {
  const statements = new Map<string, Statement<unknown[], unknown>>();
  return (sql) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
}
