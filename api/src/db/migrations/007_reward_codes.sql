-- Points redeemed for a code: $5 off, free shipping, or one unit of the exclusive reward item.
-- A code belongs to one account and is used on one order at most; when that order is cancelled
-- or expires unpaid, or the customer gives an unused code back, the points return and the code
-- stops working (refunded_at).
CREATE TABLE reward_codes (
  id              TEXT PRIMARY KEY,
  code            TEXT NOT NULL UNIQUE,
  user_id         TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind            TEXT NOT NULL CHECK (kind IN ('discount-5', 'free-shipping', 'exclusive-item')),
  points          INTEGER NOT NULL CHECK (points > 0),
  -- The exclusive item chosen in Settings when the points were redeemed, and its title then.
  item_id         TEXT REFERENCES products (id) ON DELETE SET NULL,
  item_title      TEXT,
  created_at      TEXT NOT NULL,
  used_order_id   TEXT REFERENCES orders (id) ON DELETE SET NULL,
  used_at         TEXT,
  refunded_at     TEXT
);
CREATE INDEX reward_codes_user_created ON reward_codes (user_id, created_at DESC);
CREATE INDEX reward_codes_order ON reward_codes (used_order_id) WHERE used_order_id IS NOT NULL;

-- What a code took off the order's total, and which code it was (shown on the order).
ALTER TABLE orders ADD COLUMN discount_cents INTEGER NOT NULL DEFAULT 0 CHECK (discount_cents >= 0);
ALTER TABLE orders ADD COLUMN reward_code TEXT;
