import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';

// The data folder holds the customers' accounts and orders, the session signing key and the
// uploads: nobody but the account the shop runs as may read it. Applied at every start, so an
// older install created with looser modes is tightened too.
const OWNER_ONLY_FOLDER = 0o700;
const OWNER_ONLY_FILE = 0o600;

/** Creates the data folder (and its parents) if needed, readable by the owner only. */
export function prepareDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: OWNER_ONLY_FOLDER });
  chmodSync(dataDir, OWNER_ONLY_FOLDER);
}

/**
 * Creates the database file if needed, readable by the owner only, before SQLite opens it:
 * SQLite gives its -wal and -shm files the database file's permissions.
 */
export function prepareDatabaseFile(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, 'a', OWNER_ONLY_FILE));
  chmodSync(file, OWNER_ONLY_FILE);
}
