-- Staff read the outbox; a link that signs its recipient in is the recipient's alone. Staff's
-- copy (text_body, html_body) shows a note instead of it; the delivered parts live in
-- delivery_text and delivery_html only until the message is delivered.
ALTER TABLE mail_outbox ADD COLUMN delivery_text TEXT;
ALTER TABLE mail_outbox ADD COLUMN delivery_html TEXT;

-- Mails still waiting keep their links for delivery; every stored copy loses them.
UPDATE mail_outbox SET delivery_text = text_body, delivery_html = html_body
WHERE kind IN ('email-verification', 'email-change', 'password-reset')
  AND status IN ('queued', 'sending');
UPDATE mail_outbox
SET text_body = hide_sign_in_links_in_text(text_body),
    html_body = hide_sign_in_links_in_html(html_body)
WHERE kind IN ('email-verification', 'email-change', 'password-reset');
