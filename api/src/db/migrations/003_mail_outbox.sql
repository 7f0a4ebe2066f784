-- The transactional outbox: every email is written here in the same transaction as the event that
-- causes it, then delivered by the background sender. A row is claimed ('sending') before it goes
-- out and marked 'sent' (SMTP) or 'stored' (written to DATA_DIR/mail) exactly once.
CREATE TABLE mail_outbox (
  id               TEXT PRIMARY KEY,
  kind             TEXT NOT NULL,
  to_address       TEXT NOT NULL,
  subject          TEXT NOT NULL,
  text_body        TEXT NOT NULL,
  html_body        TEXT NOT NULL,
  -- What the message is about, for the Emails tab; plain ids, so the log outlives the records.
  order_id         TEXT,
  user_id          TEXT,
  related_id       TEXT,
  -- Set when an event must be mailed at most once (a reminder): a second queue is ignored.
  once_key         TEXT UNIQUE,
  status           TEXT NOT NULL DEFAULT 'queued'
                   CHECK (status IN ('queued', 'sending', 'sent', 'stored')),
  attempts         INTEGER NOT NULL DEFAULT 0,
  next_attempt_at  TEXT NOT NULL,
  last_error       TEXT,
  created_at       TEXT NOT NULL,
  sent_at          TEXT
);
CREATE INDEX mail_outbox_due ON mail_outbox (status, next_attempt_at);
CREATE INDEX mail_outbox_created ON mail_outbox (created_at DESC, id DESC);
CREATE INDEX mail_outbox_order ON mail_outbox (order_id) WHERE order_id IS NOT NULL;
