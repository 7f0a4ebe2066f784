import type { Db } from './connection.ts';

/**
 * Runs `work` (its own transactions) with synchronous=NORMAL, then puts the connection's level
 * back. In WAL mode such a commit is written to the log without waiting for the disk: it survives
 * the process being killed (the operating system holds the write) but not a power cut, until the
 * next FULL commit or checkpoint syncs the log, which also carries it. Only for bookkeeping whose
 * loss in a power cut is harmless (the mail sender's marks: a lost mark means one more attempt,
 * never a lost message). Must not be called inside a transaction: SQLite refuses to change the
 * level there.
 */
export function withoutFsync<T>(db: Db, work: () => T): T {
  const level = db.pragma('synchronous', { simple: true }) as number;
  if (level <= 1) return work(); // OFF or NORMAL already
  db.pragma('synchronous = NORMAL');
  try {
    return work();
  } finally {
    db.pragma(`synchronous = ${level}`);
  }
}
