// A campaign to 2,000 subscribers through a real SMTP server, with the real server process (tsx)
// killed (SIGKILL) in the middle of sending: the mail server has taken 700 messages and hangs on
// the next. Started again, the server sends the rest: every subscriber gets the campaign exactly
// once, each with the one-click unsubscribe headers.

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../config.ts';
import { openDatabase, type Db } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { startSmtpSink } from '../test/smtp-sink.ts';
import { newsletterOver } from './test-helpers.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER = join(REPO_ROOT, 'api/src/server.ts');
const SUBSCRIBERS = 2000;
const BEFORE_THE_KILL = 700;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startServer(dataDir: string, smtpUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SMTP_URL: smtpUrl,
      PUBLIC_ORIGIN: 'https://shop.example',
      MAIL_FROM: 'Kawaii Atelier <hello@kawaii-atelier.example>',
      STOREFRONT_DIR: join(dataDir, 'no-storefront'),
      NEWSLETTER_BATCH: '400',
      NEWSLETTER_BATCH_MS: '50',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => void child.kill('SIGKILL'));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    child.stdout.on('data', () => {
      if (output.includes('running at')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', () => reject(new Error(`server exited:\n${output}`)));
  });
  return child;
}

async function kill(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

async function until(done: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function confirmedSubscribers(db: Db, count: number): void {
  const insert = db.prepare(
    `INSERT INTO newsletter_subscribers (id, email, status, source, unsubscribe_token, created_at,
       confirmed_at, updated_at)
     VALUES (?, ?, 'confirmed', 'footer /', ?, ?, ?, ?)`,
  );
  const at = new Date().toISOString();
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      insert.run(`s${i}`, `fan${i}@example.test`, `unsubscribe-${i}`, at, at, at);
    }
  })();
}

describe('a campaign when the server is killed mid-send', () => {
  it('reaches every subscriber exactly once', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kawaii-campaign-restart-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const db = openDatabase(join(dataDir, DATABASE_FILE));
    cleanups.push(() => void db.close());
    migrate(db);
    confirmedSubscribers(db, SUBSCRIBERS);
    const newsletter = newsletterOver(db);
    const campaign = newsletter.campaigns.create({
      subject: 'The winter dolls are here',
      text: 'Hello!',
      blocks: [],
    });
    expect(newsletter.campaigns.send(campaign._id, undefined)).toMatchObject({
      status: 'sending',
      total: SUBSCRIBERS,
    });

    const hanging = await startSmtpSink({ stallAfter: BEFORE_THE_KILL });
    cleanups.push(() => hanging.close());
    const first = await startServer(dataDir, hanging.url);
    await hanging.waitForIncoming(BEFORE_THE_KILL + 1, 60_000);
    await kill(first);
    expect(hanging.messages).toHaveLength(BEFORE_THE_KILL);

    const sink = await startSmtpSink();
    cleanups.push(() => sink.close());
    const second = await startServer(dataDir, sink.url);
    await sink.waitForMessages(SUBSCRIBERS - BEFORE_THE_KILL, 60_000);
    const status = () =>
      (
        db.prepare('SELECT status FROM newsletter_campaigns WHERE id = ?').get(campaign._id) as {
          status: string;
        }
      ).status;
    await until(() => status() === 'sent', 'the campaign to end');
    await kill(second);

    const everything = [...hanging.messages, ...sink.messages];
    const recipients = everything.map((message) => message.to[0]);
    expect(recipients).toHaveLength(SUBSCRIBERS);
    expect(new Set(recipients).size).toBe(SUBSCRIBERS);
    expect(newsletter.campaigns.list()[0]).toMatchObject({
      status: 'sent',
      sent: SUBSCRIBERS,
      total: SUBSCRIBERS,
    });
    const sample = everything.find((message) => message.to[0] === 'fan42@example.test')!;
    expect(sample.subject).toBe('The winter dolls are here');
    const head = sample.raw.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
    expect(head).toContain(
      'List-Unsubscribe: <https://shop.example/api/newsletter/unsubscribe?token=unsubscribe-42>',
    );
    expect(head).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(sample.text).toContain(
      'https://shop.example/newsletter/unsubscribe?token=unsubscribe-42',
    );
  });
});
