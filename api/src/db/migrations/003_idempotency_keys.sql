-- Answers of creating POSTs by Idempotency-Key: a client that lost an answer sends the same key
-- again and gets the first answer back instead of a second record. Kept for 24 hours.
CREATE TABLE idempotency_keys (
  idempotency_key TEXT NOT NULL,
  user_id         TEXT NOT NULL,
  operation       TEXT NOT NULL,
  fingerprint     TEXT NOT NULL,
  -- NULL while the first request is still being answered.
  status          INTEGER,
  body            TEXT,
  created_at      TEXT NOT NULL,
  PRIMARY KEY (idempotency_key, user_id, operation)
);
CREATE INDEX idempotency_keys_by_age ON idempotency_keys (created_at);
