// The outbox across a killed server: the real server process (tsx) places an order, is killed with
// SIGKILL after the mail server accepted one of its two emails and while the other is in the
// middle of being delivered, and is started again. Every email still arrives, and none twice.

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../config.ts';
import { openDatabase, type Db } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { createSettingsStore } from '../settings/store.ts';
import { buildProduct } from '../test/factories.ts';
import { orderSubmissionFor } from '../test/order-factories.ts';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER = join(REPO_ROOT, 'api/src/server.ts');

interface RunningServer {
  url: string;
  process: ChildProcess;
  output: () => string;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startServer(dataDir: string, smtpUrl: string): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'Kawaii Atelier <hello@kawaii-atelier.example>',
      STOREFRONT_DIR: join(dataDir, 'no-storefront'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => void child.kill('SIGKILL'));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const port = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const look = () => {
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout.on('data', look);
    child.once('exit', () => reject(new Error(`server exited:\n${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, process: child, output: () => output };
}

async function kill(server: RunningServer): Promise<void> {
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGKILL');
  await exited;
}

const outboxRows = (db: Db) =>
  db.prepare('SELECT kind, status, attempts FROM mail_outbox ORDER BY kind').all() as {
    kind: string;
    status: string;
    attempts: number;
  }[];

async function until(done: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the mail outbox when the server is killed', () => {
  it('loses no email and sends none twice', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kawaii-outbox-restart-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const db = openDatabase(join(dataDir, DATABASE_FILE));
    cleanups.push(() => void db.close());
    migrate(db);
    const plush = buildProduct(db, { title: 'Strawberry Bunny Plush', priceCents: 3200, stock: 4 });
    createSettingsStore(db).save({
      data: {
        shopName: 'Kawaii Atelier',
        zelle: { phone: '(555) 010-2026', name: 'Momo Sakura' },
        contactEmail: 'studio@kawaii-atelier.example',
      },
      updatedAt: new Date().toISOString(),
      version: 1,
    });

    // 1. The mail server takes one email, then hangs mid-delivery of the other; the server is
    //    killed there.
    const hanging = await startSmtpSink({ stallAfter: 1 });
    cleanups.push(() => hanging.close());
    const first = await startServer(dataDir, hanging.url);
    const placed = await fetch(`${first.url}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(
        orderSubmissionFor([{ product: plush, quantity: 1 }], { email: 'mia@example.test' }),
      ),
    });
    expect(placed.status).toBe(201);
    await hanging.waitForIncoming(2);
    await kill(first);
    expect(hanging.messages).toHaveLength(1);
    // The accepted one was marked sent before the next went out; the cut-short one was not.
    expect(
      outboxRows(db)
        .map((row) => row.status)
        .sort(),
    ).toEqual([expect.stringMatching(/^(queued|sending)$/), 'sent']);

    // 2. Started again with a working mail server: both messages arrive.
    const sink: SmtpSink = await startSmtpSink();
    cleanups.push(() => sink.close());
    const second = await startServer(dataDir, sink.url);
    await sink.waitForMessages(1, 20_000);
    await until(() => outboxRows(db).every((row) => row.status === 'sent'), 'both rows sent');
    await kill(second);

    // 3. And once more: nothing is left to send, and nothing is sent again. The server takes
    //    requests only once its start-up has run to the end, and the sender's first round claims
    //    what is due right there, before anything is awaited: once the server has answered, a
    //    message it meant to send again would already be marked as being sent.
    const sentRows = outboxRows(db);
    const third = await startServer(dataDir, sink.url);
    expect((await fetch(`${third.url}/healthz`)).status).toBe(200);
    expect(outboxRows(db)).toEqual(sentRows);
    await kill(third);

    const everything = [...hanging.messages, ...sink.messages];
    expect(everything.map((message) => [message.to[0], message.subject]).sort()).toEqual([
      ['mia@example.test', 'We received your order KA-10042'],
      ['studio@kawaii-atelier.example', 'New order KA-10042 from Lily Chen'],
    ]);
    expect(new Set(everything.map((message) => message.messageId)).size).toBe(2);
  });
});
