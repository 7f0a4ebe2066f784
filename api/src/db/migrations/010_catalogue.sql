-- How a product is sold: its kind, option groups and variants with their own stock and prices,
-- a made-to-order lead time, a pre-order window and a low-stock threshold. Every existing product
-- stays a stocked one without options (the defaults below).

ALTER TABLE products ADD COLUMN kind TEXT NOT NULL DEFAULT 'stocked'
  CHECK (kind IN ('stocked', 'unique', 'made-to-order'));
ALTER TABLE products ADD COLUMN lead_time TEXT;
ALTER TABLE products ADD COLUMN low_stock_threshold INTEGER
  CHECK (low_stock_threshold IS NULL OR low_stock_threshold >= 0);
-- [{name, values}] as JSON.
ALTER TABLE products ADD COLUMN options TEXT NOT NULL DEFAULT '[]';
ALTER TABLE products ADD COLUMN preorder_opens_at TEXT;
ALTER TABLE products ADD COLUMN preorder_closes_at TEXT;
ALTER TABLE products ADD COLUMN preorder_cap INTEGER CHECK (preorder_cap IS NULL OR preorder_cap > 0);
ALTER TABLE products ADD COLUMN preorder_ships_from TEXT;
-- Units pre-ordered and not cancelled: what the cap counts.
ALTER TABLE products ADD COLUMN preorder_ordered INTEGER NOT NULL DEFAULT 0
  CHECK (preorder_ordered >= 0);
-- A unique piece's sale; cleared if its order is cancelled.
ALTER TABLE products ADD COLUMN sold_at TEXT;

CREATE INDEX products_sold ON products (sold_at) WHERE sold_at IS NOT NULL;

CREATE TABLE product_variants (
  id                    TEXT PRIMARY KEY,
  product_id            TEXT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  -- {<option name>: <value>} as JSON.
  options               TEXT NOT NULL,
  price_cents           INTEGER CHECK (price_cents IS NULL OR price_cents >= 0),
  discount_price_cents  INTEGER CHECK (discount_price_cents IS NULL OR discount_price_cents >= 0),
  stock                 INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
  image                 TEXT,
  position              INTEGER NOT NULL
);
CREATE INDEX product_variants_product ON product_variants (product_id, position);

-- An order line as ordered: the variant (no reference: the line outlives it), its options in
-- JSON, a made-to-order lead time and a pre-order's shipping month.
ALTER TABLE order_items ADD COLUMN variant_id TEXT;
ALTER TABLE order_items ADD COLUMN options TEXT;
ALTER TABLE order_items ADD COLUMN lead_time TEXT;
ALTER TABLE order_items ADD COLUMN preorder INTEGER NOT NULL DEFAULT 0 CHECK (preorder IN (0, 1));
ALTER TABLE order_items ADD COLUMN ships_from TEXT;
