-- Housekeeping: indexes that let the pruning of old data read only what it prunes.

-- Sent mail whose body is still kept, oldest first: the pruning reads only these.
CREATE INDEX mail_outbox_body_kept ON mail_outbox (sent_at)
WHERE sent_at IS NOT NULL AND (text_body != '' OR html_body != '');

-- Links past their time, for the pruning.
CREATE INDEX account_tokens_expiry ON account_tokens (expires_at);
