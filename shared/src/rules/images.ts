// Stored images are named so that any page can build `srcset`, `width` and `height` from the
// path alone, without asking the server: `/uploads/<id>-<width>x<height>.webp` is the master
// (re-encoded, metadata stripped) and `/uploads/<id>-<width>x<height>@<w>w.webp` its renditions,
// made for every width in RENDITION_WIDTHS that is smaller than the master.

import { UPLOADS_PREFIX } from './upload-paths.ts';

/**
 * 720 is the phone width: a 360-412 px wide phone at a device pixel ratio of 1.75-2 draws a
 * full-width image 660-720 device pixels wide, which 960 would overshoot by a third of the bytes
 * and 480 would leave blurry.
 */
export const RENDITION_WIDTHS = [480, 720, 960, 1600] as const;

const STORED_IMAGE = /^\/uploads\/([a-z0-9]+)-(\d+)x(\d+)\.webp$/;

export interface StoredImageName {
  id: string;
  width: number;
  height: number;
}

export function storedImagePath(id: string, width: number, height: number): string {
  return `${UPLOADS_PREFIX}${id}-${width}x${height}.webp`;
}

export function renditionPath(masterPath: string, width: number): string {
  return masterPath.replace(/\.webp$/, `@${width}w.webp`);
}

export function parseStoredImagePath(path: string): StoredImageName | null {
  const match = STORED_IMAGE.exec(path);
  if (!match) return null;
  return { id: match[1]!, width: Number(match[2]), height: Number(match[3]) };
}

export function renditionWidthsFor(masterWidth: number): number[] {
  return RENDITION_WIDTHS.filter((width) => width < masterWidth);
}

export interface ImageSources {
  src: string;
  srcSet?: string;
  width?: number;
  height?: number;
}

/** Attributes for an <img> of a stored image; paths of another shape get a plain `src`. */
export function imageSources(path: string): ImageSources {
  const parsed = parseStoredImagePath(path);
  if (!parsed) return { src: path };
  const candidates = renditionWidthsFor(parsed.width).map(
    (width) => `${renditionPath(path, width)} ${width}w`,
  );
  candidates.push(`${path} ${parsed.width}w`);
  return { src: path, srcSet: candidates.join(', '), width: parsed.width, height: parsed.height };
}
