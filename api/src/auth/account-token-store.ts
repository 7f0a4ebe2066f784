import type { Db } from '../db/connection.ts';

/** What a mailed link lets its holder do. */
export type AccountTokenPurpose = 'verify-email' | 'reset-password';

export interface AccountTokenRecord {
  /** SHA-256 (hex) of the token: the token itself is only ever in the email. */
  tokenHash: string;
  userId: string;
  purpose: AccountTokenPurpose;
  /** The address the link was mailed to (for an email change, the new one). */
  email: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

interface AccountTokenRow {
  token_hash: string;
  user_id: string;
  purpose: AccountTokenPurpose;
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export type AccountTokenStore = ReturnType<typeof createAccountTokenStore>;

export function createAccountTokenStore(db: Db) {
  const insert = db.prepare<AccountTokenRow>(
    `INSERT INTO account_tokens (token_hash, user_id, purpose, email, created_at, expires_at,
       used_at)
     VALUES (@token_hash, @user_id, @purpose, @email, @created_at, @expires_at, @used_at)`,
  );
  const usable = db.prepare<{ hash: string; purpose: string; now: string }, AccountTokenRow>(
    `SELECT * FROM account_tokens
     WHERE token_hash = @hash AND purpose = @purpose AND used_at IS NULL AND expires_at > @now`,
  );
  // Every open link of a kind at once: following one (or asking again) retires the others.
  const useAll = db.prepare<{ userId: string; purpose: string; now: string }>(
    `UPDATE account_tokens SET used_at = @now
     WHERE user_id = @userId AND purpose = @purpose AND used_at IS NULL`,
  );
  // Spent and expired links say nothing anyone needs after a day.
  const prune = db.prepare<{ before: string }>(
    'DELETE FROM account_tokens WHERE expires_at < @before',
  );

  return {
    insert(token: AccountTokenRecord): void {
      insert.run({
        token_hash: token.tokenHash,
        user_id: token.userId,
        purpose: token.purpose,
        email: token.email,
        created_at: token.createdAt,
        expires_at: token.expiresAt,
        used_at: token.usedAt,
      });
    },

    /** The link, if it exists for this purpose, was never used, and has not expired at `now`. */
    findUsable(tokenHash: string, purpose: AccountTokenPurpose, now: string) {
      const row = usable.get({ hash: tokenHash, purpose, now });
      return row ? toRecord(row) : null;
    },

    /** Marks every still-open link of the account for `purpose` as used. */
    useAll(userId: string, purpose: AccountTokenPurpose, now: string): void {
      useAll.run({ userId, purpose, now });
    },

    pruneExpiredBefore(before: string): void {
      prune.run({ before });
    },
  };
}

function toRecord(row: AccountTokenRow): AccountTokenRecord {
  return {
    tokenHash: row.token_hash,
    userId: row.user_id,
    purpose: row.purpose,
    email: row.email,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    usedAt: row.used_at,
  };
}
