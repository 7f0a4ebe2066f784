-- "Ask about this piece": visitors' questions about artworks for sale. The artwork's title is
-- copied in, so an enquiry still reads after the piece is deleted (its id is then cleared).
CREATE TABLE enquiries (
  id             TEXT PRIMARY KEY,
  artwork_id     TEXT REFERENCES artworks (id) ON DELETE SET NULL,
  artwork_title  TEXT NOT NULL,
  name           TEXT NOT NULL,
  email          TEXT NOT NULL,
  message        TEXT NOT NULL,
  -- The account that asked, when the visitor was signed in.
  user_id        TEXT REFERENCES users (id) ON DELETE SET NULL,
  status         TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered')),
  created_at     TEXT NOT NULL,
  answered_at    TEXT,
  answered_by    TEXT REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX enquiries_newest ON enquiries (created_at DESC, id DESC);
CREATE INDEX enquiries_by_status ON enquiries (status, created_at DESC, id DESC);
CREATE INDEX enquiries_by_artwork ON enquiries (artwork_id) WHERE artwork_id IS NOT NULL;
