// Every record that shows an image, so that deleting the image leaves no record pointing at a
// missing file: artworks, posts, products (image lists), categories (image), games (thumbnail)
// and the media_files row. Each record changed gets a new version, so the studio notices.

import type { Db } from '../db/connection.ts';
import { readStringList, writeStringList } from '../db/json-columns.ts';

interface ImageListRow {
  id: string;
  images: string;
}

interface PostImagesRow extends ImageListRow {
  cover_image: string | null;
  main_image: string | null;
}

const MENTIONS = 'EXISTS (SELECT 1 FROM json_each(images) WHERE value = @path)';

export type MediaReferences = ReturnType<typeof createMediaReferences>;

export function createMediaReferences(db: Db) {
  const imageListTable = (table: 'artworks' | 'products') => ({
    find: db.prepare<{ path: string }, ImageListRow>(
      `SELECT id, images FROM ${table} WHERE ${MENTIONS}`,
    ),
    update: db.prepare<{ id: string; images: string; now: string }>(
      `UPDATE ${table} SET images = @images, updated_at = @now, version = version + 1
       WHERE id = @id`,
    ),
  });
  const artworks = imageListTable('artworks');
  const products = imageListTable('products');
  const findPosts = db.prepare<{ path: string }, PostImagesRow>(
    `SELECT id, images, cover_image, main_image FROM posts
     WHERE cover_image = @path OR main_image = @path OR ${MENTIONS}`,
  );
  const updatePost = db.prepare<{
    id: string;
    images: string;
    cover: string | null;
    main: string | null;
    now: string;
  }>(
    `UPDATE posts SET images = @images, cover_image = @cover, main_image = @main,
       updated_at = @now, version = version + 1
     WHERE id = @id`,
  );
  const clearCategoryImage = db.prepare<{ path: string; now: string }>(
    `UPDATE categories SET image = NULL, updated_at = @now, version = version + 1
     WHERE image = @path`,
  );
  const clearGameThumbnail = db.prepare<{ path: string; now: string }>(
    `UPDATE games SET thumbnail = NULL, updated_at = @now, version = version + 1
     WHERE thumbnail = @path`,
  );
  const forgetFile = db.prepare<{ path: string }>('DELETE FROM media_files WHERE path = @path');

  function withoutPath(list: string, path: string): string {
    return writeStringList(readStringList(list).filter((image) => image !== path));
  }

  /**
   * Removes `path` from every record in one transaction; answers how many rows changed.
   * A post whose cover goes gets its first remaining image as the cover (the admin form's
   * rule), and a main image that was the cover follows it.
   */
  const removeEverywhere = db.transaction((path: string, now: string): number => {
    let changed = 0;
    for (const table of [artworks, products]) {
      for (const row of table.find.all({ path })) {
        changed += table.update.run({
          id: row.id,
          images: withoutPath(row.images, path),
          now,
        }).changes;
      }
    }
    for (const row of findPosts.all({ path })) {
      const images = readStringList(row.images).filter((image) => image !== path);
      const cover = row.cover_image === path ? (images[0] ?? null) : row.cover_image;
      const main = row.main_image === path ? cover : row.main_image;
      changed += updatePost.run({
        id: row.id,
        images: writeStringList(images),
        cover,
        main,
        now,
      }).changes;
    }
    changed += clearCategoryImage.run({ path, now }).changes;
    changed += clearGameThumbnail.run({ path, now }).changes;
    changed += forgetFile.run({ path }).changes;
    return changed;
  });

  return { removeEverywhere };
}
