// The real shop API for the studio's tests: the api workspace's app over a fresh database in a
// temporary folder, on an ephemeral port. It can be stopped and started again on the same port,
// which is how the tests take the studio offline and bring the shop back.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
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
  return new Promise((resolve) => {
    const server = app.listen(port, '127.0.0.1', () => resolve(server));
  });
}

async function stopServer(server: Server): Promise<void> {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  // Let the client ends of the closed keep-alive sockets (in this same process) see the close,
  // or the next fetch could pick one of them from the pool.
  await new Promise((resolve) => setTimeout(resolve, 200));
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
      const request = () =>
        fetch(`${url}/api${path}`, {
          method,
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      // On a busy machine a keep-alive socket of the stopped server may still sit in the pool;
      // nothing listens behind it any more, so the request never ran and one retry is safe.
      const response = await request().catch(request);
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
