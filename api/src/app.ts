import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import { API_OPERATIONS, apiRoutes } from './api-routes.ts';
import { authSettingsFrom } from './auth/settings.ts';
import type { AppConfig } from './config.ts';
import type { Db } from './db/connection.ts';
import { createResponseCache } from './cache/response-cache.ts';
import { databaseWriteVersion } from './cache/write-version.ts';
import { bearerAuth } from './http/bearer-auth.ts';
import { apiNoStore } from './http/cache-control.ts';
import { errorHandler } from './http/error-handler.ts';
import { idempotencyKeys } from './http/idempotency.ts';
import { createIdempotencyStore } from './http/idempotency-store.ts';
import { consoleLogger, type Logger } from './http/logger.ts';
import { notFoundText } from './http/not-found.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security.ts';
import { createServices } from './services.ts';
import { siteFeeds } from './storefront/feeds.ts';
import { createInProcessPublicApi } from './storefront/in-process-api.ts';
import { storefrontPages } from './storefront/pages.ts';

export interface AppContext {
  config: AppConfig;
  /** Opened and migrated by the caller. */
  db: Db;
  logger?: Logger;
}

/** Builds the whole HTTP app over a database; it never listens (server.ts and tests do). */
export function createApp({ config, db, logger = consoleLogger }: AppContext): Express {
  const services = createServices(
    db,
    authSettingsFrom(config),
    config.uploadsDir,
    config.assistantModel,
    { publicOrigin: config.publicOrigin },
  );
  const api = apiRoutes(services);
  const app = express();
  app.disable('x-powered-by');
  // Behind a reverse proxy every request comes from the proxy: without this, one customer's
  // rate limit would be everyone's. Off by default, since a forwarded address is easy to forge.
  app.set('trust proxy', config.trustProxy);
  app.locals[API_OPERATIONS] = api.operations;

  app.use(requestLog(logger));
  app.use(securityHeaders({ publicOrigin: config.publicOrigin }));
  // Before compression: stored responses keep their compressed bytes.
  app.use(createResponseCache({ version: databaseWriteVersion(db) }).middleware);
  app.use(compression());
  app.get('/healthz', healthCheck(db));
  app.use(
    '/uploads',
    // Stored names are content-unique (a new upload is a new name), so files never change.
    express.static(config.uploadsDir, {
      immutable: true,
      maxAge: '1y',
      index: false,
      redirect: false,
    }),
    notFoundText,
  );
  app.use(
    '/api',
    apiNoStore,
    express.json({ limit: '1mb' }),
    bearerAuth(services.auth.viewerForToken),
    idempotencyKeys(createIdempotencyStore(db)),
    api.router,
  );
  app.use(siteFeeds({ services, publicOrigin: config.publicOrigin }));
  app.use(
    storefrontPages({
      storefrontDir: config.storefrontDir,
      publicOrigin: config.publicOrigin,
      api: createInProcessPublicApi(services),
    }),
  );
  app.use(notFoundText);
  app.use(errorHandler(logger));
  return app;
}

function healthCheck(db: Db): RequestHandler {
  const ping = db.prepare('SELECT 1');
  return (_req, res) => {
    ping.get();
    res.json({ status: 'ok' });
  };
}
