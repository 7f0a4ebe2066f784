import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseStoredImagePath, renditionPath } from '@kawaii/shared';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { storeImage } from './store-image.ts';
import { createMediaStore } from './store.ts';

let database: TestDatabase;

beforeEach(() => {
  database = createTestDatabase();
});

afterEach(() => database.cleanup());

const fileOf = (path: string) => join(database.uploadsDir, path.slice('/uploads/'.length));

/** A landscape photo taken with the camera turned: stored sideways, EXIF says rotate 90°. */
function sidewaysPhotoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 600, channels: 3, background: '#f8b4c8' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Copyright: 'Momo Sakura', Make: 'PhoneCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 39/1 0/1' },
    })
    .toBuffer();
}

describe('storeImage', () => {
  it('stores an upright WebP master with every metadata block dropped', async () => {
    const input = await sidewaysPhotoWithGps();
    expect((await sharp(input).metadata()).exif).toBeDefined();

    const stored = await storeImage(database.db, database.uploadsDir, input);

    expect(stored).toEqual({
      path: expect.stringMatching(/^\/uploads\/[a-z0-9]+-600x1200\.webp$/),
      width: 600,
      height: 1200,
    });
    const master = await sharp(fileOf(stored.path)).metadata();
    expect(master).toMatchObject({ format: 'webp', width: 600, height: 1200 });
    expect(master.exif).toBeUndefined();
    expect(master.orientation).toBeUndefined();
    expect(master.icc).toBeUndefined();
  });

  it('writes a rendition for every smaller width, named per the shared rules', async () => {
    const input = await sharp({
      create: { width: 2600, height: 1300, channels: 3, background: '#a0d8ef' },
    })
      .png()
      .toBuffer();

    const stored = await storeImage(database.db, database.uploadsDir, input);

    // Scaled down to the 2000 px maximum, keeping the aspect ratio.
    expect(parseStoredImagePath(stored.path)).toMatchObject({ width: 2000, height: 1000 });
    for (const width of [480, 960, 1600]) {
      const rendition = await sharp(fileOf(renditionPath(stored.path, width))).metadata();
      expect(rendition).toMatchObject({ format: 'webp', width, height: width / 2 });
    }
    expect(readdirSync(database.uploadsDir)).toHaveLength(4);
  });

  it('makes no renditions of an image smaller than them all', async () => {
    const input = await sharp({
      create: { width: 300, height: 300, channels: 4, background: '#fff0' },
    })
      .png()
      .toBuffer();
    const stored = await storeImage(database.db, database.uploadsDir, input);
    expect(readdirSync(database.uploadsDir)).toEqual([stored.path.slice('/uploads/'.length)]);
  });

  it('records the file in media_files with its alt text', async () => {
    const input = await sidewaysPhotoWithGps();
    const stored = await storeImage(database.db, database.uploadsDir, input, { alt: 'Pink sky' });
    expect(createMediaStore(database.db).findByPath(stored.path)).toMatchObject({
      path: stored.path,
      width: 600,
      height: 1200,
      alt: 'Pink sky',
      uploadedBy: null,
    });
  });

  it('refuses images with too many pixels before decoding them, writing nothing', async () => {
    const bomb = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="12000" height="12000"></svg>',
    );
    await expect(storeImage(database.db, database.uploadsDir, bomb)).rejects.toThrow(/pixel limit/);
    expect(readdirSync(database.uploadsDir)).toEqual([]);
  });
});
