-- Campaigns carry a version, as every record staff edit: the studio syncs campaign drafts written
-- offline, and a save based on an older version (changed, scheduled or sent on the web since) is
-- refused instead of overwriting it. Every existing campaign starts at version 1.
ALTER TABLE newsletter_campaigns ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
