import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink.ts';
import { createTestDatabase, recordingLogger, type TestDatabase } from '../test/test-app.ts';
import { retryDelayMs } from './backoff.ts';
import { createMailDelivery } from './delivery.ts';
import { outboxStore } from './outbox-store.ts';
import { queueEmail } from './queue.ts';
import { renderEmail } from './render.ts';
import { createMailSender, type MailSender } from './sender.ts';

let database: TestDatabase;
let sink: SmtpSink | null;
let sender: MailSender | null;
beforeEach(() => {
  database = createTestDatabase();
  sink = null;
  sender = null;
});
afterEach(async () => {
  await sender?.stop();
  await sink?.close();
  database.cleanup();
});

const FROM = '"Kawaii Atelier" <hello@kawaii-atelier.example>';

function welcome(to = 'mia@example.test') {
  return {
    to,
    kind: 'test-welcome',
    ...renderEmail({
      subject: 'Welcome to the atelier',
      heading: 'Hello Mia!',
      shopName: 'Kawaii Atelier',
      blocks: [
        { type: 'text', text: 'Your <first> order is on its way & soon with you.' },
        { type: 'button', label: 'View your order', url: 'https://shop.example/order/KA-1?key=k' },
      ],
    }),
  };
}

/** A sender over the test database with a clock the test moves. */
function senderTo(smtpUrl: string | null, clock: { now: Date }) {
  sender = createMailSender({
    db: database.db,
    delivery: createMailDelivery({
      smtpUrl,
      mailFrom: FROM,
      mailDir: join(database.dataDir, 'mail'),
    }),
    logger: recordingLogger(),
    now: () => clock.now,
  });
  return sender;
}

/** The sender's clock: an hour ahead of the real time at which the tests queue their rows. */
const started = Date.now() + 3_600_000;
const at = (seconds: number) => new Date(started + seconds * 1000);
const iso = (seconds: number) => at(seconds).toISOString();

const rowOf = (id: string) => outboxStore(database.db).findById(id)!;

describe('queueEmail', () => {
  it('belongs to the caller’s transaction: a rolled back event leaves no email', () => {
    const { db } = database;
    expect(() =>
      db.transaction(() => {
        queueEmail(db, welcome());
        throw new Error('the order failed');
      })(),
    ).toThrow('the order failed');
    expect(outboxStore(db).list({ limit: 10 })).toEqual([]);

    const id = db.transaction(() => queueEmail(db, welcome()))();
    expect(rowOf(id!)).toMatchObject({ status: 'queued', attempts: 0, to: 'mia@example.test' });
  });

  it('queues a message with a once key only once', () => {
    const first = queueEmail(database.db, { ...welcome(), onceKey: 'reminder:order-1' });
    const second = queueEmail(database.db, { ...welcome(), onceKey: 'reminder:order-1' });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    expect(outboxStore(database.db).list({ limit: 10 })).toHaveLength(1);
  });
});

describe('the mail sender', () => {
  it('delivers to an SMTP server the text and kawaii HTML parts, once', async () => {
    sink = await startSmtpSink();
    const clock = { now: at(0) };
    const id = queueEmail(database.db, welcome())!;

    expect(await senderTo(sink.url, clock).deliverDue()).toBe(1);
    expect(await sender!.deliverDue()).toBe(0);

    expect(sink.messages).toHaveLength(1);
    const [message] = sink.messages;
    expect(message!.to).toEqual(['mia@example.test']);
    expect(message!.subject).toBe('Welcome to the atelier');
    expect(message!.messageId).toBe(`<${id}@kawaii-atelier.example>`);
    expect(message!.text).toContain('Your <first> order is on its way & soon with you.');
    expect(message!.text).toContain('View your order: https://shop.example/order/KA-1?key=k');
    expect(message!.html).toContain('Your &lt;first&gt; order is on its way &amp; soon');
    expect(message!.html).toContain('href="https://shop.example/order/KA-1?key=k"');
    expect(message!.raw).toMatch(/^From: "?Kawaii Atelier"? <hello@kawaii-atelier.example>/m);
    expect(rowOf(id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      sentAt: clock.now.toISOString(),
    });
  });

  it('retries a refused message after 1 minute, then 2, and sends it once it goes through', async () => {
    sink = await startSmtpSink({ refuse: true });
    const clock = { now: at(0) };
    const id = queueEmail(database.db, welcome())!;
    const refusing = senderTo(sink.url, clock);

    expect(await refusing.deliverDue()).toBe(0);
    expect(rowOf(id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      nextAttemptAt: iso(60),
    });
    expect(rowOf(id).lastError).toMatch(/Try again later/);

    // Not yet due: nothing is tried.
    clock.now = at(59);
    expect(await refusing.deliverDue()).toBe(0);
    expect(sink.incoming).toBe(1);

    clock.now = at(60);
    expect(await refusing.deliverDue()).toBe(0);
    expect(rowOf(id)).toMatchObject({ attempts: 2, nextAttemptAt: iso(180) });
    await refusing.stop();
    await sink.close();

    // The server is back (a working one this time) when the retry comes due.
    sink = await startSmtpSink();
    clock.now = at(180);
    expect(await senderTo(sink.url, clock).deliverDue()).toBe(1);
    expect(sink.messages.map((message) => message.subject)).toEqual(['Welcome to the atelier']);
    expect(rowOf(id)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  });

  it('keeps trying when no server answers at all', async () => {
    const closed = await startSmtpSink();
    const nobodyThere = closed.url;
    await closed.close();
    const clock = { now: at(0) };
    const id = queueEmail(database.db, welcome())!;

    expect(await senderTo(nobodyThere, clock).deliverDue()).toBe(0);
    expect(rowOf(id)).toMatchObject({ status: 'queued', attempts: 1 });
    expect(rowOf(id).lastError).toMatch(/ECONNREFUSED/);
  });

  it('sends again a message a killed process left half-sent, when it starts', async () => {
    sink = await startSmtpSink();
    const id = queueEmail(database.db, welcome())!;
    // What a process killed during the SMTP exchange leaves behind.
    expect(outboxStore(database.db).claim(id)).toBe(true);

    const starting = senderTo(sink.url, { now: at(0) });
    starting.start();
    await sink.waitForMessages(1);
    await starting.deliverDue();
    expect(sink.messages).toHaveLength(1);
    expect(rowOf(id).status).toBe('sent');
  });

  it('wakes when mail is queued, without waiting for its poll', async () => {
    sink = await startSmtpSink();
    senderTo(sink.url, { now: at(0) }).start();
    database.db.transaction(() => queueEmail(database.db, welcome('kai@example.test')))();
    const [message] = await sink.waitForMessages(1);
    expect(message!.to).toEqual(['kai@example.test']);
  });

  it('without SMTP_URL writes each message to DATA_DIR/mail/<id>.eml and marks it stored', async () => {
    const id = queueEmail(database.db, welcome())!;
    expect(await senderTo(null, { now: at(0) }).deliverDue()).toBe(1);

    const file = join(database.dataDir, 'mail', `${id}.eml`);
    expect(existsSync(file)).toBe(true);
    const eml = readFileSync(file, 'utf8');
    expect(eml).toMatch(/^Subject: Welcome to the atelier/m);
    expect(eml).toMatch(/^To: mia@example.test/m);
    expect(eml).toContain('text/html');
    expect(rowOf(id).status).toBe('stored');
  });
});

describe('the outbox’s batch bookkeeping', () => {
  it('claims only rows still queued, and settles delivered, refused and untried rows at once', () => {
    const outbox = outboxStore(database.db);
    const [sent, refused, untried, taken] = ['a', 'b', 'c', 'd'].map((name) =>
      queueEmail(database.db, welcome(`${name}@example.test`))!,
    );
    // Another attempt holds one row already: this batch does not get it.
    expect(outbox.claim(taken!)).toBe(true);
    expect(outbox.claimAll([sent!, refused!, untried!, taken!])).toEqual([sent, refused, untried]);
    expect(rowOf(untried!)).toMatchObject({ status: 'sending', attempts: 1 });

    outbox.settle([
      { id: sent!, delivered: 'sent', at: iso(1) },
      { id: refused!, retryAt: iso(60), error: '421 Try again later' },
      { id: untried!, untried: true },
    ]);
    expect(rowOf(sent!)).toMatchObject({ status: 'sent', attempts: 1, sentAt: iso(1) });
    expect(rowOf(refused!)).toMatchObject({
      status: 'queued',
      attempts: 1,
      nextAttemptAt: iso(60),
      lastError: '421 Try again later',
    });
    // Never tried, so the attempt is not counted against it.
    expect(rowOf(untried!)).toMatchObject({ status: 'queued', attempts: 0, sentAt: null });
    expect(rowOf(taken!)).toMatchObject({ status: 'sending', attempts: 1 });
  });
});

describe('retryDelayMs', () => {
  it('waits 1 minute, doubling after each failure, at most 6 hours', () => {
    const minutes = [1, 2, 3, 4, 9, 10, 50].map((attempts) => retryDelayMs(attempts) / 60_000);
    expect(minutes).toEqual([1, 2, 4, 8, 256, 360, 360]);
  });
});
