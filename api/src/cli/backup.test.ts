import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../config.ts';
import { openDatabase, type Db } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { createServices } from '../services.ts';
import { solidPng } from '../test/image-factories.ts';
import { buildArtwork, buildProduct } from '../test/factories.ts';
import { buildOrder } from '../test/order-factories.ts';
import { BackupError, backupDataDir, restoreDataDir } from './backup.ts';

/** A shop's data folder laid out as the server keeps it. */
interface Shop {
  db: Db;
  dataDir: string;
  uploadsDir: string;
}

let shop: Shop;
let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'kawaii-backup-'));
  const dataDir = join(scratch, 'live');
  mkdirSync(join(dataDir, 'uploads'), { recursive: true });
  const db = openDatabase(join(dataDir, DATABASE_FILE));
  migrate(db);
  shop = { db, dataDir, uploadsDir: join(dataDir, 'uploads') };
});
afterAll(() => {
  shop.db.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('keeps every acknowledged order and every referenced image, taken while orders arrive', async () => {
    // The shop's own connection is shop.db; the backup reads through its own, as the command does.
    const media = createServices(shop.db, undefined, shop.uploadsDir).media;
    const staff = { userId: null, role: 'admin' } as const;
    const image = await media.upload(await solidPng(16), staff);
    const cover = await media.upload(await solidPng(24), staff);
    buildProduct(shop.db, { images: [image.path, cover.path] });
    buildArtwork(shop.db, { images: [cover.path] });
    const acknowledged: string[] = [];
    for (let n = 0; n < 50; n += 1) acknowledged.push(buildOrder(shop.db).id);
    const busy = setInterval(() => {
      for (let n = 0; n < 5; n += 1) buildOrder(shop.db);
    }, 1);
    const backupDir = join(scratch, 'backup');
    try {
      await backupDataDir(shop.dataDir, backupDir);
    } finally {
      clearInterval(busy);
    }

    const dataDir = join(scratch, 'restored');
    restoreDataDir(backupDir, dataDir);
    const restored = openDatabase(join(dataDir, DATABASE_FILE));
    const ids = new Set(
      restored
        .prepare('SELECT id FROM orders')
        .all()
        .map((row) => (row as { id: string }).id),
    );
    for (const id of acknowledged) expect(ids.has(id)).toBe(true);
    expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
    const referenced = referencedImages(restored);
    restored.close();
    expect(referenced).toEqual(new Set([image.path, cover.path]));
    const missing = [...referenced].filter(
      (path) => !existsSync(join(dataDir, path.replace(/^\//, ''))),
    );
    expect(missing).toEqual([]);
  });

  it('refuses to restore over a data folder that is in use', () => {
    expect(() => restoreDataDir(join(scratch, 'backup'), shop.dataDir)).toThrow(BackupError);
  });
});

/** Every image path a record of the shop points at: the media library and each content list. */
function referencedImages(db: Db): Set<string> {
  const paths = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value === 'string' && value.startsWith('/uploads/')) paths.add(value);
  };
  for (const { path } of db.prepare('SELECT path FROM media_files').all() as { path: string }[]) {
    add(path);
  }
  for (const table of ['artworks', 'posts', 'products']) {
    const rows = db.prepare(`SELECT images FROM ${table}`).all() as { images: string }[];
    for (const row of rows) (JSON.parse(row.images) as unknown[]).forEach(add);
  }
  for (const row of db.prepare('SELECT cover_image FROM posts').all() as {
    cover_image: unknown;
  }[]) {
    add(row.cover_image);
  }
  for (const row of db.prepare('SELECT thumbnail FROM games').all() as { thumbnail: unknown }[]) {
    add(row.thumbnail);
  }
  return paths;
}
