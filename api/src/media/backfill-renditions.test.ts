import { readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renditionPath } from '@kawaii/shared';
import { solidPng } from '../test/image-factories.ts';
import { createTestDatabase, recordingLogger, type TestDatabase } from '../test/test-app.ts';
import { backfillRenditions } from './backfill-renditions.ts';
import { storeImage } from './store-image.ts';
import { createMediaStore } from './store.ts';

let database: TestDatabase;

beforeEach(() => {
  database = createTestDatabase();
});

afterEach(() => database.cleanup());

const fileOf = (path: string) => join(database.uploadsDir, path.slice('/uploads/'.length));

/** An image stored as it was before the 720 px rendition existed: the file is removed again. */
async function storedWithout720(width: number, height: number, colour: string) {
  const input = await solidPng(width, height, colour);
  const stored = await storeImage(createMediaStore(database.db), database.uploadsDir, input);
  rmSync(fileOf(renditionPath(stored.path, 720)), { force: true });
  return stored.path;
}

describe('backfillRenditions', () => {
  it('draws the missing 720 px rendition of every older image wide enough for one', async () => {
    const wide = await storedWithout720(1600, 1200, '#f8b4c8');
    const narrow = await storedWithout720(700, 700, '#a0d8ef');
    const logger = recordingLogger();

    const result = await backfillRenditions(database.uploadsDir, logger);

    expect(result).toEqual({ made: 1, failed: 0 });
    const rendition = sharp(fileOf(renditionPath(wide, 720)));
    expect(await rendition.metadata()).toMatchObject({ format: 'webp', width: 720, height: 540 });
    // Drawn from the master: the colours are the image's own.
    const { data } = await rendition.raw().toBuffer({ resolveWithObject: true });
    expect(Math.abs(data[0]! - 0xf8)).toBeLessThanOrEqual(4);
    // A 700 px master is already narrower than the rendition; nothing is drawn for it.
    expect(readdirSync(database.uploadsDir).filter((name) => name.includes('@720w'))).toEqual([
      renditionPath(wide, 720).slice('/uploads/'.length),
    ]);
    expect(readdirSync(database.uploadsDir).some((name) => name.startsWith('.'))).toBe(false);
    expect(logger.infos).toEqual(['Image renditions: 1 made, 0 image(s) could not be read.']);
    expect(narrow).toMatch(/-700x700\.webp$/);
  });

  it('does nothing the second time, leaving every file as it was', async () => {
    await storedWithout720(1200, 800, '#fde2a8');
    await backfillRenditions(database.uploadsDir, recordingLogger());
    const before = readdirSync(database.uploadsDir).map((name) => [
      name,
      statSync(join(database.uploadsDir, name)).mtimeMs,
    ]);
    const logger = recordingLogger();

    expect(await backfillRenditions(database.uploadsDir, logger)).toEqual({ made: 0, failed: 0 });
    expect(
      readdirSync(database.uploadsDir).map((name) => [
        name,
        statSync(join(database.uploadsDir, name)).mtimeMs,
      ]),
    ).toEqual(before);
    expect(logger.infos).toEqual([]);
  });

  it('logs a broken file and still draws the renditions of the others', async () => {
    writeFileSync(join(database.uploadsDir, 'broken0-1200x800.webp'), 'not an image at all');
    const good = await storedWithout720(1000, 500, '#c8b4f8');
    const logger = recordingLogger();

    const result = await backfillRenditions(database.uploadsDir, logger);

    expect(result).toEqual({ made: 1, failed: 1 });
    expect(logger.errors.map((entry) => entry.message)).toEqual([
      'Could not make the 480, 720, 960 px renditions of broken0-1200x800.webp',
    ]);
    expect(logger.infos).toEqual(['Image renditions: 1 made, 1 image(s) could not be read.']);
    expect((await sharp(fileOf(renditionPath(good, 720))).metadata()).width).toBe(720);
    // Nothing half-written stays behind for the broken one.
    expect(readdirSync(database.uploadsDir).filter((name) => name.startsWith('broken0'))).toEqual([
      'broken0-1200x800.webp',
    ]);
    expect(readdirSync(database.uploadsDir).some((name) => name.startsWith('.'))).toBe(false);
  });

  it('replaces a rendition left half-written by a stopped process, and ignores other files', async () => {
    const master = await storedWithout720(900, 900, '#b4f8c8');
    const rendition = renditionPath(master, 720).slice('/uploads/'.length);
    writeFileSync(join(database.uploadsDir, `.${rendition}.partial`), 'half a webp');
    writeFileSync(join(database.uploadsDir, 'notes.txt'), 'kept as it is');
    writeFileSync(join(database.uploadsDir, 'legacy.png'), 'kept as it is');

    expect(await backfillRenditions(database.uploadsDir, recordingLogger())).toEqual({
      made: 1,
      failed: 0,
    });
    expect(readdirSync(database.uploadsDir).sort()).toEqual(
      [
        master.slice('/uploads/'.length),
        renditionPath(master, 480).slice('/uploads/'.length),
        rendition,
        'legacy.png',
        'notes.txt',
      ].sort(),
    );
  });
});
