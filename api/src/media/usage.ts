// Which records show an image, named for the person about to delete it: the media library's
// delete dialog lists them, since deleting the file takes it out of each.

import type { MediaUse } from '@kawaii/shared';
import type { Db } from '../db/connection.ts';

const MENTIONS = 'EXISTS (SELECT 1 FROM json_each(images) WHERE value = @path)';

const USES_SQL = `
  SELECT 'artwork' AS type, id, title FROM artworks WHERE ${MENTIONS}
  UNION ALL
  SELECT 'blog', id, title FROM posts
    WHERE cover_image = @path OR main_image = @path OR ${MENTIONS}
  UNION ALL
  SELECT 'product', id, title FROM products WHERE ${MENTIONS}
  UNION ALL
  SELECT 'category', id, name FROM categories WHERE image = @path
  UNION ALL
  SELECT 'game', id, title FROM games WHERE thumbnail = @path
  ORDER BY 1, 3`;

export type MediaUsage = ReturnType<typeof createMediaUsage>;

export function createMediaUsage(db: Db) {
  const uses = db.prepare<{ path: string }, MediaUse>(USES_SQL);
  return { usesOf: (path: string): MediaUse[] => uses.all({ path }) };
}
