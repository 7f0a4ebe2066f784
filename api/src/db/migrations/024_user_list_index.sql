-- The admin's account list reads a page at a time, newest first: this index gives the order
-- without sorting every account for each page.
CREATE INDEX IF NOT EXISTS users_created_at_id ON users (created_at, id);
