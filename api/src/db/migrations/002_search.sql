-- The assistant's full-text index over the public catalogue, so it answers offline from the
-- shop's own data: one row per product, artwork and published post. Triggers keep it current, so
-- a product created or renamed a moment ago is found at once.
-- Columns: kind ('product', 'artwork' or 'post') and item_id (the record's id) are not searched;
-- title (weighted highest), keywords (category, tags, medium, type) and body (the prose).
-- Prices, stock, slugs and the published flag of products are read from the records at query time.

CREATE VIRTUAL TABLE catalogue_search USING fts5(
  kind UNINDEXED,
  item_id UNINDEXED,
  title,
  keywords,
  body,
  tokenize = 'porter unicode61 remove_diacritics 2'
);

-- Products. Stock and price changes (every order) do not touch the index.
CREATE TRIGGER catalogue_search_product_insert AFTER INSERT ON products BEGIN
  INSERT INTO catalogue_search (kind, item_id, title, keywords, body)
  VALUES ('product', new.id, new.title,
    COALESCE((SELECT name FROM categories WHERE id = new.category_id), ''), new.description);
END;

-- Also fires for the SET NULL of a deleted category.
CREATE TRIGGER catalogue_search_product_update
AFTER UPDATE OF title, description, category_id ON products BEGIN
  DELETE FROM catalogue_search WHERE kind = 'product' AND item_id = old.id;
  INSERT INTO catalogue_search (kind, item_id, title, keywords, body)
  VALUES ('product', new.id, new.title,
    COALESCE((SELECT name FROM categories WHERE id = new.category_id), ''), new.description);
END;

CREATE TRIGGER catalogue_search_product_delete AFTER DELETE ON products BEGIN
  DELETE FROM catalogue_search WHERE kind = 'product' AND item_id = old.id;
END;

CREATE TRIGGER catalogue_search_category_rename AFTER UPDATE OF name ON categories BEGIN
  DELETE FROM catalogue_search
  WHERE kind = 'product' AND item_id IN (SELECT id FROM products WHERE category_id = new.id);
  INSERT INTO catalogue_search (kind, item_id, title, keywords, body)
  SELECT 'product', id, title, new.name, description FROM products WHERE category_id = new.id;
END;

-- Artworks.
CREATE TRIGGER catalogue_search_artwork_insert AFTER INSERT ON artworks BEGIN
  INSERT INTO catalogue_search (kind, item_id, title, keywords, body)
  VALUES ('artwork', new.id, new.title,
    new.tags || ' ' || new.medium || ' ' || new.type, new.description);
END;

CREATE TRIGGER catalogue_search_artwork_update
AFTER UPDATE OF title, description, tags, medium, type ON artworks BEGIN
  DELETE FROM catalogue_search WHERE kind = 'artwork' AND item_id = old.id;
  INSERT INTO catalogue_search (kind, item_id, title, keywords, body)
  VALUES ('artwork', new.id, new.title,
    new.tags || ' ' || new.medium || ' ' || new.type, new.description);
END;

CREATE TRIGGER catalogue_search_artwork_delete AFTER DELETE ON artworks BEGIN
  DELETE FROM catalogue_search WHERE kind = 'artwork' AND item_id = old.id;
END;

-- Posts: only published ones are in the index; publishing adds one, unpublishing removes it.
CREATE TRIGGER catalogue_search_post_insert AFTER INSERT ON posts WHEN new.published = 1 BEGIN
  INSERT INTO catalogue_search (kind, item_id, title, keywords, body)
  VALUES ('post', new.id, new.title, new.tags, new.excerpt || ' ' || new.content);
END;

CREATE TRIGGER catalogue_search_post_update
AFTER UPDATE OF title, excerpt, content, tags, published ON posts BEGIN
  DELETE FROM catalogue_search WHERE kind = 'post' AND item_id = old.id;
  INSERT INTO catalogue_search (kind, item_id, title, keywords, body)
  SELECT 'post', new.id, new.title, new.tags, new.excerpt || ' ' || new.content
  WHERE new.published = 1;
END;

CREATE TRIGGER catalogue_search_post_delete AFTER DELETE ON posts BEGIN
  DELETE FROM catalogue_search WHERE kind = 'post' AND item_id = old.id;
END;

-- What already exists when the migration runs.
INSERT INTO catalogue_search (kind, item_id, title, keywords, body)
SELECT 'product', products.id, products.title, COALESCE(categories.name, ''), products.description
FROM products LEFT JOIN categories ON categories.id = products.category_id;

INSERT INTO catalogue_search (kind, item_id, title, keywords, body)
SELECT 'artwork', id, title, tags || ' ' || medium || ' ' || type, description FROM artworks;

INSERT INTO catalogue_search (kind, item_id, title, keywords, body)
SELECT 'post', id, title, tags, excerpt || ' ' || content FROM posts WHERE published = 1;
