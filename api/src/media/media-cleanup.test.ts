import { mkdirSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MediaCleanupResult, UnusedMediaFile } from '@kawaii/shared';
import { signedIn } from '../test/auth.ts';
import { buildArtwork } from '../test/factories.ts';
import { useStaffApp } from '../test/staff-app.ts';
import { buildOrder } from '../test/order-factories.ts';
import { onDisk, oneOfEachKind } from './media-test-support.ts';

// A shop of its own for each test: the uploads folder holds only the files it wrote, whichever tests ran before.
const media = useStaffApp('superadmin', { perTest: true });

// Whole seconds: every file system keeps those exactly.
const TWO_DAYS_AGO = new Date(Math.floor(Date.now() / 1000 - 2 * 24 * 60 * 60) * 1000);

/** A file in the uploads folder, written two days ago unless told otherwise. */
function file(name: string, { fresh = false, bytes = 10 } = {}): string {
  const target = join(media.app.uploadsDir, name);
  writeFileSync(target, 'x'.repeat(bytes));
  if (!fresh) utimesSync(target, TWO_DAYS_AGO, TWO_DAYS_AGO);
  return `/uploads/${name}`;
}

async function unused(headers = media.staff): Promise<UnusedMediaFile[]> {
  const response = await media.app.get('/api/media/unused', { headers });
  expect(response.status).toBe(200);
  return (await response.json()) as UnusedMediaFile[];
}

function cleanUp(body: unknown, headers = media.staff) {
  return media.app.get('/api/media/cleanup', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('unused files', () => {
  it('lists only old files that no record names, with their renditions counted in', async () => {
    const artwork = file('art-10x10.webp');
    const cover = file('cover-10x10.webp');
    const inPostText = file('inline.png');
    const product = file('prod-1000x500.webp');
    const productRendition = file('prod-1000x500@480w.webp');
    const sold = file('sold.webp');
    const category = file('cat.webp');
    const game = file('game.webp');
    const settingsLogo = file('logo.webp');
    oneOfEachKind(media.app.db, {
      artwork: { images: [artwork] },
      post: { coverImage: cover, content: `A sketch: ${inPostText}.` },
      product: { images: [product] },
      category: { image: category },
      game: { thumbnail: game },
    });
    const order = buildOrder(media.app.db);
    // The product was deleted since; its order line still shows the picture.
    media.app.db.prepare('UPDATE order_items SET image = ? WHERE order_id = ?').run(sold, order.id);
    media.app.db
      .prepare(
        `INSERT INTO shop_settings (id, data, updated_at) VALUES (1, ?, '2026-01-01')
         ON CONFLICT (id) DO UPDATE SET data = excluded.data`,
      )
      .run(JSON.stringify({ settingsLogo }));

    const abandoned = file('abandoned-800x600.webp', { bytes: 100 });
    file('abandoned-800x600@480w.webp', { bytes: 20 });
    const replaced = file('replaced.jpg', { bytes: 7 });
    const freshUpload = file('fresh-10x10.webp', { fresh: true });
    // An alt text alone (the media row) does not make a file used.
    media.app.db
      .prepare("INSERT INTO media_files (path, alt, created_at) VALUES (?, 'old', '2026-01-01')")
      .run(replaced);

    const listed = await unused();
    expect(listed.map((entry) => entry.path).sort()).toEqual([abandoned, replaced]);
    expect(listed.find((entry) => entry.path === abandoned)).toEqual({
      path: abandoned,
      bytes: 120,
      modifiedAt: TWO_DAYS_AGO.toISOString(),
    });
    for (const kept of [
      productRendition,
      freshUpload,
      sold,
      category,
      game,
      inPostText,
      settingsLogo,
    ]) {
      expect(listed.map((entry) => entry.path)).not.toContain(kept);
    }
  });

  it('never lists folders, symlinks or names that are not plain upload names', async () => {
    mkdirSync(join(media.app.uploadsDir, 'folder-10x10.webp'));
    symlinkSync('/etc/hostname', join(media.app.uploadsDir, 'link.webp'));
    file('.hidden.webp');
    const paths = (await unused()).map((entry) => entry.path);
    for (const path of [
      '/uploads/folder-10x10.webp',
      '/uploads/link.webp',
      '/uploads/.hidden.webp',
    ]) {
      expect(paths).not.toContain(path);
    }
  });
});

describe('cleaning up', () => {
  it('removes only the confirmed files that are still unused, checking each again', async () => {
    const gone = file('gone-800x600.webp');
    const goneRendition = file('gone-800x600@480w.webp');
    const usedSince = file('used-since.webp');
    const notListed = file('other.webp');
    expect((await unused()).map((entry) => entry.path)).toEqual(
      expect.arrayContaining([gone, usedSince, notListed]),
    );
    // Between the list and the confirmation a form saved one of them.
    buildArtwork(media.app.db, { images: [usedSince] });

    const response = await cleanUp({ paths: [gone, usedSince, '/uploads/never-there.webp'] });
    expect(response.status).toBe(200);
    expect((await response.json()) as MediaCleanupResult).toEqual({
      removed: [gone],
      kept: [usedSince, '/uploads/never-there.webp'],
    });
    expect(onDisk(media.app, gone)).toBe(false);
    expect(onDisk(media.app, goneRendition)).toBe(false);
    expect(onDisk(media.app, usedSince)).toBe(true);
    // Not confirmed: stays, although unused.
    expect(onDisk(media.app, notListed)).toBe(true);
  });

  it('forgets the alt text of a removed file', async () => {
    const described = file('described.webp');
    media.app.db
      .prepare("INSERT INTO media_files (path, alt, created_at) VALUES (?, 'a cat', '2026-01-01')")
      .run(described);
    expect((await cleanUp({ paths: [described] })).status).toBe(200);
    expect(media.app.db.prepare('SELECT 1 FROM media_files WHERE path = ?').get(described)).toBe(
      undefined,
    );
  });

  it('refuses paths that are not uploads and an empty list, changing nothing', async () => {
    const safe = file('safe.webp');
    for (const paths of [[], ['/etc/passwd'], ['/uploads/../test.db'], [safe, '/uploads/a/b']]) {
      expect((await cleanUp({ paths })).status).toBe(400);
    }
    expect((await cleanUp({})).status).toBe(400);
    expect(onDisk(media.app, safe)).toBe(true);
  });

  it('is for the superadmin only: an admin is refused with 403', async () => {
    const admin = (await signedIn(media.app, { role: 'admin' })).headers;
    const kept = file('kept-for-admin.webp');
    expect((await media.app.get('/api/media/unused', { headers: admin })).status).toBe(403);
    expect((await cleanUp({ paths: [kept] }, admin)).status).toBe(403);
    expect((await media.app.get('/api/media/unused')).status).toBe(401);
    expect(onDisk(media.app, kept)).toBe(true);
  });
});
