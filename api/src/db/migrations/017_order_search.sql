-- The order desk's search. A later migration that rebuilds the orders table drops these
-- triggers with it, and must create them again.

-- Every order's name and email in a trigram index: a search for any part of either (three
-- characters or more, any case) reads the index instead of every order. Keyed by the order
-- number, which never changes and survives a VACUUM (a text primary key's rowid may not).
CREATE VIRTUAL TABLE order_search USING fts5(customer_name, email, tokenize = 'trigram');
INSERT INTO order_search (rowid, customer_name, email)
SELECT order_number, customer_name, email FROM orders;

CREATE TRIGGER order_search_insert AFTER INSERT ON orders BEGIN
  INSERT INTO order_search (rowid, customer_name, email)
  VALUES (new.order_number, new.customer_name, new.email);
END;

CREATE TRIGGER order_search_update AFTER UPDATE OF order_number, customer_name, email ON orders
BEGIN
  DELETE FROM order_search WHERE rowid = old.order_number;
  INSERT INTO order_search (rowid, customer_name, email)
  VALUES (new.order_number, new.customer_name, new.email);
END;

CREATE TRIGGER order_search_delete AFTER DELETE ON orders BEGIN
  DELETE FROM order_search WHERE rowid = old.order_number;
END;
