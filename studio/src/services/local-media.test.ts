// Pictures from her folders in the studio's media library: shown under the sections that use
// them, hidden (never deleted) from the library, marked when their file went missing, and a
// picture the shop would refuse (over 15 MB) is refused when she chooses it, not at sync.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { AdminApiError } from '@kawaii/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { studioImage } from '../main/studio-images.ts';
import { localImageId } from './references.ts';
import type { StudioServices } from './studio-services.ts';
import { FAKE_SHOP_URL, fakeAdmin, fakeShop } from './test/fake-shop.ts';
import { artworkInput, postInput } from './test/inputs.ts';
import { newDataDir, openStudio, removeDataDir } from './test/studio-fixture.ts';

let dataDir: string;
let pictures: string;
let studio: StudioServices;

beforeEach(async () => {
  const shop = fakeShop();
  dataDir = newDataDir();
  pictures = mkdtempSync(join(tmpdir(), 'kawaii-studio-folder-'));
  studio = openStudio(dataDir, { fetch: shop.fetch });
  await studio.signIn({ serverUrl: FAKE_SHOP_URL, email: fakeAdmin.email, password: 'secret' });
  shop.online = false;
});

afterEach(async () => {
  await studio.close();
  removeDataDir(dataDir);
  rmSync(pictures, { recursive: true, force: true });
});

const titlesUnder = async (type?: 'artwork' | 'blog' | 'product') =>
  (await studio.adminApi.listMedia(type ? { type } : {})).items.map((item) => item.title);

describe('pictures from her folders', () => {
  it('show under every section until used, then under the sections that use them', async () => {
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ffb7d5' } })
      .png()
      .toFile(join(pictures, 'bow.png'));
    await studio.media.addFolder(pictures);
    expect(await titlesUnder('blog')).toEqual(['bow.png']);
    expect(await titlesUnder('product')).toEqual(['bow.png']);

    const [bow] = (await studio.adminApi.listMedia({})).items;
    await studio.adminApi.savePost(null, postInput({ existingImages: [bow!.path] }));
    expect(await titlesUnder('blog')).toEqual(['bow.png']);
    expect(await titlesUnder('product')).toEqual([]);
    expect(await titlesUnder('artwork')).toEqual([]);
    expect((await studio.adminApi.listMedia({})).items[0]?.type).toBe('blog');
  });

  it('over 15 MB is refused when chosen in a form, saying why', async () => {
    // Uncompressed, 2400 × 2400 RGB pixels are about 17 MB on disk.
    await sharp({ create: { width: 2400, height: 2400, channels: 3, background: '#c3e6ff' } })
      .png({ compressionLevel: 0 })
      .toFile(join(pictures, 'huge-scan.png'));
    await studio.media.addFolder(pictures);
    const [huge] = (await studio.adminApi.listMedia({ q: 'huge' })).items;

    const refused = await studio.adminApi
      .saveArtwork(null, artworkInput({ existingImages: [huge!.path] }))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(refused).toBeInstanceOf(AdminApiError);
    expect((refused as AdminApiError).status).toBe(413);
    expect((refused as AdminApiError).message).toMatch(
      /^huge-scan\.png is 1\d\.\d MB: the shop takes images up to 15 MB/,
    );
    // Nothing was queued: no upload that would fail at sync.
    expect(studio.sync.status().pending).toBe(0);
  });

  it('are hidden, not deleted: her file and the post using it keep the picture', async () => {
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ffb7d5' } })
      .png()
      .toFile(join(pictures, 'bow.png'));
    await studio.media.addFolder(pictures);
    const [bow] = (await studio.adminApi.listMedia({})).items;
    expect(bow?.local).toEqual({ filePath: join(pictures, 'bow.png'), missing: false });
    const post = await studio.adminApi.savePost(
      null,
      postInput({ title: 'Ribbon day', existingImages: [bow!.path], coverImage: bow!.path }),
    );
    // The hide dialog names the records that keep it.
    expect(await studio.adminApi.mediaUsage(bow!.path)).toEqual([
      { type: 'blog', id: post._id, title: 'Ribbon day' },
    ]);

    await studio.adminApi.deleteMedia(bow!.path);
    expect(await titlesUnder()).toEqual([]);
    expect(existsSync(join(pictures, 'bow.png'))).toBe(true);
    const [kept] = await studio.adminApi.listPosts();
    expect(kept).toMatchObject({ title: 'Ribbon day', coverImage: bow!.path });
    // A rescan does not bring it back; adding its folder again does.
    await studio.media.rescan();
    expect(await titlesUnder()).toEqual([]);
    await studio.media.addFolder(pictures);
    expect(await titlesUnder()).toEqual(['bow.png']);
  });

  it('whose file went missing are marked, and still show their saved preview', async () => {
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ffb7d5' } })
      .png()
      .toFile(join(pictures, 'bow.png'));
    await studio.media.addFolder(pictures);
    rmSync(join(pictures, 'bow.png'));
    const [bow] = (await studio.adminApi.listMedia({})).items;
    expect(bow?.local).toEqual({ filePath: join(pictures, 'bow.png'), missing: true });
    const preview = await studioImage(studio, `/local-images/${localImageId(bow!.path)}`);
    expect(preview?.contentType).toBe('image/webp');
    expect((await sharp(preview!.bytes).metadata()).width).toBe(40);
  });
});
