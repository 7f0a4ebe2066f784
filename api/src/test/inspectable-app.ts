// The app as createApp builds it, for tests that read its declared operations and its mounted
// routes before (or while) serving it. startTestApp is the simpler choice for everything else.

import type { Express } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { API_OPERATIONS } from '../api-routes.ts';
import { createApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import type { AnyOperation } from '@kawaii/shared';
import { createTestDatabase, recordingLogger, type TestDatabase } from './test-app.ts';

export interface InspectableApp extends TestDatabase {
  config: AppConfig;
  express: Express;
  operations: readonly AnyOperation[];
  /** Serves the app on an ephemeral port; resolves to its http://127.0.0.1:<port> base URL. */
  listen(): Promise<string>;
  /** Stops the server (when listening), then cleans up the database. */
  close(): Promise<void>;
}

export function buildInspectableApp(overrides: Partial<AppConfig> = {}): InspectableApp {
  const database = createTestDatabase();
  const config: AppConfig = {
    ...loadConfig({ DATA_DIR: database.dataDir }),
    storefrontDir: join(database.dataDir, 'no-storefront'),
    ...overrides,
  };
  const express = createApp({ config, db: database.db, logger: recordingLogger() });
  let server: Server | null = null;
  return {
    ...database,
    config,
    express,
    operations: express.locals[API_OPERATIONS] as readonly AnyOperation[],
    async listen() {
      const listening = await new Promise<Server>((resolve) => {
        const started = express.listen(0, '127.0.0.1', () => resolve(started));
      });
      server = listening;
      return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    },
    async close() {
      const running = server;
      if (running) {
        await new Promise<void>((resolve) => {
          running.close(() => resolve());
          running.closeAllConnections();
        });
      }
      database.cleanup();
    },
  };
}
