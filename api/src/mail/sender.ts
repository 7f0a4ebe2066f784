// The background sender: delivers what the outbox holds, oldest first, in batches: it claims a
// batch in one commit, delivers its messages one at a time, and writes back how each went right
// after its attempt (a failed row goes back with a later attempt time), before the next message
// goes out. Those bookkeeping commits skip the fsync (see the outbox store), so they cost the
// shop's orders no disk wait, yet survive the process being killed: a message accepted before a
// kill is never sent again, and one whose delivery was cut short is sent at the next start
// (under the same Message-ID). It wakes when mail is queued (after the queueing transaction
// commits) and polls besides, for retries whose time has come.

import type { Db } from '../db/connection.ts';
import type { Logger } from '../core/logger.ts';
import { retryDelayMs } from './backoff.ts';
import type { MailDelivery } from './delivery.ts';
import { outboxStore, type AttemptOutcome, type OutboxRecord } from './outbox-store.ts';
import { onEmailQueued } from './queue.ts';

export interface MailSenderOptions {
  db: Db;
  delivery: MailDelivery;
  logger: Logger;
  /** The clock; tests move it on to reach a retry. */
  now?: () => Date;
  /** How often to look for due retries (default 15 s). */
  pollMs?: number;
}

export interface MailSender {
  /** Releases rows a killed process left half-sent, then listens and polls. */
  start(): void;
  /** Delivers every due row now; answers how many were delivered. */
  deliverDue(): Promise<number>;
  /** Stops listening and waits (a few seconds at most) for the delivery in progress. */
  stop(): Promise<void>;
}

const BATCH = 20;
const STOP_WAIT_MS = 5000;

export function createMailSender({
  db,
  delivery,
  logger,
  now = () => new Date(),
  pollMs = 15_000,
}: MailSenderOptions): MailSender {
  const outbox = outboxStore(db);
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let unsubscribe: (() => void) | null = null;

  async function attempt(record: OutboxRecord): Promise<AttemptOutcome> {
    try {
      const delivered = await delivery.deliver({
        ...record,
        text: record.deliveryText ?? record.text,
        html: record.deliveryHtml ?? record.html,
      });
      return { id: record.id, delivered, at: now().toISOString() };
    } catch (error) {
      const attempts = record.attempts + 1;
      const retryAt = new Date(now().getTime() + retryDelayMs(attempts)).toISOString();
      logger.error(`Email ${record.id} (${record.kind}) failed, retrying at ${retryAt}`, error);
      return { id: record.id, retryAt, error: describeError(error) };
    }
  }

  /** Claims a batch, delivers it and settles each message as it goes; answers how many were delivered. */
  async function deliverBatch(due: OutboxRecord[]): Promise<number> {
    const claimed = outbox.claimAll(due.map((record) => record.id));
    const pending = due.filter((record) => claimed.includes(record.id));
    let delivered = 0;
    try {
      while (pending.length > 0 && !stopped) {
        const outcome = await attempt(pending[0]!);
        pending.shift();
        outbox.settle([outcome]);
        if ('delivered' in outcome) delivered += 1;
      }
    } finally {
      // Claimed but never tried (the sender stopped, or a settle failed): queued again.
      outbox.settle(pending.map((record) => ({ id: record.id, untried: true })));
    }
    return delivered;
  }

  async function drain(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const due = outbox.due(now().toISOString(), BATCH);
      if (due.length === 0 || stopped) return delivered;
      const deliveredNow = await deliverBatch(due);
      delivered += deliveredNow;
      // Every row of the batch failed: the rest waits for its retry time.
      if (deliveredNow === 0) return delivered;
    }
  }

  function deliverDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          total += await drain();
        } while (again && !stopped);
      } finally {
        running = null;
      }
      return total;
    })();
    return running;
  }

  const kick = () => {
    if (stopped) return;
    deliverDue().catch((error: unknown) => logger.error('The mail sender stopped a round', error));
  };

  return {
    start() {
      const released = outbox.releaseAbandonedClaims();
      if (released > 0) logger.info(`Mail: ${released} interrupted message(s) queued again`);
      logger.info(`Mail goes to ${delivery.describe}`);
      unsubscribe = onEmailQueued(db, kick);
      timer = setInterval(kick, pollMs);
      timer.unref();
      kick();
    },
    deliverDue,
    async stop() {
      stopped = true;
      unsubscribe?.();
      if (timer) clearInterval(timer);
      const inFlight = running;
      if (inFlight) {
        await Promise.race([
          inFlight.catch(() => 0),
          new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref()),
        ]);
      }
      delivery.close();
    },
  };
}

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500);
}
