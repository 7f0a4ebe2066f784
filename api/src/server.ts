import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, createAppServices } from './app.ts';
import { loadConfig } from './config.ts';
import { openShopDatabase } from './lifecycle/open-shop-database.ts';
import { APP_VERSION } from './core/app-version.ts';
import { consoleLogger } from './core/logger.ts';
import {
  demoPasswordsInUse,
  demoPasswordWarning,
  isLoopbackOrigin,
} from './auth/demo-passwords.ts';
import { createPruneOldData } from './housekeeping/prune-old-data.ts';
import { IDEMPOTENCY_TTL_MS } from './http/idempotency.ts';
import { createIdempotencyStore } from './http/idempotency-store.ts';
import { gracefulStopper } from './lifecycle/graceful-stop.ts';
import { runBackup } from './backups/backup-runner.ts';
import { createBackupScheduler } from './backups/scheduler.ts';
import { createMailDelivery } from './mail/delivery.ts';
import { createMailSender } from './mail/sender.ts';
import { backfillRenditions } from './media/backfill-renditions.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = openShopDatabase(config.dataDir, { logger: consoleLogger });
  mkdirSync(config.uploadsDir, { recursive: true, mode: 0o700 });

  // The app is built once the port is known: with PORT=0 the default public origin needs it.
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const publicOrigin = config.publicOrigin ?? `http://localhost:${port}`;
  const appConfig = { ...config, port, publicOrigin };
  // One set of services for the requests and the housekeeping below.
  const services = createAppServices(appConfig, db);
  server.on('request', createApp({ config: appConfig, db, services }));
  console.info(`Kawaii Atelier is running at http://localhost:${port}`);
  if (!isLoopbackOrigin(config.publicOrigin)) {
    const published = await demoPasswordsInUse(db);
    if (published.length > 0) consoleLogger.info(demoPasswordWarning(published));
  }

  // Images stored before a rendition width existed get it now, in the background: the shop
  // answers meanwhile (a missing rendition is stood in for), and one unreadable file is logged
  // and skipped, never a reason not to start.
  backfillRenditions(config.uploadsDir, consoleLogger).catch((error: unknown) => {
    consoleLogger.error('Could not look for missing image renditions', error);
  });

  const mail = createMailSender({
    db,
    delivery: createMailDelivery(config),
    logger: consoleLogger,
  });
  mail.start();

  // Reminders for orders unpaid a day, and expiry (stock back) once their time is up.
  const sweepUnpaid = () => {
    try {
      services.orders.sweepUnpaid();
    } catch (error) {
      consoleLogger.error('Could not sweep the unpaid orders', error);
    }
  };
  sweepUnpaid();
  const unpaidSweeper = setInterval(sweepUnpaid, 60_000);
  unpaidSweeper.unref();

  // Commissions on the clock: quotes about to expire or expired, milestones overdue.
  const sweepCommissions = () => {
    try {
      services.commissions.sweep();
    } catch (error) {
      consoleLogger.error('Could not sweep the commissions', error);
    }
  };
  sweepCommissions();
  const commissionSweeper = setInterval(sweepCommissions, 5 * 60_000);
  commissionSweeper.unref();

  // Backups on the schedule (BACKUP_SCHEDULE), copied off the server when BACKUP_S3_URL is set.
  const backups = createBackupScheduler({
    schedule: config.backupSchedule,
    logger: consoleLogger,
    takeBackup: () =>
      runBackup({
        dataDir: config.dataDir,
        keep: config.backupKeep,
        offsite: config.backupS3,
        appVersion: APP_VERSION,
        logger: consoleLogger,
      }),
  });
  backups.start();

  // Old mail bodies, idempotency records and account links, pruned once an hour.
  const idempotency = createIdempotencyStore(db);
  const pruneOldData = createPruneOldData(db, {
    mailBodyDays: config.mailBodyDays,
    idempotencyTtlMs: IDEMPOTENCY_TTL_MS,
    forgetIdempotencyBefore: (moment) => idempotency.forgetOlderThan(moment),
  });
  const prune = () => {
    try {
      pruneOldData();
    } catch (error) {
      consoleLogger.error('Could not prune old data', error);
    }
  };
  prune();
  const pruner = setInterval(prune, 60 * 60_000);
  pruner.unref();

  // Campaigns go out through the outbox a batch at a time; sign-ups left unconfirmed 7 days are
  // forgotten; page views counted in memory are written every minute.
  const housekeeping = [
    every(config.campaignRate.everyMs, 'send the newsletter', () =>
      services.newsletter.pacer.round(),
    ),
    every(60 * 60_000, 'drop unconfirmed sign-ups', () =>
      services.newsletter.subscriptions.dropUnconfirmed(),
    ),
    every(60_000, 'write the page view counts', () => services.stats.flush()),
  ];

  const shutDown = gracefulStopper(server, {
    afterRequests: async () => {
      clearInterval(unpaidSweeper);
      clearInterval(commissionSweeper);
      clearInterval(pruner);
      for (const timer of housekeeping) clearInterval(timer);
      try {
        services.stats.flush();
      } catch (error) {
        consoleLogger.error('Could not write the page view counts', error);
      }
      await Promise.all([mail.stop(), backups.stop()]);
      db.close();
    },
  });
  const stopAndExit = () => {
    consoleLogger.info('Stopping: finishing the requests in flight and the email being sent');
    shutDown().then(
      () => process.exit(0),
      (error: unknown) => {
        consoleLogger.error('Could not stop cleanly', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stopAndExit);
  process.once('SIGTERM', stopAndExit);
}

/** Runs `work` now and every `ms`; a failure is logged and the next round runs as usual. */
function every(ms: number, what: string, work: () => unknown): NodeJS.Timeout {
  const run = () => {
    try {
      work();
    } catch (error) {
      consoleLogger.error(`Could not ${what}`, error);
    }
  };
  run();
  const timer = setInterval(run, ms);
  timer.unref();
  return timer;
}

main().catch((error: unknown) => {
  console.error('Kawaii Atelier could not start:', error);
  process.exit(1);
});
