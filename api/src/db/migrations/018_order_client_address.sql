-- Where each order was placed from (the client address; behind TRUST_PROXY, the forwarded
-- client), so that unpaid orders are limited per client rather than per typed email, and staff
-- can see and release what one address holds. Orders placed before this have none.
ALTER TABLE orders ADD COLUMN client_address TEXT;
CREATE INDEX orders_unpaid_by_client ON orders (client_address)
  WHERE status = 'pending_payment' AND client_address IS NOT NULL;
CREATE INDEX orders_unpaid_by_user ON orders (user_id)
  WHERE status = 'pending_payment' AND user_id IS NOT NULL;
