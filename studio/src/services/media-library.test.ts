// The native media library over real files: folders are indexed with previews, searched, and
// rescanned; a picked file is kept in the data folder; the artist's own files are never touched.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { AdminApiError } from '@kawaii/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStudioDatabase, type StudioDb } from './database.ts';
import { createMediaLibrary, type MediaLibrary } from './media-library.ts';
import { localImageId } from './references.ts';

let root: string;
let pictures: string;
let db: StudioDb;
let library: MediaLibrary;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ffd1e3' } })
    .png()
    .toBuffer();

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'kawaii-studio-media-'));
  pictures = join(root, 'Pictures');
  mkdirSync(join(pictures, 'dolls', '.thumbnails'), { recursive: true });
  writeFileSync(join(pictures, 'bunny-plush.png'), await png(1200, 900));
  writeFileSync(join(pictures, 'dolls', 'spring-doll.png'), await png(300, 400));
  writeFileSync(join(pictures, 'dolls', '.thumbnails', 'hidden.png'), await png(10, 10));
  writeFileSync(join(pictures, 'notes.txt'), 'not an image');
  writeFileSync(join(pictures, 'broken.jpg'), 'not really a jpeg');
  db = openStudioDatabase(join(root, 'studio.db'));
  library = createMediaLibrary(db, {
    previewsDir: join(root, 'data', 'previews'),
    importsDir: join(root, 'data', 'imported'),
  });
});

afterEach(() => {
  db.close();
  rmSync(root, { recursive: true, force: true });
});

describe('media folders', () => {
  it('indexes the readable images of a folder and its subfolders, with previews', async () => {
    const [folder] = await library.addFolder(pictures);
    expect(folder).toMatchObject({ path: pictures, imageCount: 2 });

    const images = library.search(undefined);
    expect(images.map((image) => image.fileName).sort()).toEqual([
      'bunny-plush.png',
      'spring-doll.png',
    ]);
    const bunny = images.find((image) => image.fileName === 'bunny-plush.png')!;
    expect(bunny).toMatchObject({ width: 1200, height: 900, uploadedPath: null });
    const preview = await sharp(bunny.previewFile).metadata();
    expect(preview).toMatchObject({ format: 'webp', width: 800, height: 600 });
  });

  it('finds images by name or folder', async () => {
    await library.addFolder(pictures);
    expect(library.search('bunny').map((image) => image.fileName)).toEqual(['bunny-plush.png']);
    expect(library.search('dolls').map((image) => image.fileName)).toEqual(['spring-doll.png']);
    expect(library.search('100%')).toEqual([]);
  });

  it('rescans: new images are added, removed ones leave the list', async () => {
    await library.addFolder(pictures);
    rmSync(join(pictures, 'bunny-plush.png'));
    writeFileSync(join(pictures, 'new-sketch.png'), await png(50, 50));
    const [folder] = await library.rescan();
    expect(folder?.imageCount).toBe(2);
    expect(
      library
        .search(undefined)
        .map((image) => image.fileName)
        .sort(),
    ).toEqual(['new-sketch.png', 'spring-doll.png']);
  });

  it('removing a folder unlists its images but keeps the files and what changes need', async () => {
    const [folder] = await library.addFolder(pictures);
    const [image] = library.search('bunny');
    expect(library.removeFolder(folder!.id)).toEqual([]);
    expect(library.search(undefined)).toEqual([]);
    expect(existsSync(join(pictures, 'bunny-plush.png'))).toBe(true);
    expect(library.lookup.uploadedPath(image!.id)).toBeNull();
  });

  it('refuses a path that is not a folder', async () => {
    await expect(library.addFolder(join(pictures, 'notes.txt'))).rejects.toBeInstanceOf(
      AdminApiError,
    );
  });
});

describe('importImage', () => {
  it('keeps a picked image in the data folder as a local image', async () => {
    const uploaded = await library.importImage(await png(640, 480), 'from-form.png');
    expect(uploaded).toMatchObject({ width: 640, height: 480 });
    const image = library.find(localImageId(uploaded.path)!);
    expect(image?.filePath.startsWith(join(root, 'data', 'imported'))).toBe(true);
    expect(library.search('from-form').map((found) => found.id)).toEqual([image!.id]);
  });

  it('refuses what is not an accepted image', async () => {
    const refused = await library.importImage(new TextEncoder().encode('hello'), 'a.png').then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ status: 415 });
    expect(library.search(undefined)).toEqual([]);
  });
});

describe('a picture whose file went missing', () => {
  it('is noticed, and its saved preview can take its place under the same id', async () => {
    await library.addFolder(pictures);
    const [bunny] = library.search('bunny');
    expect(library.isMissing(bunny!)).toBe(false);
    rmSync(join(pictures, 'bunny-plush.png'));
    expect(library.isMissing(bunny!)).toBe(true);

    const replaced = await library.useSavedPreview(bunny!.id);
    expect(replaced).toMatchObject({
      id: bunny!.id,
      fileName: 'bunny-plush.webp',
      width: 800,
      height: 600,
      folderId: null,
    });
    expect(replaced.filePath.startsWith(join(root, 'data', 'imported'))).toBe(true);
    expect(library.isMissing(replaced)).toBe(false);
  });

  it('takes another file only when the shop would take it', async () => {
    await library.addFolder(pictures);
    const [bunny] = library.search('bunny');
    rmSync(join(pictures, 'bunny-plush.png'));
    const huge = join(root, 'huge-scan.png');
    // Uncompressed, 2400 × 2400 RGB pixels are about 17 MB on disk.
    await sharp({ create: { width: 2400, height: 2400, channels: 3, background: '#c3e6ff' } })
      .png({ compressionLevel: 0 })
      .toFile(huge);
    await expect(library.replaceFile(bunny!.id, huge)).rejects.toMatchObject({
      status: 413,
      message: expect.stringMatching(/^huge-scan\.png is 1\d\.\d MB: the shop takes images/),
    });
    await expect(library.replaceFile(bunny!.id, join(root, 'nowhere.png'))).rejects.toMatchObject({
      status: 400,
    });
    expect(library.find(bunny!.id)?.filePath).toBe(join(pictures, 'bunny-plush.png'));

    const replaced = await library.replaceFile(
      bunny!.id,
      join(pictures, 'dolls', 'spring-doll.png'),
    );
    expect(replaced).toMatchObject({ id: bunny!.id, fileName: 'spring-doll.png', width: 300 });
    const preview = await sharp(replaced.previewFile).metadata();
    expect(preview).toMatchObject({ width: 300, height: 400 });
  });
});
