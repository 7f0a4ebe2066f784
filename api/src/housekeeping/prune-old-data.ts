// What the shop keeps only for a while, pruned on a schedule so the database (and every backup
// of it) does not grow for ever: the bodies of sent mail after MAIL_BODY_DAYS (their headers stay
// in the Emails tab), idempotency records after a day, and account links a day past their time.

import { createAccountTokenStore } from '../auth/account-token-store.ts';
import type { Db } from '../db/connection.ts';
import { outboxStore } from '../mail/outbox-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Mail bodies pruned per statement: each batch holds the write lock only briefly. */
const MAIL_BATCH = 500;

export interface PruneOptions {
  /** Days a sent message keeps its body. */
  mailBodyDays: number;
  /** How long an idempotency record answers a repeated request. */
  idempotencyTtlMs: number;
  /** Forgets idempotency records made before the moment (the HTTP layer's store). */
  forgetIdempotencyBefore: (moment: Date) => void;
  now?: () => Date;
}

export interface PruneCounts {
  mailBodies: number;
}

export type PruneOldData = () => PruneCounts;

export function createPruneOldData(db: Db, options: PruneOptions): PruneOldData {
  const mail = outboxStore(db);
  const tokens = createAccountTokenStore(db);
  const now = options.now ?? (() => new Date());
  return () => {
    const at = now().getTime();
    const mailBefore = new Date(at - options.mailBodyDays * DAY_MS).toISOString();
    let mailBodies = 0;
    let pruned: number;
    do {
      pruned = mail.pruneBodiesSentBefore(mailBefore, MAIL_BATCH);
      mailBodies += pruned;
    } while (pruned === MAIL_BATCH);
    options.forgetIdempotencyBefore(new Date(at - options.idempotencyTtlMs));
    // A link a day past its time: long enough to tell someone it has expired.
    tokens.pruneExpiredBefore(new Date(at - DAY_MS).toISOString());
    return { mailBodies };
  };
}
