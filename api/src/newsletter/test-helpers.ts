// What the newsletter's API tests share: the app's own newsletter over the test database (the
// pacer and the clock are driven by the test), and reading the tokens out of queued mail.

import type { Db } from '../db/connection.ts';
import { createArtworkStore } from '../artworks/store.ts';
import { createPostStore } from '../posts/store.ts';
import { createProductStore } from '../products/store.ts';
import { createSettingsStore } from '../settings/store.ts';
import { createUserStore } from '../users/store.ts';
import type { CampaignRate } from './pacer.ts';
import { createNewsletterService, type NewsletterService } from './service.ts';
import { createNewsletterStore } from './store.ts';

export function newsletterOver(
  db: Db,
  options: { now?: () => Date; rate?: CampaignRate } = {},
): NewsletterService {
  return createNewsletterService({
    db,
    store: createNewsletterStore(db),
    settings: createSettingsStore(db),
    users: createUserStore(db),
    products: createProductStore(db),
    artworks: createArtworkStore(db),
    posts: createPostStore(db),
    secret: new Uint8Array(32),
    siteOrigin: 'https://shop.example',
    rate: options.rate,
    now: options.now,
  });
}

export interface QueuedMail {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: string | null;
  status: string;
}

export function mailOf(db: Db, kind: string, to?: string): QueuedMail[] {
  return (
    db
      .prepare('SELECT * FROM mail_outbox WHERE kind = ? ORDER BY created_at, rowid')
      .all(kind) as QueuedMail[]
  ).filter((mail) => to === undefined || mail.to_address === to);
}

/** The token of the last confirmation link mailed to `to`. */
export function confirmTokenFor(db: Db, to: string): string {
  const mail = mailOf(db, 'newsletter-confirm', to).at(-1);
  const token = /confirm\?token=([\w-]+)/.exec(mail?.text_body ?? '')?.[1];
  if (!token) throw new Error(`no confirmation mail to ${to}`);
  return token;
}

export function unsubscribeTokenOf(db: Db, email: string): string {
  const row = db
    .prepare('SELECT unsubscribe_token AS token FROM newsletter_subscribers WHERE email = ?')
    .get(email) as { token: string } | undefined;
  if (!row) throw new Error(`no subscriber ${email}`);
  return row.token;
}
