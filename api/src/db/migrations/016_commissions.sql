-- Commissions: custom pieces from the client's request to delivery. The quote (price, timeline,
-- milestones, expiry) is one JSON document, replaced when the artist revises it.
CREATE TABLE commissions (
  id                TEXT PRIMARY KEY,
  number            INTEGER NOT NULL UNIQUE,
  -- The client's private page opens with this key (or to the signed-in owner).
  client_key        TEXT NOT NULL UNIQUE,
  status            TEXT NOT NULL,
  name              TEXT NOT NULL,
  email             TEXT NOT NULL,
  user_id           TEXT REFERENCES users (id) ON DELETE SET NULL,
  description       TEXT NOT NULL,
  size              TEXT NOT NULL,
  budget_min_cents  INTEGER,
  budget_max_cents  INTEGER,
  wanted_by         TEXT,
  reference_images  TEXT NOT NULL DEFAULT '[]',
  quote             TEXT,
  decline_message   TEXT,
  order_id          TEXT REFERENCES orders (id) ON DELETE SET NULL,
  accepted_at       TEXT,
  created_at        TEXT NOT NULL,
  updated_at        TEXT NOT NULL
);
CREATE INDEX commissions_by_status ON commissions (status, created_at);
CREATE INDEX commissions_by_user ON commissions (user_id) WHERE user_id IS NOT NULL;

-- What the artist shows of the work: a stage, a note, pictures, and whether the client is asked
-- to approve it.
CREATE TABLE commission_stage_posts (
  id             TEXT PRIMARY KEY,
  commission_id  TEXT NOT NULL REFERENCES commissions (id) ON DELETE CASCADE,
  stage          TEXT NOT NULL,
  note           TEXT NOT NULL,
  images         TEXT NOT NULL DEFAULT '[]',
  ask_approval   INTEGER NOT NULL DEFAULT 0,
  approved_at    TEXT,
  posted_at      TEXT NOT NULL
);
CREATE INDEX commission_stage_posts_of ON commission_stage_posts (commission_id, posted_at);

-- Money received for a commission goes in the one payments ledger, beside orders' payments: its
-- subject check is widened (SQLite changes a CHECK only by rebuilding the table).
CREATE TABLE payments_widened (
  id            TEXT PRIMARY KEY,
  subject       TEXT NOT NULL CHECK (subject IN ('order', 'commission')),
  subject_id    TEXT NOT NULL,
  amount_cents  INTEGER NOT NULL CHECK (amount_cents > 0),
  received_at   TEXT NOT NULL,
  method        TEXT NOT NULL CHECK (method = 'zelle'),
  reference     TEXT,
  note          TEXT,
  recorded_by   TEXT REFERENCES users (id) ON DELETE SET NULL,
  created_at    TEXT NOT NULL
);
INSERT INTO payments_widened SELECT id, subject, subject_id, amount_cents, received_at, method,
  reference, note, recorded_by, created_at FROM payments;
DROP TABLE payments;
ALTER TABLE payments_widened RENAME TO payments;
CREATE INDEX payments_subject ON payments (subject, subject_id, received_at);
CREATE INDEX payments_received ON payments (received_at);

-- The commission settings: one JSON document, kept apart from the shop settings so that a save
-- of either never overwrites the other.
CREATE TABLE commission_settings (
  id    INTEGER PRIMARY KEY CHECK (id = 1),
  data  TEXT NOT NULL
);
