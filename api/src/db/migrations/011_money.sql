-- foreign_keys: off
-- Money an order handles: payments recorded one by one (an order may be partly paid), refunds,
-- tax, a promotion's code, and a payment plan (layaway instalments or a deposit). The orders
-- table is rebuilt because its status CHECK gains 'partially_paid' (SQLite cannot alter a CHECK).
CREATE TABLE orders_rebuilt (
  id                    TEXT PRIMARY KEY,
  order_number          INTEGER NOT NULL UNIQUE,
  user_id               TEXT REFERENCES users (id) ON DELETE SET NULL,
  status                TEXT NOT NULL DEFAULT 'pending_payment'
                        CHECK (status IN ('pending_payment', 'partially_paid', 'paid', 'shipped',
                          'delivered', 'cancelled', 'expired')),
  customer_name         TEXT NOT NULL,
  email                 TEXT NOT NULL,
  contact               TEXT NOT NULL,
  contact_type          TEXT NOT NULL CHECK (contact_type IN ('email', 'phone', 'whatsapp', 'telegram')),
  message               TEXT NOT NULL DEFAULT '',
  payment_method        TEXT NOT NULL CHECK (payment_method = 'zelle'),
  total_cents           INTEGER NOT NULL CHECK (total_cents >= 0),
  reward_points_earned  INTEGER NOT NULL DEFAULT 0,
  paid_at               TEXT,
  created_at            TEXT NOT NULL,
  updated_at            TEXT NOT NULL,
  order_key             TEXT NOT NULL UNIQUE,
  shipping_address      TEXT,
  shipping_cents        INTEGER NOT NULL DEFAULT 0 CHECK (shipping_cents >= 0),
  shipping_zone         TEXT,
  carrier               TEXT,
  tracking_number       TEXT,
  tracking_url          TEXT,
  expires_at            TEXT,
  reminder_sent_at      TEXT,
  -- What a reward code took off, and the code.
  discount_cents        INTEGER NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
  reward_code           TEXT,
  -- A promotion's code and what it took off.
  promo_code            TEXT,
  promo_discount_cents  INTEGER NOT NULL DEFAULT 0 CHECK (promo_discount_cents >= 0),
  -- Tax as charged: its amount, whether the prices held it, its name and the region it was
  -- charged for ('US-CA', 'FR'; null without tax), which the reports group by.
  tax_cents             INTEGER NOT NULL DEFAULT 0 CHECK (tax_cents >= 0),
  tax_included          INTEGER NOT NULL DEFAULT 0 CHECK (tax_included IN (0, 1)),
  tax_name              TEXT,
  tax_region            TEXT,
  -- A payment plan: 'layaway' (instalments) or 'deposit' (deposit, then the balance); null when
  -- paid at once. plan_schedule is JSON [{dueAt, amountCents}]; the policy shown at checkout
  -- (grace days, whether the first payment is kept on cancelling) travels with the order.
  plan_kind             TEXT CHECK (plan_kind IS NULL OR plan_kind IN ('layaway', 'deposit')),
  plan_schedule         TEXT,
  plan_grace_days       INTEGER NOT NULL DEFAULT 0 CHECK (plan_grace_days >= 0),
  plan_first_non_refundable INTEGER NOT NULL DEFAULT 0 CHECK (plan_first_non_refundable IN (0, 1)),
  -- The due date of the instalment a reminder was last mailed for.
  plan_reminded_due_at  TEXT
);
INSERT INTO orders_rebuilt (id, order_number, user_id, status, customer_name, email, contact,
  contact_type, message, payment_method, total_cents, reward_points_earned, paid_at, created_at,
  updated_at, order_key, shipping_address, shipping_cents, shipping_zone, carrier,
  tracking_number, tracking_url, expires_at, reminder_sent_at, discount_cents, reward_code)
SELECT id, order_number, user_id, status, customer_name, email, contact, contact_type, message,
  payment_method, total_cents, reward_points_earned, paid_at, created_at, updated_at, order_key,
  shipping_address, shipping_cents, shipping_zone, carrier, tracking_number, tracking_url,
  expires_at, reminder_sent_at, discount_cents, reward_code
FROM orders;
DROP TABLE orders;
ALTER TABLE orders_rebuilt RENAME TO orders;
CREATE INDEX orders_user_created ON orders (user_id, created_at DESC);
CREATE INDEX orders_status_created ON orders (status, created_at DESC);
CREATE INDEX orders_created ON orders (created_at DESC, order_number DESC);
CREATE INDEX orders_email_status ON orders (email COLLATE NOCASE, status);
CREATE INDEX orders_unpaid_expiry ON orders (expires_at) WHERE status = 'pending_payment';
CREATE INDEX orders_promo_code ON orders (promo_code) WHERE promo_code IS NOT NULL;

-- Money received, one row a payment. `subject` names what was paid for ('order'; later other
-- kinds of work) and `subject_id` its id, so every kind of sale keeps one ledger with one rule.
CREATE TABLE payments (
  id            TEXT PRIMARY KEY,
  subject       TEXT NOT NULL CHECK (subject IN ('order')),
  subject_id    TEXT NOT NULL,
  amount_cents  INTEGER NOT NULL CHECK (amount_cents > 0),
  received_at   TEXT NOT NULL,
  method        TEXT NOT NULL CHECK (method = 'zelle'),
  reference     TEXT,
  note          TEXT,
  recorded_by   TEXT REFERENCES users (id) ON DELETE SET NULL,
  created_at    TEXT NOT NULL
);
CREATE INDEX payments_subject ON payments (subject, subject_id, received_at);
CREATE INDEX payments_received ON payments (received_at);

-- Orders marked paid before payments were recorded one by one were paid in full, once.
INSERT INTO payments (id, subject, subject_id, amount_cents, received_at, method, reference, note,
  recorded_by, created_at)
SELECT lower(hex(randomblob(12))), 'order', id, total_cents, paid_at, 'zelle', NULL,
  'Marked paid', NULL, paid_at
FROM orders WHERE paid_at IS NOT NULL AND total_cents > 0;

-- Money given back on an order: amount, why, the transfer's reference, the units put back on
-- sale ([{lineId, quantity}] as JSON) and the reward points taken back with it.
CREATE TABLE order_refunds (
  id               TEXT PRIMARY KEY,
  order_id         TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  amount_cents     INTEGER NOT NULL CHECK (amount_cents > 0),
  reason           TEXT NOT NULL,
  reference        TEXT,
  restock          TEXT NOT NULL DEFAULT '[]',
  points_reversed  INTEGER NOT NULL DEFAULT 0 CHECK (points_reversed >= 0),
  recorded_by      TEXT REFERENCES users (id) ON DELETE SET NULL,
  created_at       TEXT NOT NULL
);
CREATE INDEX order_refunds_order ON order_refunds (order_id, created_at);
CREATE INDEX order_refunds_created ON order_refunds (created_at);
