import sharp from 'sharp';
import { storeImage, type MediaStore } from '@kawaii/api/seeding';
import { illustrate } from './illustrations/index.ts';
import type { IllustrationOptions } from './illustrations/types.ts';

/** One demo picture: what to draw, and the alt text the pages show for it. */
export interface SeedImage extends IllustrationOptions {
  alt: string;
}

export type SeedImagePaths = ReadonlyMap<SeedImage, string>;

// libvips already spreads one image over the cores; a few at once keeps both cores busy while
// another image is being written or parsed.
const CONCURRENCY = 3;

/**
 * Draws every picture, renders it to PNG and stores it like an upload (WebP master,
 * renditions, media_files row). Answers the stored path of each picture.
 */
export async function renderSeedImages(
  media: MediaStore,
  uploadsDir: string,
  images: readonly SeedImage[],
): Promise<SeedImagePaths> {
  const paths = new Map<SeedImage, string>();
  let next = 0;
  const worker = async () => {
    while (next < images.length) {
      const image = images[next++]!;
      const png = await sharp(Buffer.from(illustrate(image)))
        .png({ compressionLevel: 1 })
        .toBuffer();
      const stored = await storeImage(media, uploadsDir, png, { alt: image.alt });
      paths.set(image, stored.path);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, images.length) }, worker));
  return paths;
}

/** The stored path of a picture rendered by renderSeedImages. */
export function pathOf(paths: SeedImagePaths, image: SeedImage): string {
  const path = paths.get(image);
  if (path === undefined) throw new Error(`Seed image was not rendered: ${image.alt}`);
  return path;
}
