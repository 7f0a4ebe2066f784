// Renditions for images stored before their width was added to the shared list (the 720 px
// phone width, for one): without them a page's srcset would name files that do not exist. Each
// missing rendition is drawn from its master, one file at a time, so the work never takes both
// cores from the shop, and sharp works off the event loop, so requests are answered meanwhile.
// It runs at every start and finds nothing to do once done: only missing files are made.

import { readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  UPLOADS_PREFIX,
  parseStoredImagePath,
  renditionPath,
  renditionWidthsFor,
} from '@kawaii/shared';
import type { Logger } from '../core/logger.ts';
import { MAX_INPUT_PIXELS } from './image-check.ts';
import { WEBP_EFFORT, WEBP_QUALITY } from './store-image.ts';

export interface BackfillResult {
  /** Renditions written. */
  made: number;
  /** Images whose missing renditions could not be made (each logged with its file). */
  failed: number;
}

/**
 * A rendition is written under a dot name first and then renamed, so a half-written file is
 * never served or kept: dot names are neither served nor listed as uploads.
 */
const PARTIAL = /^\.(.+)\.partial$/;

function partialName(fileName: string): string {
  return `.${fileName}.partial`;
}

/** Makes every rendition the shared rules name that is missing from `uploadsDir`. */
export async function backfillRenditions(
  uploadsDir: string,
  logger: Logger,
): Promise<BackfillResult> {
  const names = await readdir(uploadsDir);
  const present = new Set(names);
  const result: BackfillResult = { made: 0, failed: 0 };

  // Left by a process stopped mid-write: the rename never happened, so the file is made again.
  for (const name of names.filter((entry) => PARTIAL.test(entry))) {
    await rm(join(uploadsDir, name), { force: true });
  }

  for (const name of names) {
    const master = parseStoredImagePath(UPLOADS_PREFIX + name);
    if (!master) continue; // a rendition, a partial file or not a stored image
    const missing = renditionWidthsFor(master.width)
      .map((width) => ({ width, name: fileName(renditionPath(UPLOADS_PREFIX + name, width)) }))
      .filter((rendition) => !present.has(rendition.name));
    try {
      for (const rendition of missing) {
        await drawRendition(uploadsDir, name, rendition);
        result.made += 1;
      }
    } catch (error) {
      // One unreadable master stops only its own renditions; the next image is tried as usual.
      result.failed += 1;
      const widths = missing.map((rendition) => rendition.width).join(', ');
      logger.error(`Could not make the ${widths} px renditions of ${name}`, error);
    }
  }
  if (result.made > 0 || result.failed > 0) {
    logger.info(
      `Image renditions: ${result.made} made, ${result.failed} image(s) could not be read.`,
    );
  }
  return result;
}

async function drawRendition(
  uploadsDir: string,
  masterName: string,
  rendition: { width: number; name: string },
): Promise<void> {
  const partial = join(uploadsDir, partialName(rendition.name));
  const target = join(uploadsDir, rendition.name);
  try {
    await sharp(join(uploadsDir, masterName), { limitInputPixels: MAX_INPUT_PIXELS })
      .resize({ width: rendition.width })
      .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
      .toFile(partial);
    await rename(partial, target);
  } finally {
    await rm(partial, { force: true });
  }
  // The upload was deleted while its rendition was drawn: the rendition goes with it.
  if (!(await exists(join(uploadsDir, masterName)))) await rm(target, { force: true });
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

function fileName(uploadPath: string): string {
  return uploadPath.slice(UPLOADS_PREFIX.length);
}
