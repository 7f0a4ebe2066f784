-- Which version of the shop applied each migration, so that an older version given this database
-- can say which newer one it needs. Migrations applied before this one keep NULL.
ALTER TABLE schema_migrations ADD COLUMN app_version TEXT;
