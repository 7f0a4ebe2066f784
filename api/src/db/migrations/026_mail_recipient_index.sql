-- Each order (and every other mail a visitor causes) counts the mails sent to its address in the
-- last hour before queueing another. Read through the created_at index, that count walked every
-- mail of the hour: at a few hundred orders a minute each order read thousands of rows. This
-- index finds one address's mails of the hour directly.
CREATE INDEX IF NOT EXISTS mail_outbox_recipient ON mail_outbox (to_address COLLATE NOCASE, created_at);
