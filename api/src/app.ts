import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import { API_OPERATIONS, apiRoutes } from './api-routes.ts';
import { authSettingsFrom } from './auth/settings.ts';
import type { AppConfig } from './config.ts';
import type { Db } from './db/connection.ts';
import { createResponseCache, type ResponseCache } from './cache/response-cache.ts';
import { cacheAddressRule } from './cache/cache-key.ts';
import { publicApiQueries, publicPageQueries } from './cache/known-queries.ts';
import { tableWrites } from './cache/table-writes.ts';
import { bearerAuth } from './http/bearer-auth.ts';
import { compressReads } from './http/compress-reads.ts';
import { apiNoStore } from './http/cache-control.ts';
import { errorHandler } from './http/error-handler.ts';
import { idempotencyKeys } from './http/idempotency.ts';
import { createIdempotencyStore } from './http/idempotency-store.ts';
import { consoleLogger, type Logger } from './core/logger.ts';
import { notFoundText } from './http/not-found.ts';
import { requestLog, requestLogger } from './http/request-log.ts';
import { renditionFallback } from './media/rendition-fallback.ts';
import { freshNonce, securityHeaderList, securityHeaders } from './http/security.ts';
import { createServices, type Services } from './services.ts';
import { siteFeeds } from './storefront/feeds.ts';
import { createInProcessPublicApi } from './storefront/in-process-api.ts';
import { storefrontPages } from './storefront/pages.ts';
import { newsletterFormRoutes } from './newsletter/form-route.ts';
import { countPageViews } from './stats/page-views.ts';

export interface AppContext {
  config: AppConfig;
  /** Opened and migrated by the caller. */
  db: Db;
  logger?: Logger;
  /**
   * The services the app serves, when the caller also uses them outside requests (the server's
   * unpaid-order sweep): built once, from `createAppServices`, and shared.
   */
  services?: Services;
}

/** Every service of the app, wired once for this configuration and database. */
export function createAppServices(config: AppConfig, db: Db): Services {
  return createServices(
    db,
    authSettingsFrom(config),
    config.uploadsDir,
    config.assistantModel,
    { publicOrigin: config.publicOrigin },
    { dataDir: config.dataDir, schedule: config.backupSchedule, offsite: config.backupS3 },
    { campaignRate: config.campaignRate },
  );
}

/** Builds the whole HTTP app over a database; it never listens (server.ts and tests do). */
export function createApp({
  config,
  db,
  logger = consoleLogger,
  services = createAppServices(config, db),
}: AppContext): Express {
  const api = apiRoutes(services);
  const app = express();
  app.disable('x-powered-by');
  // Behind a reverse proxy every request comes from the proxy: without this, one customer's
  // rate limit would be everyone's. Off by default, since a forwarded address is easy to forge.
  app.set('trust proxy', config.trustProxy);
  app.locals[API_OPERATIONS] = api.operations;

  const security = { publicOrigin: config.publicOrigin };
  const cache = createResponseCache({
    writes: tableWrites(db),
    maxBytes: config.cacheMaxBytes,
    address: cacheAddressRule([...publicApiQueries(api.operations), ...publicPageQueries()]),
    // Prices change when a scheduled sale starts or ends, with nothing written at that moment.
    turnover: {
      tables: ['sales'],
      next: (now) => services.sales.nextChangeAfter(new Date(now))?.getTime() ?? null,
    },
  });
  // Page views are counted before the cache answers, so a stored page counts like a fresh one.
  const countViews = countPageViews(
    services.stats.countView,
    (address, hop) =>
      (app.get('trust proxy fn') as (address: string, hop: number) => boolean)(address, hop),
    config.publicOrigin,
  );
  answerStoredFirst(app, cache, requestLogger(logger), securityHeaderList(security), countViews);
  app.use(requestLog(logger));
  app.use(securityHeaders(security));
  // Before compression: stored responses keep their compressed bytes.
  app.use(cache.middleware);
  app.use(compressReads(compression()));
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
    renditionFallback(config.uploadsDir),
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
  // The footer's sign-up sent as a plain form, before or without the page's scripts.
  app.use(newsletterFormRoutes(services.newsletter.subscriptions, config.publicOrigin));
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

type HandleRequest = (req: IncomingMessage, res: ServerResponse, done?: () => void) => void;

/**
 * A request the response cache can answer is answered before Express dispatches it (its request
 * and response setup and the router cost several times the answer itself), with the same request
 * log line and security headers as the app's own middleware writes. Everything else, and every
 * miss, goes through the app as usual; the cache's middleware then fills the store.
 */
function answerStoredFirst(
  app: Express,
  cache: ResponseCache,
  logRequest: (req: IncomingMessage, res: ServerResponse) => void,
  securityHeadersWith: (nonce: string) => string[],
  observe: (req: IncomingMessage, res: ServerResponse) => void,
): void {
  const routed = app as unknown as { handle: HandleRequest };
  const dispatch = routed.handle.bind(app);
  const before = (req: IncomingMessage, res: ServerResponse) => {
    logRequest(req, res);
    return securityHeadersWith(freshNonce());
  };
  routed.handle = (req, res, done) => {
    observe(req, res);
    if (!cache.answerStored(req, res, before)) dispatch(req, res, done);
  };
}

function healthCheck(db: Db): RequestHandler {
  const ping = db.prepare('SELECT 1');
  return (_req, res) => {
    ping.get();
    res.json({ status: 'ok' });
  };
}
