// The outbox: local changes waiting for the server, pushed in the order they were made. An entry
// leaves it only when the server took it or the artist chose what happens to it.
import type { StudioDb } from './database.ts';
import { replaceReference } from './references.ts';

export type OutboxKind = 'create' | 'update' | 'delete' | 'upload';
export type OutboxState = 'pending' | 'conflict' | 'rejected' | 'stuck';
export type Fields = Record<string, unknown>;

/** Upload entries name the local image in `recordId` under this collection. */
export const MEDIA_COLLECTION = 'media';

export interface OutboxEntry {
  seq: number;
  kind: OutboxKind;
  collection: string;
  recordId: string;
  payload: Fields | null;
  /** The server version the change was made on; null while an earlier change is still queued. */
  baseVersion: number | null;
  /** That version's save fields, when the studio had it: what the change is compared with. */
  baseRecord: Fields | null;
  /** The payload last sent: a server value equal to it is hers, from an answer she lost. */
  sentPayload: Fields | null;
  /** Sent with a create, so a create whose answer was lost is never made twice. */
  idempotencyKey: string | null;
  /** Goes up when a new save replaces the entry while it may be on its way. */
  revision: number;
  state: OutboxState;
  problem: string | null;
  /** On a conflict: the server's record, or null when the server no longer has it. */
  serverCopy: unknown;
  attempts: number;
  /** After a server failure: not tried again before this moment. */
  nextAttemptAt: string | null;
  createdAt: string;
  problemAt: string | null;
}

export interface NewOutboxEntry {
  kind: OutboxKind;
  collection: string;
  recordId: string;
  payload?: Fields | null;
  baseVersion?: number | null;
  baseRecord?: Fields | null;
}

interface OutboxRow {
  seq: number;
  kind: OutboxKind;
  collection: string;
  record_id: string;
  payload: string | null;
  base_version: number | null;
  base_record: string | null;
  sent_payload: string | null;
  idempotency_key: string | null;
  revision: number;
  state: OutboxState;
  problem: string | null;
  server_copy: string | null;
  attempts: number;
  next_attempt_at: string | null;
  created_at: string;
  problem_at: string | null;
}

const parsed = <T>(json: string | null): T | null =>
  json === null ? null : (JSON.parse(json) as T);
const json = (value: unknown): string | null => (value == null ? null : JSON.stringify(value));

function toEntry(row: OutboxRow): OutboxEntry {
  return {
    seq: row.seq,
    kind: row.kind,
    collection: row.collection,
    recordId: row.record_id,
    payload: parsed<Fields>(row.payload),
    baseVersion: row.base_version,
    baseRecord: parsed<Fields>(row.base_record),
    sentPayload: parsed<Fields>(row.sent_payload),
    idempotencyKey: row.idempotency_key,
    revision: row.revision,
    state: row.state,
    problem: row.problem,
    serverCopy: parsed<unknown>(row.server_copy),
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    createdAt: row.created_at,
    problemAt: row.problem_at,
  };
}

const newKey = () => crypto.randomUUID();

export type OutboxStore = ReturnType<typeof createOutboxStore>;

export function createOutboxStore(db: StudioDb) {
  const statements = {
    insert: db.prepare(
      `INSERT INTO outbox (kind, collection, record_id, payload, base_version, base_record,
         idempotency_key, created_at)
       VALUES (@kind, @collection, @recordId, @payload, @baseVersion, @baseRecord,
         @idempotencyKey, @createdAt)`,
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
         problem_at = @problemAt, next_attempt_at = NULL WHERE seq = @seq`,
    ),
    retry: db.prepare(
      `UPDATE outbox SET state = 'pending', problem = NULL, server_copy = NULL, problem_at = NULL,
         attempts = 0, next_attempt_at = NULL, kind = @kind, base_version = @baseVersion,
         base_record = @baseRecord, payload = @payload, idempotency_key = @idempotencyKey,
         revision = revision + 1
       WHERE seq = @seq`,
    ),
    rebaseLater: db.prepare(
      `UPDATE outbox SET base_version = @version, base_record = @baseRecord
       WHERE collection = @collection AND record_id = @recordId AND seq > @seq`,
    ),
    sent: db.prepare(
      'UPDATE outbox SET attempts = attempts + 1, sent_payload = @payload WHERE seq = @seq',
    ),
    defer: db.prepare('UPDATE outbox SET next_attempt_at = ? WHERE seq = ?'),
    rewrite: db.prepare('UPDATE outbox SET record_id = ?, payload = ? WHERE seq = ?'),
  };

  function entry(seq: number): OutboxEntry | null {
    const row = statements.one.get(seq) as OutboxRow | undefined;
    return row ? toEntry(row) : null;
  }

  interface Retry {
    kind?: OutboxKind;
    baseVersion?: number | null;
    baseRecord?: Fields | null;
    payload?: Fields | null;
    /** A create the server refused answered with a stored refusal: it needs a new key. */
    newKey?: boolean;
  }

  /** Back to pending, changed as `retry` says; anything it leaves out stays as it was. */
  function retry(seq: number, changes: Retry = {}): void {
    const current = entry(seq);
    if (!current) return;
    const kind = changes.kind ?? current.kind;
    const keepKey = !changes.newKey && current.idempotencyKey !== null;
    statements.retry.run({
      seq,
      kind,
      baseVersion: changes.baseVersion === undefined ? current.baseVersion : changes.baseVersion,
      baseRecord: json(changes.baseRecord === undefined ? current.baseRecord : changes.baseRecord),
      payload: json(changes.payload === undefined ? current.payload : changes.payload),
      idempotencyKey: kind !== 'create' ? null : keepKey ? current.idempotencyKey : newKey(),
    });
  }

  return {
    append(newEntry: NewOutboxEntry): number {
      const result = statements.insert.run({
        kind: newEntry.kind,
        collection: newEntry.collection,
        recordId: newEntry.recordId,
        payload: json(newEntry.payload),
        baseVersion: newEntry.baseVersion ?? null,
        baseRecord: json(newEntry.baseRecord),
        idempotencyKey: newEntry.kind === 'create' ? newKey() : null,
        createdAt: new Date().toISOString(),
      });
      return Number(result.lastInsertRowid);
    },

    entries(): OutboxEntry[] {
      return (statements.all.all() as OutboxRow[]).map(toEntry);
    },

    entry,

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
        serverCopy: json(serverCopy),
        problemAt: new Date().toISOString(),
      });
    },

    retry,

    /**
     * A new save of the record takes the place of its waiting, refused or conflicted change: the
     * fixed record is what goes (a create that may already be on the server keeps its key).
     */
    replacePayload(seq: number, payload: Fields, options: { newKey: boolean }): void {
      retry(seq, { payload, newKey: options.newKey });
    },

    /** The server took `seq`: later changes of the same record now build on `version`. */
    rebaseLater(
      seq: number,
      collection: string,
      recordId: string,
      version: number,
      baseRecord: Fields,
    ): void {
      statements.rebaseLater.run({
        seq,
        collection,
        recordId,
        version,
        baseRecord: json(baseRecord),
      });
    },

    /** Counts an attempt and remembers what it sent. */
    sent(seq: number, payload: Fields | null): void {
      statements.sent.run({ seq, payload: json(payload) });
    },

    /** A server failure: not tried again before `at`. */
    defer(seq: number, at: Date): void {
      statements.defer.run(at.toISOString(), seq);
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
        statements.rewrite.run(recordId, json(payload), row.seq);
      }
    },
  };
}
