-- foreign_keys: off
-- Orders a shop can fulfil: where the parcel goes and what shipping cost, the secret key of the
-- order page, the carrier and tracking number, and when an unpaid order expires. The orders
-- table is rebuilt because its status CHECK gains 'expired' (SQLite cannot alter a CHECK).
CREATE TABLE orders_rebuilt (
  id                    TEXT PRIMARY KEY,
  order_number          INTEGER NOT NULL UNIQUE,
  user_id               TEXT REFERENCES users (id) ON DELETE SET NULL,
  status                TEXT NOT NULL DEFAULT 'pending_payment'
                        CHECK (status IN ('pending_payment', 'paid', 'shipped', 'delivered', 'cancelled', 'expired')),
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
  -- The order page's secret: /order/KA-10042?key=...
  order_key             TEXT NOT NULL UNIQUE,
  -- JSON {name, line1, line2, city, region, postalCode, country}; null on orders from before.
  shipping_address      TEXT,
  shipping_cents        INTEGER NOT NULL DEFAULT 0 CHECK (shipping_cents >= 0),
  shipping_zone         TEXT,
  carrier               TEXT,
  tracking_number       TEXT,
  tracking_url          TEXT,
  -- Unpaid orders only: when the stock they hold goes back.
  expires_at            TEXT,
  reminder_sent_at      TEXT
);
INSERT INTO orders_rebuilt (id, order_number, user_id, status, customer_name, email, contact,
  contact_type, message, payment_method, total_cents, reward_points_earned, paid_at, created_at,
  updated_at, order_key, expires_at)
SELECT id, order_number, user_id, status, customer_name, email, contact, contact_type, message,
  payment_method, total_cents, reward_points_earned, paid_at, created_at, updated_at,
  lower(hex(randomblob(24))),
  CASE WHEN status = 'pending_payment' THEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+72 hours') END
FROM orders;
DROP TABLE orders;
ALTER TABLE orders_rebuilt RENAME TO orders;
CREATE INDEX orders_user_created ON orders (user_id, created_at DESC);
CREATE INDEX orders_status_created ON orders (status, created_at DESC);
CREATE INDEX orders_created ON orders (created_at DESC, order_number DESC);
CREATE INDEX orders_email_status ON orders (email COLLATE NOCASE, status);
CREATE INDEX orders_unpaid_expiry ON orders (expires_at) WHERE status = 'pending_payment';

-- A status note is internal unless staff chose to show it to the customer.
ALTER TABLE order_status_events ADD COLUMN visible_to_customer INTEGER NOT NULL DEFAULT 0
  CHECK (visible_to_customer IN (0, 1));

-- The profile's structured address (same JSON shape as an order's); the old free text becomes
-- its first line.
ALTER TABLE users ADD COLUMN shipping_address TEXT;
UPDATE users
SET shipping_address = json_object('name', name, 'line1', trim(address), 'line2', '', 'city', '',
  'region', '', 'postalCode', '', 'country', '')
WHERE trim(address) <> '';
