import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { renditionPath, renditionWidthsFor, storedImagePath, UPLOADS_PREFIX } from '@kawaii/shared';
import { newId } from '../db/ids.ts';
import { MAX_INPUT_PIXELS, assertAcceptedImage, decodeFailure } from './image-check.ts';
import type { MediaStore } from './store.ts';

/** Wider images are scaled down; pages never need more. */
export const MAX_IMAGE_WIDTH = 2000;
export const WEBP_QUALITY = 82;
// Effort 2 encodes about twice as fast as the default 4 for files only a few percent larger.
export const WEBP_EFFORT = 2;

export interface StoredImage {
  /** `/uploads/<id>-<w>x<h>.webp`, as stored in records. */
  path: string;
  width: number;
  height: number;
}

export interface StoreImageOptions {
  alt?: string;
  uploadedBy?: string | null;
}

/**
 * Re-encodes an image to WebP (upright per its EXIF orientation, every metadata block dropped:
 * EXIF with GPS, XMP, ICC after conversion to sRGB; at most MAX_IMAGE_WIDTH wide), writes the
 * master and its smaller renditions to the uploads folder under the names of
 * shared/src/rules/images.ts, and records it in media_files.
 * Throws an HttpError for input that is not an accepted image (415), has too many pixels (413)
 * or cannot be decoded (400); nothing is written then.
 */
export async function storeImage(
  media: Pick<MediaStore, 'insert'>,
  uploadsDir: string,
  input: Buffer,
  options: StoreImageOptions = {},
): Promise<StoredImage> {
  await assertAcceptedImage(input);
  // Decode once into raw pixels; the master and every rendition are encoded from them. The
  // pixel limit is checked again by the decoder itself, whatever the header claimed.
  const { data: pixels, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw decodeFailure(error);
    });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const path = storedImagePath(newId(), info.width, info.height);

  const encode = (width: number) => {
    const image = sharp(pixels, { raw });
    if (width < info.width) image.resize({ width });
    return image.webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer();
  };
  const files = [
    { path, width: info.width },
    ...renditionWidthsFor(info.width).map((width) => ({ path: renditionPath(path, width), width })),
  ];
  const written = files.map(async (file) =>
    writeFile(join(uploadsDir, fileNameOf(file.path)), await encode(file.width)),
  );
  const failure = (await Promise.allSettled(written)).find(
    (result) => result.status === 'rejected',
  );
  if (failure) {
    // No half-stored image: a master without its renditions would break the pages' srcset.
    await Promise.all(
      files.map((file) => rm(join(uploadsDir, fileNameOf(file.path)), { force: true })),
    );
    throw failure.reason;
  }

  media.insert({
    path,
    width: info.width,
    height: info.height,
    alt: options.alt ?? '',
    uploadedBy: options.uploadedBy ?? null,
    createdAt: new Date().toISOString(),
  });
  return { path, width: info.width, height: info.height };
}

function fileNameOf(uploadPath: string): string {
  return uploadPath.slice(UPLOADS_PREFIX.length);
}
