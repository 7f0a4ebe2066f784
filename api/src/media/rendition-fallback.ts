// A rendition can be missing for a while: images stored before its width was added get it from
// the start-up backfill, which takes its time, and an unreadable master never gets one. Pages
// name every rendition in their srcset all the same, so until the file exists the next wider
// file of the same image is sent in its place: a little heavier, never a broken picture. It is
// sent with `no-cache`, so browsers ask again and get the real rendition once it is there.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { RequestHandler } from 'express';
import {
  UPLOADS_PREFIX,
  parseStoredImagePath,
  renditionPath,
  renditionWidthsFor,
  uploadFileName,
} from '@kawaii/shared';

const RENDITION_REQUEST = /^(\/[a-z0-9]+-\d+x\d+)@(\d+)w\.webp$/;

/** For the uploads folder's router, after the static files: answers a missing rendition. */
export function renditionFallback(uploadsDir: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const match = RENDITION_REQUEST.exec(req.path);
    if (!match) return next();
    const master = `${UPLOADS_PREFIX}${match[1]!.slice(1)}.webp`;
    const parsed = parseStoredImagePath(master);
    const asked = Number(match[2]);
    if (!parsed || !renditionWidthsFor(parsed.width).includes(asked)) return next();

    const wider = renditionWidthsFor(parsed.width)
      .filter((width) => width > asked)
      .map((width) => renditionPath(master, width));
    const standIn = [...wider, master]
      .map((path) => uploadFileName(path))
      .find((name) => name !== null && existsSync(join(uploadsDir, name)));
    if (!standIn) return next();
    res.sendFile(standIn, {
      root: uploadsDir,
      cacheControl: false,
      headers: { 'Cache-Control': 'no-cache', 'Content-Type': 'image/webp' },
    });
  };
}
