// `npm run seed` (and `npm start`, before it serves): fills the database in DATA_DIR with the
// demo shop when it is empty, creating and migrating it if needed. SEED_DEMO=false skips it.
import { mkdirSync } from 'node:fs';
import { loadConfig, openShopDatabase } from '@kawaii/api';
import { consoleLogger } from '@kawaii/api/seeding';
import { readSeedFlag } from './seed-flag.ts';
import { seedDemoContent } from './seed.ts';

async function main(): Promise<void> {
  if (!readSeedFlag(process.env['SEED_DEMO'])) {
    consoleLogger.info('Demo content: skipped, SEED_DEMO is off.');
    return;
  }
  const config = loadConfig();
  // As the server opens it (npm start seeds first): an older database is copied aside before it
  // migrates, and one a newer version migrated is left alone.
  const db = openShopDatabase(config.dataDir, { logger: consoleLogger });
  mkdirSync(config.uploadsDir, { recursive: true });
  try {
    await seedDemoContent(db, { uploadsDir: config.uploadsDir, logger: consoleLogger });
  } finally {
    db.close();
  }
}

main().catch((error: unknown) => {
  console.error('The demo content could not be seeded:', error);
  process.exit(1);
});
