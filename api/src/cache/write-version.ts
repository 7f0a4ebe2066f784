import type { Db } from '../db/connection.ts';

/**
 * A value that changes whenever anything is written to the database: rows this connection
 * changed (total_changes, triggers included) and commits by other connections (data_version:
 * the create-admin command, a second process). Reading it costs two tiny statements, and no
 * write path can forget to bump it.
 */
export function databaseWriteVersion(db: Db): () => string {
  const ownChanges = db.prepare('SELECT total_changes()').pluck();
  const othersCommits = db.prepare('PRAGMA data_version').pluck();
  return () => `${String(othersCommits.get())}.${String(ownChanges.get())}`;
}
