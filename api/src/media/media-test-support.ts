// What the media suites share besides their API (useStaffApp): real uploads through the image
// pipeline, a look into the uploads folder, and a record of every kind that shows images.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ArtworkRecord } from '../artworks/store.ts';
import type { CategoryRecord } from '../categories/store.ts';
import type { Db } from '../db/connection.ts';
import type { GameRecord } from '../games/store.ts';
import type { PostRecord } from '../posts/store.ts';
import type { ProductRecord } from '../products/store.ts';
import {
  buildArtwork,
  buildCategory,
  buildGame,
  buildPost,
  buildProduct,
} from '../test/factories.ts';
import { solidPng } from '../test/image-factories.ts';
import type { TestApp } from '../test/test-app.ts';
import { storeImage } from './store-image.ts';
import { createMediaStore } from './store.ts';

/** Whether the file of an `/uploads/...` path is in the app's uploads folder. */
export function onDisk(app: TestApp, path: string): boolean {
  return existsSync(join(app.uploadsDir, path.slice('/uploads/'.length)));
}

/** A real upload: a 1000 px master and its 480 and 960 px renditions, recorded as media. */
export async function storedImage(app: TestApp): Promise<string> {
  const stored = await storeImage(
    createMediaStore(app.db),
    app.uploadsDir,
    await solidPng(1000, 500),
  );
  return stored.path;
}

/** The fields of one record of every kind that shows uploaded images. */
export interface EveryKind {
  artwork: Partial<ArtworkRecord>;
  post: Partial<PostRecord>;
  product: Partial<ProductRecord>;
  category: Partial<CategoryRecord>;
  game: Partial<GameRecord>;
}

/** One record of every kind that can show an uploaded image, each with the fields given. */
export function oneOfEachKind(db: Db, fields: EveryKind) {
  return {
    artwork: buildArtwork(db, fields.artwork),
    post: buildPost(db, fields.post),
    product: buildProduct(db, fields.product),
    category: buildCategory(db, fields.category),
    game: buildGame(db, fields.game),
  };
}
