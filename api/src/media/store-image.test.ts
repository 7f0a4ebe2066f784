import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseStoredImagePath, renditionPath } from '@kawaii/shared';
import { HttpError } from '../core/errors.ts';
import { pngDeclaring, sidewaysPhotoWithGps, solidPng } from '../test/image-factories.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { storeImage } from './store-image.ts';
import { createMediaStore } from './store.ts';

let database: TestDatabase;

beforeEach(() => {
  database = createTestDatabase();
});

afterEach(() => database.cleanup());

const fileOf = (path: string) => join(database.uploadsDir, path.slice('/uploads/'.length));

function storeFails(input: Buffer) {
  return storeImage(createMediaStore(database.db), database.uploadsDir, input).then(
    () => expect.unreachable('the image was stored'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(HttpError);
      const { status, message } = error as HttpError;
      return { status, message };
    },
  );
}

describe('storeImage', () => {
  it('stores an upright WebP master with every metadata block dropped', async () => {
    const input = await sidewaysPhotoWithGps();
    const original = await sharp(input).metadata();
    expect(original.exif?.includes('PhoneCam')).toBe(true);
    expect(original.xmp).toBeDefined();

    const stored = await storeImage(createMediaStore(database.db), database.uploadsDir, input);

    expect(stored).toEqual({
      path: expect.stringMatching(/^\/uploads\/[a-z0-9]+-600x1200\.webp$/),
      width: 600,
      height: 1200,
    });
    const master = await sharp(fileOf(stored.path)).metadata();
    expect(master).toMatchObject({ format: 'webp', width: 600, height: 1200 });
    expect(master.exif).toBeUndefined();
    expect(master.xmp).toBeUndefined();
    expect(master.orientation).toBeUndefined();
    expect(master.icc).toBeUndefined();
    // Not a trace of the camera or the GPS block anywhere in the bytes written.
    for (const file of readdirSync(database.uploadsDir)) {
      const bytes = readFileSync(join(database.uploadsDir, file)).toString('latin1');
      expect(bytes).not.toMatch(/Exif|GPS|PhoneCam|Momo Sakura|xmpmeta/);
    }
  });

  it('converts colours from an embedded profile to sRGB, then drops the profile', async () => {
    const colour = { r: 100, g: 150, b: 200 };
    const displayP3 = await sharp({
      create: { width: 8, height: 8, channels: 3, background: colour },
    })
      .png()
      .withIccProfile('p3')
      .toBuffer();
    const stored = await storeImage(createMediaStore(database.db), database.uploadsDir, displayP3);

    const master = sharp(fileOf(stored.path));
    expect((await master.metadata()).icc).toBeUndefined();
    const { data } = await master.raw().toBuffer({ resolveWithObject: true });
    expect(Math.abs(data[0]! - colour.r)).toBeLessThanOrEqual(3);
    expect(Math.abs(data[2]! - colour.b)).toBeLessThanOrEqual(3);
  });

  it('writes a rendition for every smaller width, named per the shared rules', async () => {
    const input = await solidPng(2600, 1300, '#a0d8ef');

    const stored = await storeImage(createMediaStore(database.db), database.uploadsDir, input);

    // Scaled down to the 2000 px maximum, keeping the aspect ratio.
    expect(parseStoredImagePath(stored.path)).toMatchObject({ width: 2000, height: 1000 });
    for (const width of [480, 720, 960, 1600]) {
      const rendition = await sharp(fileOf(renditionPath(stored.path, width))).metadata();
      expect(rendition).toMatchObject({ format: 'webp', width, height: width / 2 });
    }
    expect(readdirSync(database.uploadsDir)).toHaveLength(5);
  });

  it('makes no renditions of an image smaller than them all', async () => {
    const input = await sharp({
      create: { width: 300, height: 300, channels: 4, background: '#fff0' },
    })
      .png()
      .toBuffer();
    const stored = await storeImage(createMediaStore(database.db), database.uploadsDir, input);
    expect(readdirSync(database.uploadsDir)).toEqual([stored.path.slice('/uploads/'.length)]);
  });

  it.each(['gif', 'webp', 'avif', 'jpeg'] as const)('accepts %s images', async (format) => {
    const input = await sharp({
      create: { width: 30, height: 20, channels: 3, background: '#cde' },
    })
      .toFormat(format)
      .toBuffer();
    const stored = await storeImage(createMediaStore(database.db), database.uploadsDir, input);
    expect(stored).toMatchObject({ width: 30, height: 20 });
  });

  it('records the file in media_files with its alt text', async () => {
    const input = await sidewaysPhotoWithGps();
    const stored = await storeImage(createMediaStore(database.db), database.uploadsDir, input, {
      alt: 'Pink sky',
    });
    expect(createMediaStore(database.db).findByPath(stored.path)).toMatchObject({
      path: stored.path,
      width: 600,
      height: 1200,
      alt: 'Pink sky',
      uploadedBy: null,
    });
  });

  it.each([
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg" width="12000" height="12000"></svg>'],
    ['a PHP script', '<?php echo "hi"; ?>'],
    ['a TIFF', 'II*\u0000\u0008\u0000\u0000\u0000'],
  ])('refuses %s with 415, writing nothing', async (_what, text) => {
    expect(await storeFails(Buffer.from(text))).toEqual({
      status: 415,
      message: 'Only JPEG, PNG, WebP, GIF and AVIF images are accepted',
    });
    expect(readdirSync(database.uploadsDir)).toEqual([]);
  });

  // Under 1 KB that declares 400 megapixels: decoding it would need 1.2 GB of memory.
  it('refuses a decompression bomb from its header, writing nothing', async () => {
    const bomb = pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1_000);
    expect(await storeFails(bomb)).toEqual({
      status: 413,
      message: 'Each image must be at most 60 megapixels',
    });
    expect(readdirSync(database.uploadsDir)).toEqual([]);
  });

  it('answers 400 for an image whose data is damaged, writing nothing', async () => {
    const whole = await solidPng(400);
    const damaged = Buffer.concat([whole.subarray(0, whole.length - 40), Buffer.alloc(40, 7)]);
    expect(await storeFails(damaged)).toEqual({
      status: 400,
      message: 'The image could not be read; the file may be damaged',
    });
    expect(readdirSync(database.uploadsDir)).toEqual([]);
  });
});
