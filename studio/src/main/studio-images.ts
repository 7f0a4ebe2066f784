// The images the studio's pages show from their own origin: the shop's /uploads/... from the
// offline cache, and /local-images/<id>, the saved preview of a picture on this computer (which
// still shows when her original file has gone missing). No Electron import: the browser flows
// serve the renderer with this same function.
import { readFile } from 'node:fs/promises';
import { UPLOADS_PREFIX } from '@kawaii/shared';
import { localImageIdOfRoute } from '../bridge/local-image-urls.ts';
import type { StudioServices } from '../services/studio-services.ts';

export interface StudioImage {
  bytes: Uint8Array;
  contentType: string;
}

/** The image at `pathname`; null when there is none; undefined when it is not an image path. */
export async function studioImage(
  services: Pick<StudioServices, 'uploadCache' | 'media'>,
  pathname: string,
): Promise<StudioImage | null | undefined> {
  if (pathname.startsWith(UPLOADS_PREFIX)) {
    const cached = await services.uploadCache.get(pathname).catch(() => null);
    return cached && { bytes: new Uint8Array(cached.bytes), contentType: cached.contentType };
  }
  const imageId = localImageIdOfRoute(pathname);
  if (imageId === null) return undefined;
  const image = services.media.find(imageId);
  const bytes = image && (await readFile(image.previewFile).catch(() => null));
  return bytes ? { bytes: new Uint8Array(bytes), contentType: 'image/webp' } : null;
}
