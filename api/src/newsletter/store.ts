// The newsletter's tables: subscribers, the consent record, campaigns and their deliveries.

import type { CampaignBlock, CampaignStatus, SubscriberStatus } from '@kawaii/shared';
import type { Db } from '../db/connection.ts';

export interface SubscriberRecord {
  id: string;
  email: string;
  status: SubscriberStatus;
  source: string;
  confirmTokenHash: string | null;
  unsubscribeToken: string;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  updatedAt: string;
}

interface SubscriberRow {
  id: string;
  email: string;
  status: SubscriberStatus;
  source: string;
  confirm_token_hash: string | null;
  unsubscribe_token: string;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  updated_at: string;
}

export interface ConsentRecord {
  emailHash: string;
  action: 'subscribe' | 'confirm' | 'unsubscribe';
  source: string;
  clientHash: string | null;
  at: string;
}

export interface CampaignRecord {
  id: string;
  subject: string;
  text: string;
  blocks: CampaignBlock[];
  status: CampaignStatus;
  scheduledAt: string | null;
  total: number;
  sent: number;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
  version: number;
}

interface CampaignRow {
  id: string;
  subject: string;
  text_body: string;
  blocks: string;
  status: CampaignStatus;
  scheduled_at: string | null;
  total: number;
  sent: number;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
  version: number;
}

/** A recipient whose campaign mail is still to be queued. */
export interface WaitingDelivery {
  subscriberId: string;
  email: string | null;
  status: SubscriberStatus | null;
  unsubscribeToken: string | null;
}

export type NewsletterStore = ReturnType<typeof createNewsletterStore>;

// `sent` counts the campaign's mails the outbox has delivered (sent, or stored as a file).
const CAMPAIGN_SELECT = `SELECT c.*, (
    SELECT COUNT(*) FROM newsletter_deliveries d JOIN mail_outbox m ON m.id = d.outbox_id
    WHERE d.campaign_id = c.id AND m.status IN ('sent', 'stored')
  ) AS sent
  FROM newsletter_campaigns c`;

export function createNewsletterStore(db: Db) {
  const byEmail = db.prepare<[string], SubscriberRow>(
    'SELECT * FROM newsletter_subscribers WHERE email = ?',
  );
  const byConfirmHash = db.prepare<[string], SubscriberRow>(
    "SELECT * FROM newsletter_subscribers WHERE confirm_token_hash = ? AND status = 'pending'",
  );
  const byUnsubscribeToken = db.prepare<[string], SubscriberRow>(
    'SELECT * FROM newsletter_subscribers WHERE unsubscribe_token = ?',
  );
  const insertSubscriber = db.prepare(
    `INSERT INTO newsletter_subscribers (id, email, status, source, confirm_token_hash,
       unsubscribe_token, created_at, updated_at)
     VALUES (@id, @email, 'pending', @source, @confirmTokenHash, @unsubscribeToken, @at, @at)`,
  );
  const renewPending = db.prepare(
    `UPDATE newsletter_subscribers SET status = 'pending', source = @source,
       confirm_token_hash = @confirmTokenHash, created_at = @at, confirmed_at = NULL,
       unsubscribed_at = NULL, updated_at = @at
     WHERE id = @id`,
  );
  const confirm = db.prepare<[string, string, string]>(
    `UPDATE newsletter_subscribers SET status = 'confirmed', confirm_token_hash = NULL,
       confirmed_at = ?, updated_at = ? WHERE id = ? AND status = 'pending'`,
  );
  const unsubscribe = db.prepare<[string, string, string]>(
    `UPDATE newsletter_subscribers SET status = 'unsubscribed', confirm_token_hash = NULL,
       unsubscribed_at = ?, updated_at = ? WHERE id = ? AND status != 'unsubscribed'`,
  );
  const dropPending = db.prepare<[string]>(
    "DELETE FROM newsletter_subscribers WHERE status = 'pending' AND created_at < ?",
  );
  const signUpsFromClient = db.prepare<[string | null, string], { count: number }>(
    `SELECT COUNT(*) AS count FROM newsletter_consents
     WHERE client_hash IS ? AND action = 'subscribe' AND at > ?`,
  );
  const insertConsent = db.prepare(
    `INSERT INTO newsletter_consents (email_hash, action, source, client_hash, at)
     VALUES (@emailHash, @action, @source, @clientHash, @at)`,
  );
  const counts = db.prepare<[], { status: SubscriberStatus; count: number }>(
    'SELECT status, COUNT(*) AS count FROM newsletter_subscribers GROUP BY status',
  );
  const confirmedPage = db.prepare<[string, number], SubscriberRow>(
    `SELECT * FROM newsletter_subscribers WHERE status = 'confirmed' AND id > ?
     ORDER BY id LIMIT ?`,
  );

  const campaignById = db.prepare<[string], CampaignRow>(`${CAMPAIGN_SELECT} WHERE c.id = ?`);
  const campaigns = db.prepare<[], CampaignRow>(
    `${CAMPAIGN_SELECT} ORDER BY c.created_at DESC, c.id DESC LIMIT 200`,
  );
  const insertCampaign = db.prepare(
    `INSERT INTO newsletter_campaigns (id, subject, text_body, blocks, status, created_at, updated_at,
       version)
     VALUES (@id, @subject, @text, @blocks, 'draft', @at, @at, 1)`,
  );
  const updateCampaign = db.prepare(
    `UPDATE newsletter_campaigns SET subject = @subject, text_body = @text, blocks = @blocks,
       status = 'draft', scheduled_at = NULL, updated_at = @at, version = version + 1
     WHERE id = @id AND status IN ('draft', 'scheduled')`,
  );
  const deleteCampaign = db.prepare<[string]>(
    "DELETE FROM newsletter_campaigns WHERE id = ? AND status IN ('draft', 'scheduled')",
  );
  const schedule = db.prepare<[string, string, string]>(
    `UPDATE newsletter_campaigns SET status = 'scheduled', scheduled_at = ?, updated_at = ?,
       version = version + 1
     WHERE id = ? AND status IN ('draft', 'scheduled')`,
  );
  const startSending = db.prepare<[number, string, string]>(
    `UPDATE newsletter_campaigns SET status = 'sending', total = ?, updated_at = ?,
       version = version + 1
     WHERE id = ? AND status IN ('draft', 'scheduled')`,
  );
  const addRecipients = db.prepare<[string]>(
    `INSERT OR IGNORE INTO newsletter_deliveries (campaign_id, subscriber_id)
     SELECT ?, id FROM newsletter_subscribers WHERE status = 'confirmed'`,
  );
  const dueScheduled = db.prepare<[string], { id: string }>(
    `SELECT id FROM newsletter_campaigns WHERE status = 'scheduled' AND scheduled_at <= ?
     ORDER BY scheduled_at`,
  );
  const sendingCampaigns = db.prepare<[], { id: string }>(
    "SELECT id FROM newsletter_campaigns WHERE status = 'sending' ORDER BY updated_at",
  );
  const waiting = db.prepare<[string, number], WaitingDelivery>(
    `SELECT d.subscriber_id AS subscriberId, s.email, s.status, s.unsubscribe_token AS unsubscribeToken
     FROM newsletter_deliveries d LEFT JOIN newsletter_subscribers s ON s.id = d.subscriber_id
     WHERE d.campaign_id = ? AND d.state = 'waiting' LIMIT ?`,
  );
  const markQueued = db.prepare<[string | null, string, string]>(
    `UPDATE newsletter_deliveries SET state = 'queued', outbox_id = ?
     WHERE subscriber_id = ? AND campaign_id = ? AND state = 'waiting'`,
  );
  const markSkipped = db.prepare<[string, string]>(
    `UPDATE newsletter_deliveries SET state = 'skipped'
     WHERE subscriber_id = ? AND campaign_id = ? AND state = 'waiting'`,
  );
  // Queued and not delivered yet: the pacer waits for these before queueing more.
  const inFlight = db.prepare<[string], { count: number }>(
    `SELECT COUNT(*) AS count FROM newsletter_deliveries d JOIN mail_outbox m ON m.id = d.outbox_id
     WHERE d.campaign_id = ? AND m.status IN ('queued', 'sending')`,
  );
  const stillWaiting = db.prepare<[string], { count: number }>(
    "SELECT COUNT(*) AS count FROM newsletter_deliveries WHERE campaign_id = ? AND state = 'waiting'",
  );
  const finishCampaign = db.prepare<[string, string, string]>(
    `UPDATE newsletter_campaigns SET status = 'sent', sent_at = ?, updated_at = ?,
       version = version + 1
     WHERE id = ? AND status = 'sending'`,
  );
  const dropQueuedCampaignMail = db.prepare<[string]>(
    `DELETE FROM mail_outbox WHERE status = 'queued' AND id IN (
       SELECT d.outbox_id FROM newsletter_deliveries d WHERE d.subscriber_id = ?
         AND d.state = 'queued')`,
  );
  const skipWaitingOf = db.prepare<[string]>(
    `UPDATE newsletter_deliveries SET state = 'skipped'
     WHERE subscriber_id = ? AND state = 'waiting'`,
  );

  return {
    transaction: <T>(work: () => T): T => db.transaction(work)(),

    findByEmail(email: string): SubscriberRecord | null {
      const row = byEmail.get(email);
      return row ? toSubscriber(row) : null;
    },
    findPendingByConfirmHash(hash: string): SubscriberRecord | null {
      const row = byConfirmHash.get(hash);
      return row ? toSubscriber(row) : null;
    },
    findByUnsubscribeToken(token: string): SubscriberRecord | null {
      const row = byUnsubscribeToken.get(token);
      return row ? toSubscriber(row) : null;
    },
    insertPending(row: {
      id: string;
      email: string;
      source: string;
      confirmTokenHash: string;
      unsubscribeToken: string;
      at: string;
    }): void {
      insertSubscriber.run(row);
    },
    /** A new sign-up of a pending or unsubscribed address: pending again, with a new token. */
    renewPending(row: { id: string; source: string; confirmTokenHash: string; at: string }): void {
      renewPending.run(row);
    },
    confirm(id: string, at: string): boolean {
      return confirm.run(at, at, id).changes === 1;
    },
    /**
     * Unsubscribes, and takes back the campaign mail queued for them that has not gone out:
     * unsubscribing takes effect at once, also in the middle of a campaign.
     */
    unsubscribe(id: string, at: string): boolean {
      const changed = unsubscribe.run(at, at, id).changes === 1;
      dropQueuedCampaignMail.run(id);
      skipWaitingOf.run(id);
      return changed;
    },
    /** Drops pending sign-ups made before `before`; answers how many. */
    dropPendingBefore(before: string): number {
      return dropPending.run(before).changes;
    },
    /** Sign-ups (each one a confirmation mail) caused from one client since `since`. */
    signUpsFromClientSince(clientHash: string | null, since: string): number {
      return signUpsFromClient.get(clientHash, since)?.count ?? 0;
    },
    recordConsent(consent: ConsentRecord): void {
      insertConsent.run(consent);
    },
    consentsOf(emailHash: string): ConsentRecord[] {
      return db
        .prepare<[string], ConsentRecord>(
          `SELECT email_hash AS emailHash, action, source, client_hash AS clientHash, at
           FROM newsletter_consents WHERE email_hash = ? ORDER BY id`,
        )
        .all(emailHash);
    },
    counts(): Record<SubscriberStatus, number> {
      const result: Record<SubscriberStatus, number> = {
        pending: 0,
        confirmed: 0,
        unsubscribed: 0,
      };
      for (const row of counts.all()) result[row.status] = row.count;
      return result;
    },
    list(query: { status?: SubscriberStatus; limit: number; offset: number }): SubscriberRecord[] {
      const rows = query.status
        ? db
            .prepare<[string, number, number], SubscriberRow>(
              `SELECT * FROM newsletter_subscribers WHERE status = ?
               ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
            )
            .all(query.status, query.limit, query.offset)
        : db
            .prepare<[number, number], SubscriberRow>(
              `SELECT * FROM newsletter_subscribers ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
            )
            .all(query.limit, query.offset);
      return rows.map(toSubscriber);
    },
    /**
     * The confirmed subscribers a page at a time (by id), for a streamed export: each page is
     * read whole, so no query stays open on the connection while the answer streams.
     */
    *confirmed(pageSize = 500): Generator<SubscriberRecord> {
      let after = '';
      for (;;) {
        const rows = confirmedPage.all(after, pageSize);
        for (const row of rows) yield toSubscriber(row);
        if (rows.length < pageSize) return;
        after = rows.at(-1)!.id;
      }
    },

    findCampaign(id: string): CampaignRecord | null {
      const row = campaignById.get(id);
      return row ? toCampaign(row) : null;
    },
    listCampaigns(): CampaignRecord[] {
      return campaigns.all().map(toCampaign);
    },
    insertCampaign(row: {
      id: string;
      subject: string;
      text: string;
      blocks: CampaignBlock[];
      at: string;
    }): void {
      insertCampaign.run({ ...row, blocks: JSON.stringify(row.blocks) });
    },
    updateCampaign(row: {
      id: string;
      subject: string;
      text: string;
      blocks: CampaignBlock[];
      at: string;
    }): boolean {
      return updateCampaign.run({ ...row, blocks: JSON.stringify(row.blocks) }).changes === 1;
    },
    /** Deletes a draft or scheduled campaign; false when there is none that may go. */
    deleteCampaign(id: string): boolean {
      return deleteCampaign.run(id).changes === 1;
    },
    schedule(id: string, scheduledAt: string, at: string): boolean {
      return schedule.run(scheduledAt, at, id).changes === 1;
    },
    /** Fixes the recipients (every confirmed subscriber now) and marks the campaign sending. */
    startSending(id: string, at: string): boolean {
      const recipients = addRecipients.run(id).changes;
      return startSending.run(recipients, at, id).changes === 1;
    },
    dueScheduled(now: string): string[] {
      return dueScheduled.all(now).map((row) => row.id);
    },
    sendingCampaigns(): string[] {
      return sendingCampaigns.all().map((row) => row.id);
    },
    waiting(campaignId: string, limit: number): WaitingDelivery[] {
      return waiting.all(campaignId, limit);
    },
    markQueued(campaignId: string, subscriberId: string, outboxId: string | null): void {
      markQueued.run(outboxId, subscriberId, campaignId);
    },
    markSkipped(campaignId: string, subscriberId: string): void {
      markSkipped.run(subscriberId, campaignId);
    },
    inFlight(campaignId: string): number {
      return inFlight.get(campaignId)?.count ?? 0;
    },
    stillWaiting(campaignId: string): number {
      return stillWaiting.get(campaignId)?.count ?? 0;
    },
    finishCampaign(id: string, at: string): boolean {
      return finishCampaign.run(at, at, id).changes === 1;
    },
  };
}

function toSubscriber(row: SubscriberRow): SubscriberRecord {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    source: row.source,
    confirmTokenHash: row.confirm_token_hash,
    unsubscribeToken: row.unsubscribe_token,
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
    unsubscribedAt: row.unsubscribed_at,
    updatedAt: row.updated_at,
  };
}

function toCampaign(row: CampaignRow): CampaignRecord {
  return {
    id: row.id,
    subject: row.subject,
    text: row.text_body,
    blocks: JSON.parse(row.blocks) as CampaignBlock[],
    status: row.status,
    scheduledAt: row.scheduled_at,
    total: row.total,
    sent: row.sent,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    sentAt: row.sent_at,
    version: row.version,
  };
}
