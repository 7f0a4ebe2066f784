// SQL of the idempotency keys: the first answer of a creating POST, per key, user and operation.
import type { Db } from '../db/connection.ts';

export interface IdempotencyScope {
  key: string;
  /** '' for a request without an account. */
  userId: string;
  /** 'POST /api/shop' */
  operation: string;
}

export interface StoredAnswer {
  fingerprint: string;
  /** null while the first request is still being answered. */
  status: number | null;
  body: unknown;
}

interface AnswerRow {
  fingerprint: string;
  status: number | null;
  body: string | null;
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;

export function createIdempotencyStore(db: Db) {
  const statements = {
    find: db.prepare<[string, string, string], AnswerRow>(
      `SELECT fingerprint, status, body FROM idempotency_keys
       WHERE idempotency_key = ? AND user_id = ? AND operation = ?`,
    ),
    claim: db.prepare(
      `INSERT INTO idempotency_keys (idempotency_key, user_id, operation, fingerprint, created_at)
       VALUES (@key, @userId, @operation, @fingerprint, @createdAt)`,
    ),
    answer: db.prepare(
      `UPDATE idempotency_keys SET status = @status, body = @body
       WHERE idempotency_key = @key AND user_id = @userId AND operation = @operation`,
    ),
    release: db.prepare(
      'DELETE FROM idempotency_keys WHERE idempotency_key = ? AND user_id = ? AND operation = ?',
    ),
    expire: db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?'),
  };

  return {
    find(scope: IdempotencyScope): StoredAnswer | null {
      const row = statements.find.get(scope.key, scope.userId, scope.operation);
      if (!row) return null;
      return {
        fingerprint: row.fingerprint,
        status: row.status,
        body: row.body === null ? null : JSON.parse(row.body),
      };
    },

    forgetOlderThan(moment: Date): void {
      statements.expire.run(moment.toISOString());
    },

    /** Marks the key as being answered. */
    claim(scope: IdempotencyScope, fingerprint: string): void {
      statements.claim.run({ ...scope, fingerprint, createdAt: new Date().toISOString() });
    },

    answer(scope: IdempotencyScope, status: number, body: unknown): void {
      statements.answer.run({ ...scope, status, body: JSON.stringify(body ?? null) });
    },

    /** Forgets a key whose request failed on the server's side, so a retry runs again. */
    release(scope: IdempotencyScope): void {
      statements.release.run(scope.key, scope.userId, scope.operation);
    },
  };
}
