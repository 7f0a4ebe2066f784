-- A made-to-order piece may ask part of its price up front: the percentage of the line the buyer
-- pays as a deposit at checkout, the balance due before the order ships. Null: no deposit.
ALTER TABLE products ADD COLUMN deposit_percent INTEGER
  CHECK (deposit_percent IS NULL OR deposit_percent BETWEEN 5 AND 95);
