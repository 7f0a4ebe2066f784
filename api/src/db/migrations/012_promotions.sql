-- Promotions (codes a buyer types at checkout) and scheduled sales (a price cut on products or
-- categories between two dates).
CREATE TABLE promotions (
  id                       TEXT PRIMARY KEY,
  -- Stored upper case; codes ignore case.
  code                     TEXT NOT NULL UNIQUE COLLATE NOCASE,
  description              TEXT NOT NULL DEFAULT '',
  type                     TEXT NOT NULL CHECK (type IN ('percent', 'amount', 'free-shipping')),
  -- A whole percentage for 'percent', cents for 'amount', 0 for 'free-shipping'.
  value                    INTEGER NOT NULL DEFAULT 0 CHECK (value >= 0),
  applies_kind             TEXT NOT NULL DEFAULT 'order'
                           CHECK (applies_kind IN ('order', 'category', 'product')),
  -- The categories' or products' ids, JSON.
  applies_ids              TEXT NOT NULL DEFAULT '[]',
  min_items_cents          INTEGER CHECK (min_items_cents IS NULL OR min_items_cents >= 0),
  starts_at                TEXT,
  ends_at                  TEXT,
  usage_limit              INTEGER CHECK (usage_limit IS NULL OR usage_limit > 0),
  -- Orders holding a use; the guard `used_count < usage_limit` takes the last use exactly once.
  used_count               INTEGER NOT NULL DEFAULT 0 CHECK (used_count >= 0),
  once_per_customer        INTEGER NOT NULL DEFAULT 0 CHECK (once_per_customer IN (0, 1)),
  combinable_with_rewards  INTEGER NOT NULL DEFAULT 0 CHECK (combinable_with_rewards IN (0, 1)),
  active                   INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  created_at               TEXT NOT NULL,
  updated_at               TEXT NOT NULL,
  version                  INTEGER NOT NULL DEFAULT 1
);

-- Each order that used a code, and who placed it (account and email), for once per customer.
CREATE TABLE promotion_uses (
  promotion_id  TEXT NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  order_id      TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  user_id       TEXT REFERENCES users (id) ON DELETE SET NULL,
  email         TEXT NOT NULL COLLATE NOCASE,
  used_at       TEXT NOT NULL,
  PRIMARY KEY (promotion_id, order_id)
);
CREATE INDEX promotion_uses_email ON promotion_uses (promotion_id, email);
CREATE INDEX promotion_uses_user ON promotion_uses (promotion_id, user_id);
CREATE INDEX promotion_uses_order ON promotion_uses (order_id);

CREATE TABLE sales (
  id            TEXT PRIMARY KEY,
  name          TEXT NOT NULL,
  product_ids   TEXT NOT NULL DEFAULT '[]',
  category_ids  TEXT NOT NULL DEFAULT '[]',
  type          TEXT NOT NULL CHECK (type IN ('percent', 'amount')),
  value         INTEGER NOT NULL CHECK (value > 0),
  starts_at     TEXT NOT NULL,
  ends_at       TEXT NOT NULL,
  created_at    TEXT NOT NULL,
  updated_at    TEXT NOT NULL,
  version       INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX sales_window ON sales (starts_at, ends_at);
