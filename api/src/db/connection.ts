import Database from 'better-sqlite3';

export type Db = Database.Database;

/** Opens (or creates) the database file with the settings every connection needs. */
export function openDatabase(file: string): Db {
  const db = new Database(file);
  // WAL lets page renders read while a write is in progress; the busy timeout rides out the
  // short write locks of a second process (the CLI) instead of failing at once.
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}
