-- What each customer keeps for later: products ("Add to Wishlist") and artworks ("Save").
-- A row goes with its account; a product or artwork deleted since simply drops out of the list
-- when it is read (item_id is not a foreign key, as it points at either table).
CREATE TABLE wishlist_items (
  user_id     TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind        TEXT NOT NULL CHECK (kind IN ('product', 'artwork')),
  item_id     TEXT NOT NULL,
  created_at  TEXT NOT NULL,
  PRIMARY KEY (user_id, kind, item_id)
);

-- Who to tell when a sold-out product is back in stock.
CREATE INDEX wishlist_items_by_item ON wishlist_items (kind, item_id);
