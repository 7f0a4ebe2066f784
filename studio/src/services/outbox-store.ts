// The outbox: local changes waiting for the server, pushed in the order they were made. An entry
// leaves it only when the server took it or the artist chose the server's version.
import type { StudioDb } from './database.ts';
import { replaceReference } from './references.ts';

export type OutboxKind = 'create' | 'update' | 'delete' | 'upload';
export type OutboxState = 'pending' | 'conflict' | 'rejected';

/** Upload entries name the local image in `recordId` under this collection. */
export const MEDIA_COLLECTION = 'media';

export interface OutboxEntry {
  seq: number;
  kind: OutboxKind;
  collection: string;
  recordId: string;
  payload: Record<string, unknown> | null;
  /** The server version the change was made on; null while an earlier change is still queued. */
  baseVersion: number | null;
  state: OutboxState;
  problem: string | null;
  /** On a conflict: the server's record, or null when the server no longer has it. */
  serverCopy: unknown;
  attempts: number;
  createdAt: string;
  problemAt: string | null;
}

export interface NewOutboxEntry {
  kind: OutboxKind;
  collection: string;
  recordId: string;
  payload?: Record<string, unknown> | null;
  baseVersion?: number | null;
}

interface OutboxRow {
  seq: number;
  kind: OutboxKind;
  collection: string;
  record_id: string;
  payload: string | null;
  base_version: number | null;
  state: OutboxState;
  problem: string | null;
  server_copy: string | null;
  attempts: number;
  created_at: string;
  problem_at: string | null;
}

function toEntry(row: OutboxRow): OutboxEntry {
  return {
    seq: row.seq,
    kind: row.kind,
    collection: row.collection,
    recordId: row.record_id,
    payload: row.payload === null ? null : (JSON.parse(row.payload) as Record<string, unknown>),
    baseVersion: row.base_version,
    state: row.state,
    problem: row.problem,
    serverCopy: row.server_copy === null ? null : JSON.parse(row.server_copy),
    attempts: row.attempts,
    createdAt: row.created_at,
    problemAt: row.problem_at,
  };
}

export type OutboxStore = ReturnType<typeof createOutboxStore>;

export function createOutboxStore(db: StudioDb) {
  const statements = {
    insert: db.prepare(
      `INSERT INTO outbox (kind, collection, record_id, payload, base_version, created_at)
       VALUES (@kind, @collection, @recordId, @payload, @baseVersion, @createdAt)`,
    ),
    all: db.prepare('SELECT * FROM outbox ORDER BY seq'),
    one: db.prepare('SELECT * FROM outbox WHERE seq = ?'),
    forRecord: db.prepare(
      'SELECT * FROM outbox WHERE collection = ? AND record_id = ? ORDER BY seq',
    ),
    count: db.prepare('SELECT COUNT(*) FROM outbox').pluck(),
    remove: db.prepare('DELETE FROM outbox WHERE seq = ?'),
    removeForRecord: db.prepare('DELETE FROM outbox WHERE collection = ? AND record_id = ?'),
    markProblem: db.prepare(
      `UPDATE outbox SET state = @state, problem = @problem, server_copy = @serverCopy,
         problem_at = @problemAt WHERE seq = @seq`,
    ),
    retry: db.prepare(
      `UPDATE outbox SET state = 'pending', problem = NULL, server_copy = NULL, problem_at = NULL,
         kind = @kind, base_version = @baseVersion WHERE seq = @seq`,
    ),
    rebaseLater: db.prepare(
      `UPDATE outbox SET base_version = @version
       WHERE collection = @collection AND record_id = @recordId AND seq > @seq`,
    ),
    attempted: db.prepare('UPDATE outbox SET attempts = attempts + 1 WHERE seq = ?'),
    rewrite: db.prepare('UPDATE outbox SET record_id = ?, payload = ? WHERE seq = ?'),
  };

  return {
    append(entry: NewOutboxEntry): number {
      const result = statements.insert.run({
        kind: entry.kind,
        collection: entry.collection,
        recordId: entry.recordId,
        payload: entry.payload == null ? null : JSON.stringify(entry.payload),
        baseVersion: entry.baseVersion ?? null,
        createdAt: new Date().toISOString(),
      });
      return Number(result.lastInsertRowid);
    },

    entries(): OutboxEntry[] {
      return (statements.all.all() as OutboxRow[]).map(toEntry);
    },

    entry(seq: number): OutboxEntry | null {
      const row = statements.one.get(seq) as OutboxRow | undefined;
      return row ? toEntry(row) : null;
    },

    forRecord(collection: string, recordId: string): OutboxEntry[] {
      return (statements.forRecord.all(collection, recordId) as OutboxRow[]).map(toEntry);
    },

    count(): number {
      return statements.count.get() as number;
    },

    remove(seq: number): void {
      statements.remove.run(seq);
    },

    removeForRecord(collection: string, recordId: string): void {
      statements.removeForRecord.run(collection, recordId);
    },

    markProblem(
      seq: number,
      state: Exclude<OutboxState, 'pending'>,
      problem: string,
      serverCopy: unknown,
    ): void {
      statements.markProblem.run({
        seq,
        state,
        problem,
        serverCopy: serverCopy == null ? null : JSON.stringify(serverCopy),
        problemAt: new Date().toISOString(),
      });
    },

    /** Back to pending, to be pushed again as `kind` on top of `baseVersion`. */
    retry(seq: number, kind: OutboxKind, baseVersion: number | null): void {
      statements.retry.run({ seq, kind, baseVersion });
    },

    /** The server took `seq`: later changes of the same record now build on `version`. */
    rebaseLater(seq: number, collection: string, recordId: string, version: number): void {
      statements.rebaseLater.run({ seq, collection, recordId, version });
    },

    attempted(seq: number): void {
      statements.attempted.run(seq);
    },

    /** Rewrites a temporary id or local image path in every entry, record ids included. */
    replaceReferences(from: string, to: string | null): void {
      const needle = JSON.stringify(from);
      for (const row of statements.all.all() as OutboxRow[]) {
        const inPayload = row.payload !== null && row.payload.includes(needle);
        if (!inPayload && row.record_id !== from) continue;
        const payload =
          row.payload === null ? null : replaceReference(JSON.parse(row.payload), from, to);
        const recordId = row.record_id === from && to !== null ? to : row.record_id;
        statements.rewrite.run(
          recordId,
          payload === null ? null : JSON.stringify(payload),
          row.seq,
        );
      }
    },
  };
}
