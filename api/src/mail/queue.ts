import { EventEmitter } from 'node:events';
import type { Db } from '../db/connection.ts';
import { newId } from '../db/ids.ts';
import { outboxStore } from './outbox-store.ts';

/** One transactional email, rendered (see `renderEmail` for the kawaii HTML and text parts). */
export interface QueuedEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. a campaign's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
  /**
   * What staff may read when it differs from what is delivered (a sign-in link hidden); the
   * delivered parts are then kept only until the message is delivered.
   */
  staffCopy?: { text: string; html: string };
  /** What kind of message this is, e.g. 'order-received', 'password-reset' (shown to staff). */
  kind: string;
  /** What it is about, so staff can find it; plain ids, never checked against other tables. */
  orderId?: string | null;
  userId?: string | null;
  relatedId?: string | null;
  /** Queue it at most once ever under this key (e.g. `order-reminder:<orderId>`). */
  onceKey?: string | null;
}

/**
 * Queues an email to be sent by the background mail sender, and returns its outbox id (null
 * when `onceKey` was already used).
 *
 * Call it INSIDE the same `db.transaction(...)` as the change that causes the email: the message
 * then exists if and only if the change was committed, and the sender delivers it (with retries)
 * even if the process stops right after. Never send mail any other way.
 *
 * ```ts
 * db.transaction(() => {
 *   users.setResetToken(user.id, hash);
 *   queueEmail(db, { to: user.email, kind: 'password-reset', userId: user.id,
 *     ...renderEmail({ subject: 'Reset your password', heading: 'Hi!', blocks: [...] }) });
 * })();
 * ```
 */
export function queueEmail(db: Db, email: QueuedEmail, now: Date = new Date()): string | null {
  const id = newId();
  const inserted = outboxStore(db).insert({
    id,
    kind: email.kind,
    to: email.to,
    subject: email.subject,
    text: email.staffCopy?.text ?? email.text,
    html: email.staffCopy?.html ?? email.html,
    deliveryText: email.staffCopy ? email.text : null,
    deliveryHtml: email.staffCopy ? email.html : null,
    headers: email.headers ?? {},
    orderId: email.orderId ?? null,
    userId: email.userId ?? null,
    relatedId: email.relatedId ?? null,
    onceKey: email.onceKey ?? null,
    createdAt: now.toISOString(),
  });
  if (!inserted) return null;
  // The sender of this database looks at once after the current transaction has committed
  // (or finds nothing if it rolled back); it also polls, so nothing depends on this.
  const signal = queuedSignals.get(db);
  if (signal) setImmediate(() => signal.emit('queued'));
  return id;
}

const queuedSignals = new WeakMap<Db, EventEmitter>();

/** Lets the sender of `db` hear about new mail; returns the function that stops listening. */
export function onEmailQueued(db: Db, listener: () => void): () => void {
  let signal = queuedSignals.get(db);
  if (!signal) {
    signal = new EventEmitter();
    queuedSignals.set(db, signal);
  }
  signal.on('queued', listener);
  const listening = signal;
  return () => void listening.off('queued', listener);
}
