import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../config.ts';
import { openDatabase, type Db } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { createMediaService } from '../media/service.ts';
import { createMediaStore } from '../media/store.ts';
import { solidPng } from '../test/image-factories.ts';
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
    const media = createMediaService(shop.db, createMediaStore(shop.db), shop.uploadsDir);
    const image = await media.upload(await solidPng(16), { userId: null, role: 'admin' });
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
    restored.close();
    expect(existsSync(join(dataDir, image.path.replace(/^\//, '')))).toBe(true);
  });

  it('refuses to restore over a data folder that is in use', () => {
    expect(() => restoreDataDir(join(scratch, 'backup'), shop.dataDir)).toThrow(BackupError);
  });
});
