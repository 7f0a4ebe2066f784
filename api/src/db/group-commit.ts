import type { Db } from './connection.ts';

/**
 * Group commit: work queued in the same turn of the event loop runs in one IMMEDIATE
 * transaction, each piece inside its own savepoint, so one fsync (synchronous=FULL) covers the
 * whole group instead of one per request. A piece that throws rolls back only its own savepoint
 * and rejects only its own caller; every promise settles after the commit, never before, so no
 * caller is told of a change that might still be lost.
 */
export type GroupCommit = <T>(work: () => T) => Promise<T>;

interface Job {
  work: () => unknown;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export function createGroupCommit(db: Db): GroupCommit {
  let queue: Job[] = [];
  // Nested inside the group's transaction, better-sqlite3 runs this as a SAVEPOINT.
  const inSavepoint = db.transaction((work: () => unknown) => work());
  const runGroup = db.transaction((jobs: Job[]): Outcome[] =>
    jobs.map((job) => {
      try {
        return { ok: true, value: inSavepoint(job.work) };
      } catch (error) {
        return { ok: false, error };
      }
    }),
  );

  const flush = () => {
    const jobs = queue;
    queue = [];
    let outcomes: Outcome[];
    try {
      outcomes = runGroup.immediate(jobs);
    } catch (error) {
      for (const job of jobs) job.reject(error);
      return;
    }
    outcomes.forEach((outcome, index) => {
      const job = jobs[index]!;
      if (outcome.ok) job.resolve(outcome.value);
      else job.reject(outcome.error);
    });
  };

  return <T>(work: () => T) =>
    new Promise<T>((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
    });
}
