import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccountTokenStore } from '../auth/account-token-store.ts';
import { IDEMPOTENCY_TTL_MS } from '../http/idempotency.ts';
import { createIdempotencyStore } from '../http/idempotency-store.ts';
import { outboxStore } from '../mail/outbox-store.ts';
import { buildUser } from '../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { createPruneOldData } from './prune-old-data.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-27T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();

let database: TestDatabase;
beforeEach(() => {
  database = createTestDatabase();
});
afterEach(() => database.cleanup());

function prune(mailBodyDays = 90) {
  const idempotency = createIdempotencyStore(database.db);
  return createPruneOldData(database.db, {
    mailBodyDays,
    idempotencyTtlMs: IDEMPOTENCY_TTL_MS,
    forgetIdempotencyBefore: (moment) => idempotency.forgetOlderThan(moment),
    now: () => NOW,
  })();
}

function sentMail(id: string, sentAt: string | null) {
  const mail = outboxStore(database.db);
  mail.insert({
    id,
    kind: 'order-placed',
    to: 'buyer@example.com',
    subject: `Order ${id}`,
    text: 'Thank you for your order',
    html: '<p>Thank you for your order</p>',
    orderId: null,
    userId: null,
    relatedId: null,
    createdAt: sentAt ?? daysAgo(200),
    onceKey: null,
  });
  if (sentAt !== null) {
    mail.claim(id);
    mail.finish(id, 'sent', sentAt);
  }
}

describe('pruning old data', () => {
  it('empties the bodies of mail sent more than 90 days ago and keeps their headers', () => {
    sentMail('old', daysAgo(91));
    sentMail('recent', daysAgo(89));
    sentMail('never-sent', null);

    expect(prune()).toEqual({ mailBodies: 1 });
    const mail = outboxStore(database.db);
    const old = mail.findById('old')!;
    expect(old).toMatchObject({
      subject: 'Order old',
      to: 'buyer@example.com',
      text: '',
      html: '',
    });
    expect(old.sentAt).toBe(daysAgo(91));
    expect(mail.findById('recent')!.text).toBe('Thank you for your order');
    expect(mail.findById('never-sent')!.text).toBe('Thank you for your order');
    expect(prune()).toEqual({ mailBodies: 0 });
  });

  it('keeps mail bodies as many days as configured', () => {
    sentMail('ten-days', daysAgo(10));
    expect(prune(30)).toEqual({ mailBodies: 0 });
    expect(prune(7)).toEqual({ mailBodies: 1 });
  });

  it('prunes more mail than one batch in one run', () => {
    database.db.transaction(() => {
      for (let index = 0; index < 1200; index += 1) sentMail(`m${index}`, daysAgo(100));
    })();
    expect(prune()).toEqual({ mailBodies: 1200 });
  });

  it('forgets idempotency records older than a day and account links a day past their time', () => {
    const idempotency = createIdempotencyStore(database.db);
    const user = buildUser(database.db);
    for (const [key, createdAt] of [
      ['old', daysAgo(2)],
      ['fresh', daysAgo(0.5)],
    ] as const) {
      database.db
        .prepare(
          `INSERT INTO idempotency_keys (idempotency_key, user_id, operation, fingerprint, created_at)
           VALUES (?, ?, 'POST /api/orders', 'f', ?)`,
        )
        .run(key, user.id, createdAt);
    }
    const tokens = createAccountTokenStore(database.db);
    for (const [hash, expiresAt] of [
      ['expired-long-ago', daysAgo(3)],
      ['just-expired', daysAgo(0.5)],
      ['open', daysAgo(-1)],
    ] as const) {
      tokens.insert({
        tokenHash: hash,
        userId: user.id,
        purpose: 'reset-password',
        email: user.email,
        createdAt: daysAgo(4),
        expiresAt,
        usedAt: null,
      });
    }

    prune();
    const scope = { userId: user.id, operation: 'POST /api/orders' };
    expect(idempotency.find({ ...scope, key: 'old' })).toBeNull();
    expect(idempotency.find({ ...scope, key: 'fresh' })).not.toBeNull();
    const left = database.db
      .prepare('SELECT token_hash FROM account_tokens ORDER BY token_hash')
      .pluck()
      .all();
    expect(left).toEqual(['just-expired', 'open']);
  });
});
