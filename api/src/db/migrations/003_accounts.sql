-- Accounts that can be trusted: revocable sessions, verified emails, one-time links, and a record
-- of what staff changed.

-- A session token carries the session_version it was issued under; bumping the column (password
-- change or reset, Google linking, role change, "Sign out everywhere") ends every older token.
ALTER TABLE users ADD COLUMN session_version INTEGER NOT NULL DEFAULT 0;
-- Google has proved the address of accounts it created; password accounts prove it by a link.
ALTER TABLE users ADD COLUMN email_verified INTEGER NOT NULL DEFAULT 0 CHECK (email_verified IN (0, 1));
UPDATE users SET email_verified = 1 WHERE google_subject IS NOT NULL;
-- A requested new address, applied only when the link sent to it is followed.
ALTER TABLE users ADD COLUMN pending_email TEXT;

-- Links mailed for verifying an email or resetting a password. Only the SHA-256 of the token is
-- kept, so a copy of the database cannot be used to follow them; used_at makes each single-use.
CREATE TABLE account_tokens (
  token_hash  TEXT PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose     TEXT NOT NULL CHECK (purpose IN ('verify-email', 'reset-password')),
  email       TEXT NOT NULL,
  created_at  TEXT NOT NULL,
  expires_at  TEXT NOT NULL,
  used_at     TEXT
);
CREATE INDEX account_tokens_user ON account_tokens (user_id, purpose);

-- Who did what, when: role changes, settings, price and stock edits, deletes.
CREATE TABLE activity_log (
  id            TEXT PRIMARY KEY,
  actor_id      TEXT REFERENCES users (id) ON DELETE SET NULL,
  actor_email   TEXT NOT NULL,
  action        TEXT NOT NULL,
  subject_type  TEXT NOT NULL,
  subject_id    TEXT,
  summary       TEXT NOT NULL,
  created_at    TEXT NOT NULL
);
CREATE INDEX activity_log_created ON activity_log (created_at DESC, id DESC);
