// The one way a program of the shop opens DATA_DIR's database: the server, create-admin and the
// demo's seed all go through here, so whichever runs first after an upgrade copies the database
// aside before migrating it, and none of them touches a database a newer version migrated.

import { join } from 'node:path';
import { DATABASE_FILE } from '../config.ts';
import { APP_VERSION } from '../core/app-version.ts';
import type { Logger } from '../core/logger.ts';
import { openDatabase, type Db } from '../db/connection.ts';
import { prepareDataDir } from '../db/data-dir.ts';
import { upgradeDatabase } from '../db/upgrade.ts';

export interface OpenShopDatabaseOptions {
  /** This program's version (the API package's unless a test says otherwise). */
  appVersion?: string;
  /** Told the pre-upgrade copy's name when one is taken. */
  logger: Pick<Logger, 'info'>;
}

/**
 * Prepares the data folder, opens its database and brings it to this version (see upgrade.ts);
 * throws NewerDatabaseError, with the database closed, when a newer version migrated it.
 */
export function openShopDatabase(
  dataDir: string,
  { appVersion = APP_VERSION, logger }: OpenShopDatabaseOptions,
): Db {
  prepareDataDir(dataDir);
  const db = openDatabase(join(dataDir, DATABASE_FILE));
  try {
    const upgrade = upgradeDatabase(db, { dataDir, appVersion });
    if (upgrade.preUpgradeCopy) {
      logger.info(
        `Upgraded the database to Kawaii Atelier ${appVersion} (${upgrade.applied.join(', ')}); ` +
          `the copy taken before is ${upgrade.preUpgradeCopy}`,
      );
    }
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
