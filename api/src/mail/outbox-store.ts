// The SQL of the mail outbox. Statements are prepared once per database connection, so that
// queueing from any service (inside its own transaction) costs one insert.

import type { Db } from '../db/connection.ts';
import { withoutFsync } from '../db/without-fsync.ts';

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'stored'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export interface OutboxRecord {
  id: string;
  kind: string;
  to: string;
  subject: string;
  /** What staff read: a sign-in link is hidden here. */
  text: string;
  html: string;
  /** Extra headers (a campaign's List-Unsubscribe); empty for most messages. */
  headers: Record<string, string>;
  /** The recipient's parts when they differ from staff's, kept only until delivered. */
  deliveryText: string | null;
  deliveryHtml: string | null;
  orderId: string | null;
  userId: string | null;
  relatedId: string | null;
  status: MailStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

interface OutboxRow {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: string | null;
  delivery_text: string | null;
  delivery_html: string | null;
  order_id: string | null;
  user_id: string | null;
  related_id: string | null;
  status: MailStatus;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** A message as queued: the sender fills in its status, attempts and outcome. */
export type NewOutboxRow = Pick<
  OutboxRecord,
  | 'id'
  | 'kind'
  | 'to'
  | 'subject'
  | 'text'
  | 'html'
  | 'orderId'
  | 'userId'
  | 'relatedId'
  | 'createdAt'
> &
  Partial<Pick<OutboxRecord, 'deliveryText' | 'deliveryHtml'>> & {
    /** Queues the message only once for this key (a second queueing is ignored). */
    onceKey: string | null;
    /** Extra headers (a campaign's List-Unsubscribe); none unless given. */
    headers?: Record<string, string>;
  };

export interface OutboxPageQuery {
  limit: number;
  /** The `createdAt|id` of the last row of the previous page. */
  before?: { createdAt: string; id: string };
  orderId?: string;
}

/** How one claimed delivery attempt ended, written back with the others of its batch. */
export type AttemptOutcome =
  | { id: string; delivered: 'sent' | 'stored'; at: string }
  | { id: string; retryAt: string; error: string }
  /** Claimed but never tried (the sender stopped): queued again, the attempt not counted. */
  | { id: string; untried: true };

export type OutboxStore = ReturnType<typeof prepareOutboxStore>;

const stores = new WeakMap<Db, OutboxStore>();

/** The outbox statements of this connection (prepared on first use). */
/**
 * Mails of some kinds sent to one address (any case) after a time: read through the recipient
 * index (migration 026), so a count costs that address's mails, not every mail of the hour.
 */
export const SENT_TO_SQL = `SELECT COUNT(*) AS n FROM mail_outbox
  WHERE created_at > ? AND to_address = ? COLLATE NOCASE
    AND kind IN (SELECT value FROM json_each(?))`;

export function outboxStore(db: Db): OutboxStore {
  let store = stores.get(db);
  if (!store) {
    store = prepareOutboxStore(db);
    stores.set(db, store);
  }
  return store;
}

function prepareOutboxStore(db: Db) {
  const insert = db.prepare(
    `INSERT INTO mail_outbox (id, kind, to_address, subject, text_body, html_body, headers,
       delivery_text, delivery_html, order_id, user_id, related_id, once_key, status, attempts,
       next_attempt_at, created_at)
     VALUES (@id, @kind, @to, @subject, @text, @html, @headers, @deliveryText, @deliveryHtml,
       @orderId, @userId, @relatedId, @onceKey, 'queued', 0, @createdAt, @createdAt)
     ON CONFLICT (once_key) DO NOTHING`,
  );
  const due = db.prepare<[string, number], OutboxRow>(
    `SELECT * FROM mail_outbox WHERE status = 'queued' AND next_attempt_at <= ?
     ORDER BY next_attempt_at, created_at LIMIT ?`,
  );
  const claim = db.prepare<[string]>(
    `UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1
     WHERE id = ? AND status = 'queued'`,
  );
  const finish = db.prepare<[MailStatus, string, string]>(
    // A delivered message's sign-in link is the recipient's alone: the shop keeps no copy.
    `UPDATE mail_outbox SET status = ?, sent_at = ?, last_error = NULL, delivery_text = NULL,
       delivery_html = NULL
     WHERE id = ? AND status = 'sending'`,
  );
  const retry = db.prepare<[string, string, string]>(
    `UPDATE mail_outbox SET status = 'queued', next_attempt_at = ?, last_error = ?
     WHERE id = ? AND status = 'sending'`,
  );
  const unclaim = db.prepare<[string]>(
    `UPDATE mail_outbox SET status = 'queued', attempts = attempts - 1
     WHERE id = ? AND status = 'sending'`,
  );
  const release = db.prepare(`UPDATE mail_outbox SET status = 'queued' WHERE status = 'sending'`);
  const byId = db.prepare<[string], OutboxRow>('SELECT * FROM mail_outbox WHERE id = ?');
  const sentTo = db.prepare<[string, string, string], { n: number }>(SENT_TO_SQL);
  const ofUser = db.prepare<[string, string, string], { n: number }>(
    `SELECT COUNT(*) AS n FROM mail_outbox WHERE created_at > ? AND user_id = ? AND kind = ?`,
  );
  const nextDue = db.prepare<[], { at: string | null }>(
    `SELECT MIN(next_attempt_at) AS at FROM mail_outbox WHERE status = 'queued'`,
  );
  // A batch at a time (the partial index lists only mail whose body is still kept), so one run
  // never holds the write lock for long.
  const pruneBodies = db.prepare<[string, number]>(
    `UPDATE mail_outbox SET text_body = '', html_body = ''
     WHERE id IN (SELECT id FROM mail_outbox INDEXED BY mail_outbox_body_kept
                  WHERE sent_at IS NOT NULL AND (text_body != '' OR html_body != '')
                    AND sent_at < ? LIMIT ?)`,
  );
  const pages = new Map<string, ReturnType<Db['prepare']>>();
  const page = (sql: string) => {
    let statement = pages.get(sql);
    if (!statement) pages.set(sql, (statement = db.prepare(sql)));
    return statement;
  };

  // The sender's bookkeeping commits without waiting for the disk (see withoutFsync): with
  // synchronous=FULL every commit waits for an fsync on the event loop the shop's orders share,
  // and these marks may be lost in a power cut at no cost but one more attempt, since the message
  // itself was committed in full with the change that queued it. A process that is killed keeps
  // them, so a mark written right after each delivery means no message is sent twice.
  const claimAllTransaction = db.transaction((ids: readonly string[]): string[] =>
    ids.filter((id) => claim.run(id).changes === 1),
  );
  const claimAll = (ids: readonly string[]) => withoutFsync(db, () => claimAllTransaction(ids));
  const settleAll = (outcomes: readonly AttemptOutcome[]) =>
    withoutFsync(db, () => settleTransaction(outcomes));
  const settleTransaction = db.transaction((outcomes: readonly AttemptOutcome[]): void => {
    for (const outcome of outcomes) {
      if ('delivered' in outcome) finish.run(outcome.delivered, outcome.at, outcome.id);
      else if ('retryAt' in outcome) retry.run(outcome.retryAt, outcome.error, outcome.id);
      else unclaim.run(outcome.id);
    }
  });

  return {
    /** False when a row with the same once key exists already. */
    insert(row: NewOutboxRow): boolean {
      const headers =
        row.headers && Object.keys(row.headers).length > 0 ? JSON.stringify(row.headers) : null;
      return insert.run({ deliveryText: null, deliveryHtml: null, ...row, headers }).changes === 1;
    },

    /** Queued rows whose time has come, oldest first. */
    due(now: string, limit: number): OutboxRecord[] {
      return due.all(now, limit).map(toRecord);
    },

    /** Takes the row for one delivery attempt; false when another attempt already has it. */
    claim(id: string): boolean {
      return claim.run(id).changes === 1;
    },

    /** Marks a claimed row delivered; only the first call changes anything. */
    finish(id: string, status: 'sent' | 'stored', at: string): boolean {
      return finish.run(status, at, id).changes === 1;
    },

    /** Puts a claimed row back in the queue for a later attempt. */
    retryLater(id: string, at: string, error: string): void {
      retry.run(at, error, id);
    },

    /** Claims the rows still queued, in one commit (no fsync); answers the ids this caller now holds. */
    claimAll(ids: readonly string[]): string[] {
      return ids.length === 0 ? [] : claimAll(ids);
    },

    /** Writes back how attempts ended, in one commit (no fsync). */
    settle(outcomes: readonly AttemptOutcome[]): void {
      if (outcomes.length > 0) settleAll(outcomes);
    },

    /**
     * Rows a stopped process left claimed go back to the queue: their delivery never finished
     * (SMTP accepts a message only once its sender has it all), so they are tried again.
     */
    releaseAbandonedClaims(): number {
      return release.run().changes;
    },

    /** Messages of these kinds queued to `to` (any case) after `since`. */
    countSentTo(to: string, kinds: readonly string[], since: string): number {
      return sentTo.get(since, to, JSON.stringify(kinds))?.n ?? 0;
    },

    /** Messages of one kind queued about one account after `since`. */
    countOfUser(userId: string, kind: string, since: string): number {
      return ofUser.get(since, userId, kind)?.n ?? 0;
    },

    nextAttemptAt(): string | null {
      return nextDue.get()?.at ?? null;
    },

    findById(id: string): OutboxRecord | null {
      const row = byId.get(id);
      return row ? toRecord(row) : null;
    },

    /**
     * Empties the bodies of up to `limit` messages sent (or stored) before `before`: their
     * headers stay for the Emails tab. Answers how many were pruned.
     */
    pruneBodiesSentBefore(before: string, limit: number): number {
      return pruneBodies.run(before, limit).changes;
    },

    /** Newest first. */
    list(query: OutboxPageQuery): OutboxRecord[] {
      const where: string[] = [];
      const params: Record<string, unknown> = { limit: query.limit };
      if (query.before) {
        where.push('(created_at < @beforeAt OR (created_at = @beforeAt AND id < @beforeId))');
        params['beforeAt'] = query.before.createdAt;
        params['beforeId'] = query.before.id;
      }
      if (query.orderId !== undefined) {
        where.push('order_id = @orderId');
        params['orderId'] = query.orderId;
      }
      const sql = [
        'SELECT * FROM mail_outbox',
        where.length > 0 ? `WHERE ${where.join(' AND ')}` : '',
        'ORDER BY created_at DESC, id DESC LIMIT @limit',
      ].join(' ');
      return (page(sql).all(params) as OutboxRow[]).map(toRecord);
    },
  };
}

function toRecord(row: OutboxRow): OutboxRecord {
  return {
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : {},
    deliveryText: row.delivery_text,
    deliveryHtml: row.delivery_html,
    orderId: row.order_id,
    userId: row.user_id,
    relatedId: row.related_id,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}
