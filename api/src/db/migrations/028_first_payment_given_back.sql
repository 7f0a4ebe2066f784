-- A layaway order's non-refundable first payment that the shop chose to give back after all
-- (it cancelled the order itself): from then on the whole of what was paid is due back.
ALTER TABLE orders ADD COLUMN plan_first_given_back INTEGER NOT NULL DEFAULT 0
  CHECK (plan_first_given_back IN (0, 1));
