// `npm run seed` (and `npm start`, before it serves): fills the database in DATA_DIR with the
// demo shop when it is empty, creating and migrating it if needed. SEED_DEMO=false skips it.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DATABASE_FILE, loadConfig, migrate, openDatabase } from '@kawaii/api';
import { consoleLogger } from '@kawaii/api/seeding';
import { readSeedFlag } from './seed-flag.ts';
import { seedDemoContent } from './seed.ts';

async function main(): Promise<void> {
  if (!readSeedFlag(process.env['SEED_DEMO'])) {
    consoleLogger.info('Demo content: skipped, SEED_DEMO is off.');
    return;
  }
  const config = loadConfig();
  mkdirSync(config.uploadsDir, { recursive: true });
  const db = openDatabase(join(config.dataDir, DATABASE_FILE));
  try {
    migrate(db);
    await seedDemoContent(db, { uploadsDir: config.uploadsDir, logger: consoleLogger });
  } finally {
    db.close();
  }
}

main().catch((error: unknown) => {
  console.error('The demo content could not be seeded:', error);
  process.exit(1);
});
