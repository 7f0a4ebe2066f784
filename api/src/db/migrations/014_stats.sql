-- Cookie-free statistics: daily counts only. Nothing here names a visitor: no address, no
-- browser, no full referrer; unique visitors are counted in memory through a hash whose salt
-- changes every day and is never written anywhere.
CREATE TABLE stats_days (
  day       TEXT PRIMARY KEY,
  visitors  INTEGER NOT NULL DEFAULT 0,
  views     INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

-- Views per day of each public path ('page'), product ('product', by id), referring domain
-- ('referrer') and utm_campaign ('campaign').
CREATE TABLE stats_counts (
  day    TEXT NOT NULL,
  kind   TEXT NOT NULL CHECK (kind IN ('page', 'product', 'referrer', 'campaign')),
  key    TEXT NOT NULL,
  count  INTEGER NOT NULL,
  PRIMARY KEY (kind, day, key)
) WITHOUT ROWID;
