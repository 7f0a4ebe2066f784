// The real shop API for the studio's tests: the api workspace's app over a fresh database in a
// temporary folder, on an ephemeral port. It can be stopped and started again on the same port,
// which is how the tests take the studio offline and bring the shop back.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, loadConfig, migrate, openDatabase, type Db } from '@kawaii/api';

export const ADMIN = {
  name: 'Momo Sakura',
  email: 'artist@kawaii-atelier.example',
  password: 'sparkle-super-2026',
};

export interface ShopServer {
  url: string;
  db: Db;
  uploadsDir: string;
  /** The admin's bearer token, for acting as "the web admin" in a test. */
  adminToken: string;
  /** A JSON request as the web admin. */
  api<T>(method: string, path: string, body?: unknown): Promise<T>;
  stop(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
  /** Stops and deletes everything. */
  close(): Promise<void>;
}

const quietLogger = { info: () => {}, error: () => {} };

function listen(app: ReturnType<typeof createApp>, port: number): Promise<Server> {
  // Every answer closes its connection. A kept-alive socket would stay in this process's fetch
  // pool after the server stops, and the next request could pick it before the pool has seen it
  // closed: how soon it sees that is up to the machine's load, not to the test.
  const server = createServer((request, response) => {
    response.setHeader('Connection', 'close');
    app(request, response);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

function stopServer(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

export async function startShopServer(): Promise<ShopServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kawaii-studio-shop-'));
  const db = openDatabase(join(dataDir, 'shop.db'));
  migrate(db);
  const config = { ...loadConfig({ DATA_DIR: dataDir }), storefrontDir: join(dataDir, 'none') };
  mkdirSync(config.uploadsDir); // the API's server.ts makes it; the app expects it
  const app = createApp({ config, db, logger: quietLogger });
  let server: Server | null = await listen(app, 0);
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const register = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!register.ok) throw new Error(`Registering the test admin answered ${register.status}`);
  const { token } = (await register.json()) as { token: string };
  db.prepare("UPDATE users SET role = 'superadmin' WHERE email = ?").run(ADMIN.email);

  const shop: ShopServer = {
    url,
    db,
    uploadsDir: config.uploadsDir,
    adminToken: token,
    async api<T>(method: string, path: string, body?: unknown): Promise<T> {
      const response = await fetch(`${url}/api${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer: unknown = await response.json();
      if (!response.ok)
        throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
      return answer as T;
    },
    async stop() {
      if (server) await stopServer(server);
      server = null;
    },
    async restart() {
      if (!server) server = await listen(app, port);
    },
    async close() {
      await shop.stop();
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return shop;
}
