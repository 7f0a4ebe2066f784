// Stopping the shop: the real server process (tsx) takes a stream of orders from several clients
// and is sent SIGTERM in the middle of it, while an email is being delivered. Every order it
// acknowledged is in the database afterwards, the email under way was delivered and marked, and
// the process exits 0. The stopper itself is checked on a bare HTTP server: a slow request still
// gets its answer, and a stuck one is cut off after the grace period.

import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request, Agent, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { createSettingsStore } from '../settings/store.ts';
import { buildProduct } from '../test/factories.ts';
import { orderSubmissionFor } from '../test/order-factories.ts';
import { startSmtpSink } from '../test/smtp-sink.ts';
import { gracefulStopper } from './graceful-stop.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER = join(REPO_ROOT, 'api/src/server.ts');

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Answer {
  status: number;
  body: string;
}

/** One request over `agent` (its connections are kept alive between requests). */
function post(url: string, path: string, body: string, agent: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}${path}`,
      { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function startServer(dataDir: string, smtpUrl: string) {
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
      BACKUP_SCHEDULE: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => void child.kill('SIGKILL'));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    child.stdout.on('data', () => {
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]!}`);
      }
    });
    void exited.then(() => reject(new Error(`server exited:\n${output}`)));
  });
  return { child: child as ChildProcess, url, exited, output: () => output };
}

async function until(done: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('SIGTERM during a stream of orders', () => {
  it(
    'loses no acknowledged order, finishes the email under way and exits 0',
    { timeout: 90_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'kawaii-graceful-stop-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const setup = openDatabase(join(dataDir, DATABASE_FILE));
      migrate(setup);
      const plush = buildProduct(setup, { priceCents: 3200, stock: 10_000 });
      createSettingsStore(setup).save({
        data: {
          shopName: 'Kawaii Atelier',
          zelle: { phone: '(555) 010-2026', name: 'Momo Sakura' },
          contactEmail: 'studio@kawaii-atelier.example',
        },
        updatedAt: new Date().toISOString(),
        version: 1,
      });
      setup.close();

      // A slow mail server: each message takes a second, so one is always under way.
      const sink = await startSmtpSink({ delayMs: 1000 });
      cleanups.push(() => sink.close());
      const server = startServer(dataDir, sink.url);
      const url = await server.url;

      const acknowledged: string[] = [];
      const refused: string[] = [];
      // Eight clients, each from its own address (the per-address order limit is 20 a minute),
      // each placing orders one after another over a kept-alive connection until the shop is gone.
      // A short pause between orders keeps the stream going for a second or more, so the SIGTERM
      // lands inside it however fast or busy the machine is.
      const ORDERS_PER_CLIENT = 19;
      const ADDRESSES = [2, 3, 4, 5, 6, 7, 8, 9];
      const clients = ADDRESSES.map(async (n) => {
        const agent = new Agent({ keepAlive: true, localAddress: `127.0.0.${n}` });
        try {
          for (let i = 0; i < ORDERS_PER_CLIENT; i += 1) {
            const body = JSON.stringify(
              orderSubmissionFor([{ product: plush, quantity: 1 }], {
                email: `c${n}-${i}@example.test`,
              }),
            );
            let answer: Answer;
            try {
              answer = await post(url, '/api/orders', body, agent);
            } catch (error) {
              refused.push(String(error));
              return;
            }
            if (answer.status !== 201) {
              refused.push(`${answer.status} ${answer.body}`);
              return;
            }
            acknowledged.push((JSON.parse(answer.body) as { order: { _id: string } }).order._id);
            await new Promise((wake) => setTimeout(wake, 50));
          }
        } finally {
          agent.destroy();
        }
      });

      await until(() => acknowledged.length >= 8 && sink.incoming >= 1, 'orders and an email');
      server.child.kill('SIGTERM');
      await Promise.all(clients);
      const exit = await server.exited;

      expect(exit, server.output()).toEqual({ code: 0, signal: null });
      // The clients were stopped by the closing server (a closed connection), not by an answer.
      expect(refused.filter((reason) => /^\d{3} /.test(reason))).toEqual([]);
      expect(acknowledged.length, 'SIGTERM came in the middle of the stream').toBeLessThan(
        ADDRESSES.length * ORDERS_PER_CLIENT,
      );
      const db = openDatabase(join(dataDir, DATABASE_FILE));
      cleanups.push(() => void db.close());
      const stored = new Set(
        (db.prepare('SELECT id FROM orders').all() as { id: string }[]).map((row) => row.id),
      );
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      // The email under way at SIGTERM was delivered and marked sent; none is left half-sent.
      const statuses = db.prepare('SELECT status FROM mail_outbox').all() as { status: string }[];
      expect(statuses.filter(({ status }) => status === 'sending')).toEqual([]);
      expect(statuses.filter(({ status }) => status === 'sent')).toHaveLength(sink.messages.length);
      expect(sink.messages.length).toBeGreaterThanOrEqual(1);
    },
  );
});

describe('gracefulStopper', () => {
  async function listen(handler: Parameters<typeof createServer>[1]): Promise<{
    server: Server;
    url: string;
  }> {
    const server = createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => void server.closeAllConnections());
    return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  }

  it('lets a request in flight finish, then runs the shutdown steps', async () => {
    const steps: string[] = [];
    const { server, url } = await listen((_req, res) => {
      res.on('finish', () => steps.push('answered'));
      setTimeout(() => res.end('done'), 300);
    });
    const stop = gracefulStopper(server, {
      afterRequests: async () => void steps.push('after requests'),
    });
    const agent = new Agent({ keepAlive: true });
    const answer = post(url, '/', '', agent);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await stop();
    expect((await answer).body).toBe('done');
    expect(steps).toEqual(['answered', 'after requests']);
    agent.destroy();
  });

  it('cuts off a request still running after the grace period', async () => {
    const { server, url } = await listen(() => {
      // never answers
    });
    const stop = gracefulStopper(server, { graceMs: 200, afterRequests: async () => {} });
    const answer = post(url, '/', '', new Agent()).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await stop();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await answer).toBeInstanceOf(Error);
  });
});
