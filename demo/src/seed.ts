import { createStores, hashPassword, type Db, type Logger } from '@kawaii/api/seeding';
import { ARTWORKS } from './data/artworks.ts';
import { CATEGORIES } from './data/categories.ts';
import { DEMO_ACCOUNTS } from './data/accounts.ts';
import { GAMES } from './data/games.ts';
import { POSTS } from './data/posts.ts';
import { PRODUCTS } from './data/products.ts';
import { renderSeedImages, type SeedImage } from './images.ts';
import { insertAccounts, insertCustomerHistory, type AccountKey } from './insert-accounts.ts';
import { insertCatalogue } from './insert-catalogue.ts';

export interface SeedOptions {
  uploadsDir: string;
  logger: Logger;
}

// Tables whose rows mean someone already uses this database. Stored files alone do not count:
// they may be left over from a seed that was interrupted while drawing.
const CONTENT_TABLES = [
  'users',
  'artworks',
  'posts',
  'products',
  'categories',
  'games',
  'shop_settings',
  'orders',
];

/**
 * Fills an empty database with the demo shop; a database with any content is never touched.
 * Pictures are drawn and stored first, then every record is written in one transaction.
 * Answers whether it seeded.
 */
export async function seedDemoContent(
  db: Db,
  { uploadsDir, logger }: SeedOptions,
): Promise<boolean> {
  if (hasContent(db)) {
    logger.info('Demo content: skipped, the database already has content.');
    return false;
  }
  const startedAt = performance.now();
  // The API's stores, built once as the API builds them: demo rows look exactly like its own.
  const stores = createStores(db);
  const [images, passwordHashes] = await Promise.all([
    renderSeedImages(stores.media, uploadsDir, allSeedImages()),
    hashDemoPasswords(),
  ]);
  const seeded = db.transaction(() => {
    // Another process may have seeded while the pictures were drawn.
    if (hasContent(db)) return false;
    const accountIds = insertAccounts(stores, passwordHashes);
    const products = insertCatalogue(stores, images, accountIds.get('artist')!);
    insertCustomerHistory(stores, accountIds.get('customer')!, products);
    return true;
  })();
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  logger.info(
    seeded
      ? `Demo content: seeded ${ARTWORKS.length} artworks, ${POSTS.length} posts, ` +
          `${PRODUCTS.length} products, ${CATEGORIES.length} categories, ${GAMES.length} games ` +
          `and ${DEMO_ACCOUNTS.length} accounts with ${images.size} images in ${seconds} s.`
      : 'Demo content: skipped, the database was filled meanwhile.',
  );
  return seeded;
}

export function hasContent(db: Db): boolean {
  return CONTENT_TABLES.some((table) => {
    const row = db
      .prepare<[], { found: number }>(`SELECT EXISTS (SELECT 1 FROM ${table}) AS found`)
      .get();
    return row?.found === 1;
  });
}

function allSeedImages(): SeedImage[] {
  return [
    ...ARTWORKS.flatMap((artwork) => artwork.images),
    ...POSTS.flatMap((post) => [post.cover, ...post.gallery]),
    ...PRODUCTS.flatMap((product) => product.images),
    ...CATEGORIES.map((category) => category.image),
    ...GAMES.map((game) => game.thumbnail),
  ];
}

async function hashDemoPasswords(): Promise<Map<AccountKey, string>> {
  const hashes = await Promise.all(
    DEMO_ACCOUNTS.map(
      async (account) => [account.key, await hashPassword(account.password)] as const,
    ),
  );
  return new Map(hashes);
}
