-- The admin's product, artwork and post lists read a page at a time, newest first, starting after
-- the last card shown: these indexes give that order (artworks by year first) without sorting a
-- whole table for each page.
CREATE INDEX IF NOT EXISTS products_created_at_id ON products (created_at, id);
CREATE INDEX IF NOT EXISTS posts_created_at_id ON posts (created_at, id);
CREATE INDEX IF NOT EXISTS artworks_year_created_at_id ON artworks (year, created_at, id);
