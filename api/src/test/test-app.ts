import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import type { Logger } from '../core/logger.ts';

export interface TestDatabase {
  db: Db;
  dataDir: string;
  uploadsDir: string;
  /** Closes the database and deletes the directory. */
  cleanup(): void;
}

/** A fresh, migrated SQLite database in its own temporary directory (with an uploads folder). */
export function createTestDatabase(): TestDatabase {
  const dataDir = mkdtempSync(join(tmpdir(), 'kawaii-api-test-'));
  const uploadsDir = join(dataDir, 'uploads');
  mkdirSync(uploadsDir);
  const db = openDatabase(join(dataDir, 'test.db'));
  migrate(db);
  return {
    db,
    dataDir,
    uploadsDir,
    cleanup() {
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Keeps what the app logs, so tests can assert on it and the output stays quiet. */
export interface RecordingLogger extends Logger {
  infos: string[];
  errors: { message: string; error: unknown }[];
}

export function recordingLogger(): RecordingLogger {
  const infos: string[] = [];
  const errors: { message: string; error: unknown }[] = [];
  return {
    infos,
    errors,
    info: (message) => void infos.push(message),
    error: (message, error) => void errors.push({ message, error }),
  };
}

export interface TestApp extends TestDatabase {
  config: AppConfig;
  logger: RecordingLogger;
  /** http://127.0.0.1:<ephemeral port> */
  url: string;
  /** fetch against the running app: `get('/api/artworks?sort=oldest')`. */
  get(path: string, init?: RequestInit): Promise<Response>;
  /** Stops the server, then cleans up the database. */
  close(): Promise<void>;
}

/**
 * The whole app over a fresh database, listening on an ephemeral port. No storefront build is
 * found unless `storefrontDir` is given.
 */
export async function startTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = createTestDatabase();
  const config: AppConfig = {
    ...loadConfig({ DATA_DIR: database.dataDir }),
    storefrontDir: join(database.dataDir, 'no-storefront'),
    ...overrides,
  };
  const logger = recordingLogger();
  const app = createApp({ config, db: database.db, logger });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ...database,
    config,
    logger,
    url,
    get: (path, init) => fetch(`${url}${path}`, init),
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      database.cleanup();
    },
  };
}
