import Database from 'better-sqlite3';
import { prepareDatabaseFile } from './data-dir.ts';

export type Db = Database.Database;

/** Opens (or creates, readable by the owner only) the database file with the settings every connection needs. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') prepareDatabaseFile(file);
  const db = new Database(file);
  // WAL lets page renders read while a write is in progress; the busy timeout rides out the
  // short write locks of a second process (the CLI) instead of failing at once.
  db.pragma('journal_mode = WAL');
  // FULL syncs the WAL at every commit: an order the shop acknowledged survives a power cut.
  // (NORMAL, the usual WAL companion, may lose the last commits.)
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}
