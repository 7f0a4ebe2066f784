-- The newsletter: subscribers with double opt-in, the consent record of every sign-up, confirm
-- and unsubscribe, campaigns, and each campaign's recipients as fixed when sending began.
CREATE TABLE newsletter_subscribers (
  id                  TEXT PRIMARY KEY,
  email               TEXT NOT NULL COLLATE NOCASE UNIQUE,
  status              TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  -- Where the sign-up was made, e.g. "footer /shop".
  source              TEXT NOT NULL,
  -- The confirmation mail's token, hashed; null once confirmed.
  confirm_token_hash  TEXT UNIQUE,
  -- Stands in every campaign mail's unsubscribe link; never changes.
  unsubscribe_token   TEXT NOT NULL UNIQUE,
  created_at          TEXT NOT NULL,
  confirmed_at        TEXT,
  unsubscribed_at     TEXT,
  updated_at          TEXT NOT NULL
);
CREATE INDEX newsletter_subscribers_status ON newsletter_subscribers (status, created_at DESC);

-- Proof of consent, kept when a subscriber row is dropped: when, from which page, what happened,
-- for which address (hashed) and from which client (hashed, never the address itself).
CREATE TABLE newsletter_consents (
  id           INTEGER PRIMARY KEY,
  email_hash   TEXT NOT NULL,
  action       TEXT NOT NULL CHECK (action IN ('subscribe', 'confirm', 'unsubscribe')),
  source       TEXT NOT NULL,
  client_hash  TEXT,
  at           TEXT NOT NULL
);
CREATE INDEX newsletter_consents_email ON newsletter_consents (email_hash, at);
-- Counts the sign-ups one client caused in the last hour (the limit against bulk sign-ups).
CREATE INDEX newsletter_consents_client ON newsletter_consents (client_hash, at);

CREATE TABLE newsletter_campaigns (
  id            TEXT PRIMARY KEY,
  subject       TEXT NOT NULL,
  text_body     TEXT NOT NULL,
  -- JSON list of {kind: product|artwork|post, id}.
  blocks        TEXT NOT NULL DEFAULT '[]',
  status        TEXT NOT NULL DEFAULT 'draft'
                CHECK (status IN ('draft', 'scheduled', 'sending', 'sent')),
  scheduled_at  TEXT,
  total         INTEGER NOT NULL DEFAULT 0,
  created_at    TEXT NOT NULL,
  updated_at    TEXT NOT NULL,
  sent_at       TEXT
);
CREATE INDEX newsletter_campaigns_due ON newsletter_campaigns (status, scheduled_at);

-- One row per recipient, written when sending begins; `outbox_id` is set in the same
-- transaction as the queued mail, so a restart queues nobody twice.
CREATE TABLE newsletter_deliveries (
  campaign_id    TEXT NOT NULL REFERENCES newsletter_campaigns (id) ON DELETE CASCADE,
  subscriber_id  TEXT NOT NULL,
  state          TEXT NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'queued', 'skipped')),
  outbox_id      TEXT,
  PRIMARY KEY (campaign_id, subscriber_id)
) WITHOUT ROWID;
CREATE INDEX newsletter_deliveries_waiting ON newsletter_deliveries (campaign_id, state);

-- Extra headers of a message (JSON object), e.g. a campaign's List-Unsubscribe.
ALTER TABLE mail_outbox ADD COLUMN headers TEXT;
