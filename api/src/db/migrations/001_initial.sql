-- The whole domain: users, content, shop, orders, rewards and achievements, settings.
-- Conventions: ids are opaque TEXT; times are ISO-8601 TEXT in UTC; money is INTEGER cents;
-- booleans are INTEGER 0/1; ordered lists of image paths and tags are JSON arrays (TEXT).
-- Records edited in the admin area or the studio carry updated_at and version (stale-save check).

CREATE TABLE users (
  id              TEXT PRIMARY KEY,
  name            TEXT NOT NULL,
  email           TEXT NOT NULL COLLATE NOCASE UNIQUE,
  password_hash   TEXT,
  google_subject  TEXT UNIQUE,
  is_google_user  INTEGER NOT NULL DEFAULT 0 CHECK (is_google_user IN (0, 1)),
  role            TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin', 'superadmin')),
  phone           TEXT NOT NULL DEFAULT '',
  address         TEXT NOT NULL DEFAULT '',
  instagram       TEXT NOT NULL DEFAULT '',
  twitter         TEXT NOT NULL DEFAULT '',
  reward_points   INTEGER NOT NULL DEFAULT 0,
  created_at      TEXT NOT NULL,
  updated_at      TEXT NOT NULL
);

CREATE TABLE artworks (
  id            TEXT PRIMARY KEY,
  slug          TEXT UNIQUE,
  title         TEXT NOT NULL,
  type          TEXT NOT NULL CHECK (type IN ('painting', 'digital', 'sculpture', 'photography', 'mixed-media')),
  medium        TEXT NOT NULL DEFAULT '',
  year          INTEGER NOT NULL,
  description   TEXT NOT NULL DEFAULT '',
  tags          TEXT NOT NULL DEFAULT '[]',
  featured      INTEGER NOT NULL DEFAULT 0 CHECK (featured IN (0, 1)),
  images        TEXT NOT NULL DEFAULT '[]',
  listing_type  TEXT NOT NULL DEFAULT 'display',
  price_cents   INTEGER CHECK (price_cents IS NULL OR price_cents >= 0),
  artist_bio    TEXT NOT NULL DEFAULT '',
  created_at    TEXT NOT NULL,
  updated_at    TEXT NOT NULL,
  version       INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX artworks_created ON artworks (created_at DESC);
CREATE INDEX artworks_type_year ON artworks (type, year);
CREATE INDEX artworks_featured ON artworks (featured, created_at DESC);

CREATE TABLE categories (
  id           TEXT PRIMARY KEY,
  name         TEXT NOT NULL COLLATE NOCASE UNIQUE,
  description  TEXT NOT NULL DEFAULT '',
  is_active    INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  image        TEXT,
  created_at   TEXT NOT NULL,
  updated_at   TEXT NOT NULL,
  version      INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE posts (
  id           TEXT PRIMARY KEY,
  slug         TEXT NOT NULL UNIQUE,
  title        TEXT NOT NULL,
  content      TEXT NOT NULL,
  excerpt      TEXT NOT NULL,
  category     TEXT NOT NULL,
  tags         TEXT NOT NULL DEFAULT '[]',
  published    INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1)),
  featured     INTEGER NOT NULL DEFAULT 0 CHECK (featured IN (0, 1)),
  cover_image  TEXT,
  main_image   TEXT,
  images       TEXT NOT NULL DEFAULT '[]',
  author_id    TEXT REFERENCES users (id) ON DELETE SET NULL,
  created_at   TEXT NOT NULL,
  updated_at   TEXT NOT NULL,
  version      INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX posts_published_created ON posts (published, created_at DESC);
CREATE INDEX posts_category ON posts (category);

CREATE TABLE post_related_artworks (
  post_id     TEXT NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  artwork_id  TEXT NOT NULL REFERENCES artworks (id) ON DELETE CASCADE,
  position    INTEGER NOT NULL,
  PRIMARY KEY (post_id, artwork_id)
);
CREATE INDEX post_related_artworks_artwork ON post_related_artworks (artwork_id);

CREATE TABLE products (
  id                    TEXT PRIMARY KEY,
  title                 TEXT NOT NULL,
  description           TEXT NOT NULL,
  price_cents           INTEGER NOT NULL CHECK (price_cents >= 0),
  discount_price_cents  INTEGER CHECK (discount_price_cents IS NULL OR (discount_price_cents >= 0 AND discount_price_cents < price_cents)),
  category_id           TEXT REFERENCES categories (id) ON DELETE SET NULL,
  stock                 INTEGER NOT NULL DEFAULT 1 CHECK (stock >= 0),
  width_cm              REAL CHECK (width_cm IS NULL OR width_cm >= 0),
  height_cm             REAL CHECK (height_cm IS NULL OR height_cm >= 0),
  featured              INTEGER NOT NULL DEFAULT 0 CHECK (featured IN (0, 1)),
  published             INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1)),
  images                TEXT NOT NULL DEFAULT '[]',
  rating_stars          REAL NOT NULL DEFAULT 0,
  rating_count          INTEGER NOT NULL DEFAULT 0,
  created_at            TEXT NOT NULL,
  updated_at            TEXT NOT NULL,
  version               INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX products_published_created ON products (published, created_at DESC);
CREATE INDEX products_category ON products (category_id);
CREATE INDEX products_effective_price ON products (COALESCE(discount_price_cents, price_cents));

CREATE TABLE games (
  id           TEXT PRIMARY KEY,
  slug         TEXT NOT NULL UNIQUE,
  title        TEXT NOT NULL,
  category     TEXT NOT NULL CHECK (category IN ('puzzle', 'creative', 'educational')),
  tags         TEXT NOT NULL DEFAULT '[]',
  description  TEXT NOT NULL DEFAULT '',
  thumbnail    TEXT,
  status       TEXT NOT NULL DEFAULT 'available' CHECK (status IN ('available', 'coming-soon')),
  published    INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1)),
  position     INTEGER NOT NULL DEFAULT 0,
  created_at   TEXT NOT NULL,
  updated_at   TEXT NOT NULL,
  version      INTEGER NOT NULL DEFAULT 1
);

-- One row: the public shop settings (GET /api/settings), as a JSON document.
CREATE TABLE shop_settings (
  id          INTEGER PRIMARY KEY CHECK (id = 1),
  data        TEXT NOT NULL,
  updated_at  TEXT NOT NULL,
  version     INTEGER NOT NULL DEFAULT 1
);

-- Every stored image file, with the alt text editors give it.
CREATE TABLE media_files (
  path         TEXT PRIMARY KEY,
  width        INTEGER,
  height       INTEGER,
  alt          TEXT NOT NULL DEFAULT '',
  uploaded_by  TEXT REFERENCES users (id) ON DELETE SET NULL,
  created_at   TEXT NOT NULL
);

CREATE TABLE orders (
  id                    TEXT PRIMARY KEY,
  order_number          INTEGER NOT NULL UNIQUE,
  user_id               TEXT REFERENCES users (id) ON DELETE SET NULL,
  status                TEXT NOT NULL DEFAULT 'pending_payment'
                        CHECK (status IN ('pending_payment', 'paid', 'shipped', 'delivered', 'cancelled')),
  customer_name         TEXT NOT NULL,
  email                 TEXT NOT NULL,
  contact               TEXT NOT NULL,
  contact_type          TEXT NOT NULL CHECK (contact_type IN ('email', 'phone', 'whatsapp', 'telegram')),
  message               TEXT NOT NULL DEFAULT '',
  payment_method        TEXT NOT NULL CHECK (payment_method = 'zelle'),
  total_cents           INTEGER NOT NULL CHECK (total_cents >= 0),
  reward_points_earned  INTEGER NOT NULL DEFAULT 0,
  paid_at               TEXT,
  created_at            TEXT NOT NULL,
  updated_at            TEXT NOT NULL
);
CREATE INDEX orders_user_created ON orders (user_id, created_at DESC);
CREATE INDEX orders_status_created ON orders (status, created_at DESC);

CREATE TABLE order_items (
  id                    INTEGER PRIMARY KEY,
  order_id              TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id            TEXT REFERENCES products (id) ON DELETE SET NULL,
  title                 TEXT NOT NULL,
  image                 TEXT,
  price_cents           INTEGER NOT NULL,
  discount_price_cents  INTEGER,
  quantity              INTEGER NOT NULL CHECK (quantity > 0),
  position              INTEGER NOT NULL
);
CREATE INDEX order_items_order ON order_items (order_id, position);

CREATE TABLE order_status_events (
  id          INTEGER PRIMARY KEY,
  order_id    TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  status      TEXT NOT NULL,
  note        TEXT NOT NULL DEFAULT '',
  actor_id    TEXT REFERENCES users (id) ON DELETE SET NULL,
  created_at  TEXT NOT NULL
);
CREATE INDEX order_status_events_order ON order_status_events (order_id, id);

-- Points move only through this ledger; users.reward_points is its running balance.
-- credit_key makes every credit happen exactly once (e.g. 'order:<id>:earned', 'welcome').
CREATE TABLE reward_transactions (
  id           TEXT PRIMARY KEY,
  user_id      TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type         TEXT NOT NULL CHECK (type IN ('earned', 'spent', 'bonus', 'achievement', 'expired')),
  amount       INTEGER NOT NULL,
  description  TEXT NOT NULL,
  order_id     TEXT REFERENCES orders (id) ON DELETE SET NULL,
  credit_key   TEXT NOT NULL,
  created_at   TEXT NOT NULL,
  UNIQUE (user_id, credit_key)
);
CREATE INDEX reward_transactions_user_created ON reward_transactions (user_id, created_at DESC);

CREATE TABLE user_achievements (
  user_id         TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  achievement_id  TEXT NOT NULL,
  order_id        TEXT REFERENCES orders (id) ON DELETE SET NULL,
  unlocked_at     TEXT NOT NULL,
  PRIMARY KEY (user_id, achievement_id)
);
CREATE INDEX user_achievements_order ON user_achievements (order_id);
